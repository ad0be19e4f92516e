import { Money } from '../../../../components/money/money-display';
import type { Fact } from '../../../../components/policies/fact-list';

/** The monthly premiums of motor cover and of the vehicle credit life taken with it (cents). */
export interface MotorPremiums {
  motor: number;
  /** null when no credit life was taken */
  creditLife: number | null;
}

/**
 * The premium facts of a motor application: the motor premium and, with vehicle credit life, its premium
 * beside it and what both come to a month (one debit order or salary deduction collects both).
 */
export function motorPremiumFacts(
  { motor, creditLife }: MotorPremiums,
  motorLabel = 'Premium a month',
): Fact[] {
  if (creditLife === null) return [{ label: motorLabel, value: <Money cents={motor} /> }];
  return [
    { label: 'Motor premium a month', value: <Money cents={motor} /> },
    { label: 'Vehicle credit life a month', value: <Money cents={creditLife} /> },
    { label: 'Together a month', value: <Money cents={motor + creditLife} /> },
  ];
}

/** A motor application's premiums as the server holds them (its linked credit life application's). */
export const applicationPremiums = (module: {
  quote: { suggestedPremium: number };
  creditLife: { monthlyPremium: number } | null;
}): MotorPremiums => ({
  motor: module.quote.suggestedPremium,
  creditLife: module.creditLife?.monthlyPremium ?? null,
});
