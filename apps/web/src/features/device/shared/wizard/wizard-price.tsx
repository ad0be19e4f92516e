import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDebouncedValue } from '../../../../components/async-state/use-debounced-value';
import { formatMoney } from '../../../../components/money/format-money';
import { useGetDeviceQuoteQuery, type DeviceFamily } from '../api/purchase-api';
import { outstandingBalanceError, phoneChoiceErrors } from '../quote/phone-choice';
import { deviceQuoteInput } from './registration-payloads';
import { useDeviceDraft } from './use-device-draft';

/** Said while credit life is ticked and its balance is not yet given (the phone alone is priced). */
export const CREDIT_LIFE_PRICED_LATER = 'Credit life is added to this once you give what you still owe.';

/**
 * The premium a month on the steps after the phone (QA H7 finding 18): as soon as the phone and its value are
 * known, before bank details are asked for, the same estimate /device/quote shows: device cover, and credit
 * life once its balance is given, with the total. The application's own quote is fetched leaving Payment.
 */
export function WizardPrice({ family }: { family: DeviceFamily }) {
  const { values } = useDeviceDraft();
  const withCreditLife =
    values.isOptedforCreditLife && !outstandingBalanceError(true, values.creditLife.outstandingBalance);
  const input = useMemo(
    () =>
      Object.keys(phoneChoiceErrors(values)).length === 0
        ? JSON.stringify(deviceQuoteInput({ ...values, isOptedforCreditLife: withCreditLife }))
        : null,
    [values, withCreditLife],
  );
  const settled = useDebouncedValue(input);
  const { currentData: quote, isError } = useGetDeviceQuoteQuery(
    { family, input: settled ? (JSON.parse(settled) as Record<string, unknown>) : {} },
    { skip: settled === null },
  );
  if (input === null) return null;
  if (isError && !quote)
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        We could not work out your premium just now. You will see it before you confirm.
      </Alert>
    );
  const credit = quote?.creditLife ? quote.creditLifeMonthlyPremium : 0;
  return (
    <Box role="status" aria-label="Your premium" sx={{ mb: 2 }} data-testid="wizard-price">
      <Typography>
        {!quote
          ? 'Working out your premium…'
          : credit > 0
            ? `Your premium: ${formatMoney(quote.totalMonthlyPremium)} a month (device cover ${formatMoney(quote.deviceMonthlyPremium)} and credit life ${formatMoney(credit)})`
            : `Your premium: ${formatMoney(quote.deviceMonthlyPremium)} a month for device cover`}
      </Typography>
      {quote && values.isOptedforCreditLife && !withCreditLife ? (
        <Typography variant="body2" color="text.secondary">
          {CREDIT_LIFE_PRICED_LATER}
        </Typography>
      ) : null}
    </Box>
  );
}
