import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { UNABLE_TO } from '@cover/domain';
import type { VehicleCreditLifeQuote } from '@cover/domain/motor';
import { Money } from '../../../../components/money/money-display';
import { CreditLifeCoolingOff, PremiumCap } from '../../../credit-life/policies/credit-life-facts';
import type { useVehicleCreditLifeQuote } from './use-vehicle-credit-life-quote';

type Priced = ReturnType<typeof useVehicleCreditLifeQuote>;

/** The monthly premium of vehicle credit life (its quote's suggestedPremium), with the regulated cap. */
export function VehicleCreditLifePremiumLine({ quote }: { quote: VehicleCreditLifeQuote }) {
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>
        Vehicle credit life: <Money cents={quote.suggestedPremium} /> a month
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Amount insured <Money cents={quote.sumAssured} />
      </Typography>
      <PremiumCap capCents={quote.maximumMonthlyPremium} />
      <CreditLifeCoolingOff />
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
        <Typography color="error">{UNABLE_TO.GET_QUOTE}</Typography>
      ) : (
        <Typography color="text.secondary">Working out the credit life premium…</Typography>
      )}
    </Box>
  );
}
