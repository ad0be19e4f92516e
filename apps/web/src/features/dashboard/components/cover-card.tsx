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
import { EmptyState, ErrorState, LoadingState } from '../../../components/async-state/async-state';
import { formatMoney } from '../../../components/money/format-money';
import { endedOnText } from '../../../components/policies/policy-ended';
import { useGetDashboardPoliciesQuery, type DashboardPolicy } from '../api/dashboard-api';
import { DashboardSection } from './dashboard-section';
import type { ProductLine } from './product-lines';

/** Policies of another line the card lists with its own: the credit life on a financed phone or vehicle. */
export interface AlongsidePolicies {
  /** their policy list path (relative to /api) */
  path: string;
  policy: (policyId: string) => string;
  /** the policies in words, e.g. 'phone credit life policies' */
  what: string;
}

/** Where a line's policies and claims are, beyond the dashboard's short list. */
export interface CoverLinks {
  policy: (policyId: string) => string;
  more: { label: string; to: string }[];
  /** sold with the line's cover and paid beside it, so listed with it */
  alongside?: AlongsidePolicies;
}

function PolicyLink({ policy, to }: { policy: DashboardPolicy; to: string }) {
  return (
    <ListItem divider disablePadding>
      <ListItemButton component={RouterLink} to={to} sx={{ px: { xs: 1, sm: 1.5 }, gap: 1 }}>
        <ListItemText
          primary={`${productName(policy.packageName)} · ${policy.policyNumber}`}
          secondary={
            endedOnText(policy) ??
            `${formatMoney(policy.monthlyPremium)} a month · cover ${formatMoney(policy.sumAssured, { whole: true })}`
          }
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

/**
 * The credit life sold with the line's cover, listed under it when there is any (a customer adds up what
 * they pay each month from this page); says nothing while loading or when none.
 */
function AlongsideList({ alongside }: { alongside: AlongsidePolicies }) {
  const { data: policies, error, refetch } = useGetDashboardPoliciesQuery({ path: alongside.path });
  if (error) return <ErrorState message={UNABLE_TO.LOAD_POLICIES} onRetry={() => void refetch()} />;
  if (!policies || policies.length === 0) return null;
  return (
    <List disablePadding aria-label={`Your ${alongside.what}`}>
      {policies.map((policy) => (
        <PolicyLink key={policy.policyId} policy={policy} to={alongside.policy(policy.policyId)} />
      ))}
    </List>
  );
}

export interface CoverCardProps {
  line: ProductLine;
  /** the line's policy list path (relative to /api); null while it is being worked out */
  path: string | null;
  /** what working out the path ran into (e.g. the config did not load), with its retry */
  pathProblem?: { refetch: () => unknown } | null;
  links: CoverLinks;
  /** the policies in words, e.g. 'funeral policies' */
  what: string;
}

/** The user's policies of one line, each leading to its page, or the honest empty state with the way to cover. */
export function CoverCard({ line, path, pathProblem = null, links, what }: CoverCardProps) {
  const {
    data: policies,
    error,
    isLoading,
    refetch,
  } = useGetDashboardPoliciesQuery({ path: path ?? '' }, { skip: !path });

  return (
    <DashboardSection title={line.title}>
      {isLoading || (!path && !pathProblem) ? (
        <LoadingState label={`Loading your ${what}`} lines={2} />
      ) : null}
      {error || pathProblem ? (
        <ErrorState
          message={UNABLE_TO.LOAD_POLICIES}
          onRetry={() => void (pathProblem ? pathProblem.refetch() : refetch())}
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
        <List disablePadding aria-label={`Your ${what}`}>
          {policies.map((policy) => (
            <PolicyLink key={policy.policyId} policy={policy} to={links.policy(policy.policyId)} />
          ))}
        </List>
      ) : null}
      {links.alongside && path ? <AlongsideList alongside={links.alongside} /> : null}
      {policies && policies.length > 0 ? (
        <>
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
