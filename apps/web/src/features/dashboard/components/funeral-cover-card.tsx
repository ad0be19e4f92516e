import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { UNABLE_TO } from '@cover/domain';
import { useGetConfigQuery } from '../../../app/config-api';
import { EmptyState, ErrorState, LoadingState } from '../../../components/async-state/async-state';
import { formatMoney } from '../../../components/money/format-money';
import type { Audience } from '../../../lib/identity';
import { funeralPolicyListPath, useGetDashboardPoliciesQuery } from '../api/dashboard-api';
import { DashboardSection } from './dashboard-section';
import type { ProductLine } from './product-lines';

/** The user's funeral policies, or the honest empty state with the way to a quote. */
export function FuneralCoverCard({ audience, line }: { audience: Audience; line: ProductLine }) {
  const config = useGetConfigQuery();
  const path = config.data ? funeralPolicyListPath(audience, config.data.flags.useJmrEndpoints) : null;
  const {
    data: policies,
    error,
    isLoading,
    refetch,
  } = useGetDashboardPoliciesQuery({ path: path ?? '' }, { skip: !path });

  return (
    <DashboardSection title={line.title}>
      {isLoading || (!path && !config.error) ? (
        <LoadingState label="Loading your funeral policies" lines={2} />
      ) : null}
      {error || config.error ? (
        <ErrorState
          message={UNABLE_TO.LOAD_POLICIES}
          onRetry={() => void (config.error ? config.refetch() : refetch())}
        />
      ) : null}
      {policies && policies.length === 0 ? (
        <EmptyState
          title={line.empty}
          action={
            <Button variant="contained" component={RouterLink} to={line.to}>
              {line.action}
            </Button>
          }
        >
          {line.pitch}
        </EmptyState>
      ) : null}
      {policies && policies.length > 0 ? (
        <List disablePadding aria-label="Your funeral policies">
          {policies.map((policy) => (
            <ListItem key={policy.policyId} divider disableGutters>
              <ListItemText
                primary={`${policy.packageName} · ${policy.policyNumber}`}
                secondary={`${formatMoney(policy.monthlyPremium)} a month · cover ${formatMoney(policy.sumAssured, { whole: true })}`}
              />
              <Chip
                label={policy.statusDisplayValue}
                size="small"
                color={policy.status === 'ACTIVE' ? 'success' : 'default'}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
    </DashboardSection>
  );
}
