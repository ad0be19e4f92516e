import Typography from '@mui/material/Typography';
import { Money } from '../../../../components/money/money-display';
import type { Fact } from '../../../../components/policies/fact-list';
import { WizardSection } from '../../../../components/wizard/wizard-section';
import type { MotorFamily } from '../api/purchase-api';
import { motorPremiumFacts } from '../quote/premium-facts';
import { creditLifeReady, VehicleCreditLifePremium } from './credit-life-premium';
import { creditLifeChosen } from './credit-life-rules';
import { useMotorDraft } from './use-motor-draft';
import { useVehicleCreditLifeQuote } from './use-vehicle-credit-life-quote';

/**
 * Vehicle credit life's premium for the draft's details (priced when it is chosen), and whether the draft
 * may go on: credit life that could not be priced holds the quote and the last step up.
 */
export function useDraftCreditLife(family: MotorFamily) {
  const { values } = useMotorDraft();
  const chosen = creditLifeChosen(values);
  const priced = useVehicleCreditLifeQuote(family, values.creditLifeDetails, {
    chosen,
    vin: values.vehicle.vin,
  });
  return { chosen, priced, ready: creditLifeReady(chosen, priced) };
}

export type DraftCreditLife = ReturnType<typeof useDraftCreditLife>;

/** The quote step's credit life beside the motor premium, with what both come to a month. */
export function CreditLifeBesideQuote({
  credit: { chosen, priced },
  motorPremium,
}: {
  credit: DraftCreditLife;
  motorPremium: number | null;
}) {
  if (!chosen) return null;
  return (
    <WizardSection title="Vehicle credit life" region>
      <VehicleCreditLifePremium priced={priced} />
      {priced.quote && motorPremium !== null ? (
        <Typography sx={{ mt: 1.5 }} data-testid="motor-and-credit-life">
          Motor cover and credit life together: <Money cents={motorPremium + priced.quote.suggestedPremium} />{' '}
          a month
        </Typography>
      ) : null}
    </WizardSection>
  );
}

/**
 * What the motor premium and, when chosen, vehicle credit life's come to a month (cents), both paid the same
 * way: the amount a salary deduction pays. Null until both are known.
 */
export function premiumsTogether({ chosen, priced }: DraftCreditLife, motorPremium: number | null) {
  if (motorPremium === null || !chosen) return motorPremium;
  return priced.quote ? motorPremium + priced.quote.suggestedPremium : null;
}

/**
 * The last step's premium facts: the motor premium and, with credit life, its premium beside it, the
 * amount it insures and what both come to a month (or that it is still being worked out, or could not be).
 */
export function creditLifeSummaryFacts(
  { chosen, priced }: DraftCreditLife,
  motorPremium: number | null,
): Fact[] {
  const motor = motorPremium === null ? [] : motorPremiumFacts({ motor: motorPremium, creditLife: null });
  if (!chosen) return motor;
  const { quote } = priced;
  if (!quote)
    return [
      ...motor,
      {
        label: 'Vehicle credit life a month',
        value: priced.failed ? 'Not priced: see below' : 'Working it out…',
      },
    ];
  return [
    ...(motorPremium === null
      ? [{ label: 'Vehicle credit life a month', value: <Money cents={quote.suggestedPremium} /> }]
      : motorPremiumFacts({ motor: motorPremium, creditLife: quote.suggestedPremium })),
    { label: 'Credit life amount insured', value: <Money cents={quote.sumAssured} /> },
  ];
}
