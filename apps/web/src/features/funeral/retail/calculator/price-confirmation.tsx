import Box from '@mui/material/Box';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useGetCoverCalculateQuery } from '../api/quote-api';
import {
  CONFIRMING_PRICE,
  ESTIMATE_CHECKED,
  PRICE_UNCONFIRMED,
  toCalculatorInput,
  type CalculatorValues,
} from './calculator-input';

export interface PriceConfirmationProps {
  /** the values once they stopped changing, and whether they price (else nothing is asked) */
  settled: CalculatorValues;
  settledPrices: boolean;
  /** the premium on screen, or null when the values on screen do not price */
  premium: number | null;
  /** whether the values on screen are the settled ones */
  isSettled: boolean;
}

/**
 * The calculator's status line: the estimate on screen checked by the public getCoverCalculate route. It
 * carries the API client and the funeral path map (with their schemas), so it loads after the page is up
 * (calculator-checks.ts).
 */
export function PriceConfirmation({ settled, settledPrices, premium, isSettled }: PriceConfirmationProps) {
  const server = useGetCoverCalculateQuery(toCalculatorInput(settled), { skip: !settledPrices });
  if (premium === null) return null;
  const confirmed =
    server.data && !server.isFetching && isSettled && server.data.suggestedPremium === premium;
  if (confirmed)
    return (
      <Box
        component="span"
        sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', color: 'success.main' }}
      >
        <CheckCircleIcon fontSize="small" aria-hidden /> {ESTIMATE_CHECKED}
      </Box>
    );
  return server.isError ? PRICE_UNCONFIRMED : CONFIRMING_PRICE;
}
