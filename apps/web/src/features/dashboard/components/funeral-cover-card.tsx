import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { productName, statusLabel, UNABLE_TO } from '@cover/domain';
import type { Policy } from '@cover/domain/funeral';
import { useGetConfigQuery } from '../../../app/config-api';
import { EmptyState, ErrorState, LoadingState } from '../../../components/async-state/async-state';
import { formatMoney } from '../../../components/money/format-money';
import type { Audience } from '../../../lib/identity';
import { EMPLOYEE_FUNERAL_PATHS } from '../../funeral/employee/routes/paths';
import { FUNERAL_PATHS_WEB } from '../../funeral/retail/routes/paths';
import { funeralPolicyListPath, useGetDashboardPoliciesQuery } from '../api/dashboard-api';
import { DashboardSection } from './dashboard-section';
import type { ProductLine } from './product-lines';

/** Where each audience's funeral policies and claims are, beyond the dashboard's short list. */
export const FUNERAL_LINKS: Record<
  Audience,
  { policy: (policyId: string) => string; more: { label: string; to: string }[] }
> = {
  retail: {
    policy: FUNERAL_PATHS_WEB.policy,
    more: [
      { label: 'All my policies', to: FUNERAL_PATHS_WEB.policies },
      { label: 'My claims', to: FUNERAL_PATHS_WEB.claims },
    ],
  },
  employee: {
    policy: EMPLOYEE_FUNERAL_PATHS.policy,
    more: [
      { label: 'Free benefit and salary cover', to: EMPLOYEE_FUNERAL_PATHS.overview },
      { label: 'My claims', to: EMPLOYEE_FUNERAL_PATHS.claims },
    ],
  },
};

function PolicyLink({ policy, to }: { policy: Policy; to: string }) {
  return (
    <ListItem divider disablePadding>
      <ListItemButton component={RouterLink} to={to} sx={{ px: { xs: 1, sm: 1.5 }, gap: 1 }}>
        <ListItemText
          primary={`${productName(policy.packageName)} · ${policy.policyNumber}`}
          secondary={`${formatMoney(policy.monthlyPremium)} a month · cover ${formatMoney(policy.sumAssured, { whole: true })}`}
          sx={{ minWidth: 0 }}
        />
        <Chip
          label={statusLabel(policy.statusDisplayValue)}
          size="small"
          color={policy.status === 'ACTIVE' ? 'success' : 'default'}
        />
        <ChevronRightIcon aria-hidden color="action" />
      </ListItemButton>
    </ListItem>
  );
}

/** The user's funeral policies, each leading to its page, or the honest empty state with the way to cover. */
export function FuneralCoverCard({ audience, line }: { audience: Audience; line: ProductLine }) {
  const config = useGetConfigQuery();
  const path = config.data ? funeralPolicyListPath(audience, config.data.flags.useJmrEndpoints) : null;
  const {
    data: policies,
    error,
    isLoading,
    refetch,
  } = useGetDashboardPoliciesQuery({ path: path ?? '' }, { skip: !path });
  const links = FUNERAL_LINKS[audience];

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
        <>
          <List disablePadding aria-label="Your funeral policies">
            {policies.map((policy) => (
              <PolicyLink key={policy.policyId} policy={policy} to={links.policy(policy.policyId)} />
            ))}
          </List>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            useFlexGap
            sx={{ mt: 2, flexWrap: 'wrap' }}
          >
            {links.more.map((link) => (
              <Button key={link.to} variant="outlined" component={RouterLink} to={link.to}>
                {link.label}
              </Button>
            ))}
          </Stack>
        </>
      ) : null}
    </DashboardSection>
  );
}
