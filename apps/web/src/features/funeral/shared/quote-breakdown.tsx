import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FuneralQuote } from '@cover/domain/funeral';
import { Money } from '../../../components/money/money-display';
import { relationLabel, roleLabel } from './member-labels';

export interface QuoteBreakdownProps {
  quote: Pick<FuneralQuote, 'breakdown' | 'module' | 'suggestedPremium' | 'basePremium' | 'sumAssured'>;
  /** heading level of the title */
  titleComponent?: 'h2' | 'h3' | 'h4';
  title?: string;
}

/**
 * The premium of a funeral quote, life by life: each covered person's cover and premium, the one premium
 * for all children, and the monthly total (integer cents, shown en-ZA).
 */
export function QuoteBreakdown({
  quote,
  titleComponent = 'h3',
  title = 'Your premium',
}: QuoteBreakdownProps) {
  const { module } = quote;
  const lines = quote.breakdown.filter((line) => line.role !== 'child');
  return (
    <Box>
      <Typography variant="h4" component={titleComponent}>
        {title}
      </Typography>
      <Stack
        component="ul"
        divider={<Divider component="li" aria-hidden />}
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
      >
        {lines.map((line, index) => (
          <Box
            component="li"
            key={`${line.role}-${index}`}
            sx={{ display: 'flex', gap: 2, py: 1.25, alignItems: 'baseline' }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {line.role === 'extended'
                  ? relationLabel(line.relationship) || roleLabel(line.role)
                  : roleLabel(line.role)}
                {` · age ${line.age}`}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Option {line.coverageOption}: <Money cents={line.coverAmount} whole /> cover
                {line.accidentalCoverAmount !== line.coverAmount ? (
                  <>
                    {' '}
                    (<Money cents={line.accidentalCoverAmount} whole /> accidental)
                  </>
                ) : null}
              </Typography>
            </Box>
            <Money cents={line.premium} sx={{ fontWeight: 600 }} />
          </Box>
        ))}
        {module.childrenCount > 0 ? (
          <Box component="li" sx={{ display: 'flex', gap: 2, py: 1.25, alignItems: 'baseline' }}>
            <Box sx={{ flex: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {module.childrenCount === 1 ? '1 child' : `${module.childrenCount} children`}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                One premium for all children
              </Typography>
            </Box>
            <Money cents={module.childrenPremium} sx={{ fontWeight: 600 }} />
          </Box>
        ) : null}
      </Stack>
      <Divider sx={{ my: 1 }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
        <Typography variant="h5" component="p">
          Monthly premium
        </Typography>
        <Money cents={quote.suggestedPremium} sx={{ typography: 'h3', color: 'primary.dark' }} />
      </Box>
      {quote.basePremium !== quote.suggestedPremium ? (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
          Before discount <Money cents={quote.basePremium} />
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        Natural death: <Money cents={module.naturalDeathAmount} whole /> after a{' '}
        {module.naturalDeathWaitingMonths}-month waiting period. Accidental death:{' '}
        <Money cents={module.accidentalDeathAmount} whole /> from day one.
        {module.airtimeBenefitAmount > 0 ? (
          <>
            {' '}
            Airtime benefit: <Money cents={module.airtimeBenefitAmount} whole /> a month for{' '}
            {module.airtimeBenefitMonths} months.
          </>
        ) : null}
      </Typography>
    </Box>
  );
}
