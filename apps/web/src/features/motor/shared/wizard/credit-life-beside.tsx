import Typography from '@mui/material/Typography';
import { UNABLE_TO } from '@cover/domain';
import { Money } from '../../../../components/money/money-display';
import type { Fact } from '../../../../components/policies/fact-list';
import { WizardSection } from '../../../../components/wizard/wizard-section';
import type { MotorFamily } from '../api/purchase-api';
import { VehicleCreditLifePremium } from './credit-life-premium';
import { creditLifeChosen } from './credit-life-rules';
import { useMotorDraft } from './use-motor-draft';
import { useVehicleCreditLifeQuote } from './use-vehicle-credit-life-quote';

/** Vehicle credit life's premium for the draft's details (priced when it is chosen). */
function useDraftCreditLife(family: MotorFamily) {
  const { values } = useMotorDraft();
  const chosen = creditLifeChosen(values);
  const priced = useVehicleCreditLifeQuote(family, values.creditLifeDetails, {
    chosen,
    vin: values.vehicle.vin,
  });
  return { chosen, priced };
}

/** The quote step's credit life beside the motor premium, with what both come to a month. */
export function CreditLifeBesideQuote({
  family,
  motorPremium,
}: {
  family: MotorFamily;
  motorPremium: number | null;
}) {
  const { chosen, priced } = useDraftCreditLife(family);
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

/** The submit step's credit life facts, beside the motor premium (none when not chosen). */
export function useCreditLifeFacts(family: MotorFamily): Fact[] {
  const { chosen, priced } = useDraftCreditLife(family);
  if (!chosen) return [];
  const { quote } = priced;
  return [
    {
      label: 'Vehicle credit life a month',
      value: quote ? (
        <Money cents={quote.suggestedPremium} />
      ) : priced.failed ? (
        UNABLE_TO.GET_QUOTE
      ) : (
        'Working it out…'
      ),
    },
    ...(quote ? [{ label: 'Credit life amount insured', value: <Money cents={quote.sumAssured} /> }] : []),
  ];
}
