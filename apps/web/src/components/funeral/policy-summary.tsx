import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Policy } from '@cover/domain';
import { Money } from '../money/money-display';
import { FactList } from './fact-list';
import { billingDayText, formatDate } from './labels';
import { RecentlyUpdatedMarker, StatusChip } from './status-chip';

/** The headline facts of a funeral policy: number, status, premium, billing, cover and key dates. */
export function PolicySummary({ policy }: { policy: Policy }) {
  const { module } = policy;
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      component="section"
      aria-labelledby="policy-summary-title"
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Typography id="policy-summary-title" variant="h3" component="h2" sx={{ mr: 'auto' }}>
          Policy {policy.policyNumber}
        </Typography>
        <StatusChip status={policy.status} displayValue={policy.statusDisplayValue} />
        <RecentlyUpdatedMarker show={policy.recentlyUpdated} />
      </Box>
      <FactList
        columns={3}
        facts={[
          { label: 'Monthly premium', value: <Money cents={policy.monthlyPremium} /> },
          {
            label: 'Next billing date',
            value: policy.status === 'ACTIVE' ? formatDate(policy.nextBillingDate) : '—',
          },
          { label: 'Billing day', value: billingDayText(policy.billingDay) },
          { label: 'Cover', value: `${module.coverType}, option ${module.coverageOption}` },
          { label: 'Natural death cover', value: <Money cents={module.naturalDeathAmount} whole /> },
          { label: 'Accidental death cover', value: <Money cents={module.accidentalDeathAmount} whole /> },
          { label: 'Start date', value: formatDate(policy.startDate) },
          { label: 'Cooling-off ends', value: formatDate(policy.coolingOffEndsOn) },
          {
            label: 'Waiting period (natural death) ends',
            value: formatDate(policy.naturalDeathWaitingEndsOn),
          },
          ...(policy.balance > 0 ? [{ label: 'Arrears', value: <Money cents={policy.balance} /> }] : []),
          ...(policy.graceEndsOn
            ? [{ label: 'Grace period ends', value: formatDate(policy.graceEndsOn) }]
            : []),
        ]}
      />
    </Paper>
  );
}
