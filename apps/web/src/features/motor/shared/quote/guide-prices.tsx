import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatLongDate } from '@cover/domain';
import { Money } from '../../../../components/money/money-display';
import type { ChosenValuation } from '../wizard/registration-types';

/** A guide price, or a plain 'not in the guide' when it has none (a missing price is 0). */
const price = (cents: number) => (cents > 0 ? <Money cents={cents} /> : 'Not in the guide');

/** The chosen vehicle's new and retail prices from the valuation guide, and the guide's date. */
export function GuidePrices({ valuation }: { valuation: ChosenValuation }) {
  return (
    <Box
      data-testid="vehicle-valuation"
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <Box>
        <Typography variant="body2" color="text.secondary">
          New price
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{price(valuation.newPrice)}</Typography>
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary">
          Retail price (what it is worth today)
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{price(valuation.retailPrice)}</Typography>
      </Box>
      {valuation.valuedOn ? (
        <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
          From the vehicle valuation guide of {formatLongDate(valuation.valuedOn)}.
        </Typography>
      ) : null}
    </Box>
  );
}
