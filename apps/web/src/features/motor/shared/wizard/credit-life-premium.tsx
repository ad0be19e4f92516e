import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { VehicleCreditLifeQuote } from '@cover/domain/motor';
import { ErrorState } from '../../../../components/async-state/async-state';
import { Money } from '../../../../components/money/money-display';
import { CreditLifeCoolingOff, PremiumCap } from '../../../credit-life/policies/credit-life-facts';
import type { useVehicleCreditLifeQuote } from './use-vehicle-credit-life-quote';
import { useMotorWording } from './wizard-wording';

type Priced = ReturnType<typeof useVehicleCreditLifeQuote>;

/** Said when vehicle credit life could not be priced: the application is not sent with it unpriced. */
export const CREDIT_LIFE_NOT_PRICED =
  'We could not get the vehicle credit life premium, so the application cannot go on with credit life yet. ' +
  'Try again, or untick vehicle credit life in the finance questions. Nothing you entered is lost.';

/** Whether the draft may go on: no credit life chosen, or credit life with its premium. */
export const creditLifeReady = (chosen: boolean, priced: Pick<Priced, 'quote'>) =>
  !chosen || priced.quote !== undefined;

/** Why credit life holds the wizard up, with a retry (nothing while it is being priced or is priced). */
export function CreditLifeNotPriced({ priced }: { priced: Priced }) {
  if (!priced.failed) return null;
  return <ErrorState message={CREDIT_LIFE_NOT_PRICED} onRetry={priced.retry} />;
}

/**
 * The monthly premium of vehicle credit life (its quote's suggestedPremium), with the regulated cap and its
 * cooling-off in the wizard's voice (to the customer, or about them by name to an operator).
 */
export function VehicleCreditLifePremiumLine({ quote }: { quote: VehicleCreditLifeQuote }) {
  const wording = useMotorWording();
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>
        Vehicle credit life: <Money cents={quote.suggestedPremium} /> a month
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Amount insured <Money cents={quote.sumAssured} />
      </Typography>
      <PremiumCap capCents={quote.maximumMonthlyPremium} />
      <CreditLifeCoolingOff text={wording.creditLifeCoolingOff} />
    </>
  );
}

/** Vehicle credit life's premium as it is priced: working it out, the premium, or why it is not shown. */
export function VehicleCreditLifePremium({ priced }: { priced: Priced }) {
  if (!priced.priceable) return null;
  return (
    <Box role="status" aria-live="polite" sx={{ mt: 1.5 }}>
      {priced.quote ? (
        <VehicleCreditLifePremiumLine quote={priced.quote} />
      ) : priced.failed ? (
        <CreditLifeNotPriced priced={priced} />
      ) : (
        <Typography color="text.secondary">Working out the credit life premium…</Typography>
      )}
    </Box>
  );
}
