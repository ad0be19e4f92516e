import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { coolingOffNotice, formatLongDate } from '@cover/domain';
import { phoneName, type DeviceQuote } from '@cover/domain/device';
import { CreditLifeCoolingOff } from '../../../credit-life/policies/credit-life-facts';
import { Money } from '../../../../components/money/money-display';
import { FactList } from '../../../../components/policies/fact-list';
import { ExcessTable } from './excess-table';

export interface QuoteSummaryProps {
  quote: DeviceQuote;
  /** the heading level of the summary's own headings */
  headingComponent?: 'h2' | 'h3';
}

/**
 * A device quote as the customer reads it: the monthly premium (and credit life's, with the total), the
 * phone and where its price comes from, the excess of every claim type and the cooling-off period.
 */
export function QuoteSummary({ quote, headingComponent = 'h3' }: QuoteSummaryProps) {
  const { device } = quote;
  const facts = [
    { label: 'Phone', value: phoneName(device) },
    { label: 'Replacement cost', value: <Money cents={quote.replacementCost} /> },
    {
      label: 'Device cover',
      value: (
        <>
          <Money cents={quote.deviceMonthlyPremium} /> a month
        </>
      ),
    },
    ...(quote.creditLife
      ? [
          {
            label: 'Credit life',
            value: (
              <>
                <Money cents={quote.creditLifeMonthlyPremium} /> a month on a balance of{' '}
                <Money cents={quote.creditLife.outstandingBalance} />
              </>
            ),
          },
        ]
      : []),
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography color="text.secondary">Total a month</Typography>
        <Typography
          variant="h2"
          component="p"
          sx={{ fontSize: { xs: '1.75rem', md: '2rem' } }}
          data-testid="device-total-premium"
        >
          <Money cents={quote.totalMonthlyPremium} />
        </Typography>
      </Box>
      <FactList facts={facts} />
      <Typography variant="body2" color="text.secondary">
        {device.listed && device.pricedOn
          ? `Replacement cost from our phone price list of ${formatLongDate(device.pricedOn)}.`
          : 'Replacement cost as you gave it; we may ask for proof of what the phone costs.'}
      </Typography>
      <Divider />
      <Typography variant="h4" component={headingComponent}>
        Excess on a claim
      </Typography>
      <ExcessTable excesses={quote.excesses} />
      <Typography variant="body2" color="text.secondary">
        {coolingOffNotice(quote.coolingOffDays)}
      </Typography>
      {quote.creditLife ? <CreditLifeCoolingOff /> : null}
    </Box>
  );
}
