import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { formatLongDate, saDay } from '@cover/domain';
import type { MotorQuote, MotorQuotePackage } from '@cover/domain/motor';
import { Money } from '../../../../components/money/money-display';
import { FactList } from '../../../../components/policies/fact-list';
import { MotorExcessTable } from './motor-excess-table';
import { PremiumAdjustments } from './premium-adjustments';
import { schemeLabel } from './scheme-labels';
import { useMotorWording } from '../wizard/wizard-wording';

export interface MotorQuoteSummaryProps {
  /** an estimate (not stored) or a quote package (kept for 7 days) */
  quote: MotorQuote | MotorQuotePackage;
  /** the heading level of the summary's own headings */
  headingComponent?: 'h2' | 'h3';
}

const isPackage = (quote: MotorQuote | MotorQuotePackage): quote is MotorQuotePackage =>
  'quotePackageId' in quote;

/**
 * A motor quote as the customer reads it: the monthly premium, the sum insured and what the premium is
 * made of (the base premium, extras, loadings and discounts in plain words), the excess of every claim
 * type, how long the quote holds and the cooling-off period.
 */
export function MotorQuoteSummary({ quote, headingComponent = 'h3' }: MotorQuoteSummaryProps) {
  const wording = useMotorWording();
  const vehicle = quote.module.vehicle;
  const facts = [
    { label: 'Vehicle', value: `${vehicle.make} ${vehicle.model} (${vehicle.year})` },
    { label: 'Cover', value: schemeLabel(quote.scheme) },
    { label: 'Sum insured', value: <Money cents={quote.sumAssured} /> },
    {
      label: 'Base premium',
      value: (
        <>
          <Money cents={quote.basePremium} /> a month
        </>
      ),
    },
    ...(quote.extrasPremium > 0
      ? [
          {
            label: 'Extras and enhancements',
            value: (
              <>
                <Money cents={quote.extrasPremium} /> a month
              </>
            ),
          },
        ]
      : []),
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography color="text.secondary">{wording.premiumLabel}</Typography>
        <Typography
          variant="h2"
          component="p"
          sx={{ fontSize: { xs: '1.75rem', md: '2rem' } }}
          data-testid="motor-premium"
        >
          <Money cents={quote.suggestedPremium} />
        </Typography>
      </Box>
      <FactList facts={facts} />
      <PremiumAdjustments title={wording.adds} lines={quote.loadings} kind="more" />
      <PremiumAdjustments title={wording.lowers} lines={quote.discounts} kind="less" />
      <Divider />
      <Typography variant="h4" component={headingComponent}>
        Excess on a claim
      </Typography>
      <MotorExcessTable excesses={quote.excesses} />
      <Typography variant="body2" color="text.secondary">
        {isPackage(quote)
          ? wording.holdsUntil(formatLongDate(saDay(new Date(quote.expiresAt))))
          : 'This is an estimate. Your quote is confirmed once you give the vehicle’s details, and is then valid for 7 days.'}{' '}
        {wording.coolingOff(quote.coolingOffDays)}
      </Typography>
    </Box>
  );
}
