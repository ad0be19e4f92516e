import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { applicationShownStatus, productName, statusLabel, UNABLE_TO } from '@cover/domain';
import { EmptyState, ErrorState, LoadingState } from '../../../components/async-state/async-state';
import { formatMoney } from '../../../components/money/format-money';
import { endedOnText } from '../../../components/policies/policy-ended';
import { StatusChip } from '../../../components/policies/status-chip';
import {
  useGetDashboardApplicationsQuery,
  useGetDashboardPoliciesQuery,
  type DashboardApplication,
  type DashboardPolicy,
} from '../api/dashboard-api';
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

/** The line's applications still on their way: their list path (relative to /api) and where they are listed. */
export interface LineApplications {
  path: string | null;
  /** the line's page that lists them, with what each waits for (and the answer to a hold) */
  to: string;
  /** the applications in words, e.g. 'device applications' */
  what: string;
}

/** What an application on its way waits for, in the customer's words. */
function waitsFor(application: DashboardApplication): string {
  if (application.underwritingStatus === 'OnHold')
    return `We need something from you: ${application.underwritingReason ?? 'open it to see what'}`;
  if (application.underwritingStatus !== null) return 'An underwriter is looking at it';
  return application.status === 'APPROVED' ? 'Approved: cover starts soon' : 'Not finished yet';
}

/**
 * The line's applications still on their way to a policy (on hold for the customer, with an underwriter, or
 * not finished), each leading to the line's list where it is dealt with (QA walk 16: the dashboard said "no
 * cover yet" of an application waiting for the customer's document). Says nothing when there are none, or
 * when they cannot be read (the policies above still show).
 */
function ApplicationsOnTheirWay({ applications }: { applications: LineApplications & { path: string } }) {
  const { data } = useGetDashboardApplicationsQuery({ path: applications.path });
  if (!data || data.length === 0) return null;
  return (
    <List disablePadding aria-label={`Your ${applications.what}`}>
      {data.map((application) => (
        <ListItem key={application.applicationId} divider disablePadding>
          <ListItemButton component={RouterLink} to={applications.to} sx={{ px: { xs: 1, sm: 1.5 }, gap: 1 }}>
            <ListItemText
              primary={`${productName(application.packageName)} · application ${application.applicationNumber}`}
              secondary={waitsFor(application)}
              sx={{ minWidth: 0 }}
            />
            <StatusChip status={application.status} displayValue={applicationShownStatus(application)} />
            <ChevronRightIcon aria-hidden color="action" />
          </ListItemButton>
        </ListItem>
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
  /** the line's applications on their way, shown with the policies (and in place of "no cover yet") */
  applications?: LineApplications;
}

/** The user's policies of one line, each leading to its page, or the honest empty state with the way to cover. */
export function CoverCard({ line, path, pathProblem = null, links, what, applications }: CoverCardProps) {
  const {
    data: policies,
    error,
    isLoading,
    refetch,
  } = useGetDashboardPoliciesQuery({ path: path ?? '' }, { skip: !path });
  const onTheirWay = useGetDashboardApplicationsQuery(
    { path: applications?.path ?? '' },
    { skip: !applications?.path },
  ).data;
  const applying = (onTheirWay?.length ?? 0) > 0;

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
      {policies && policies.length === 0 && !applying ? (
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
      {applications?.path ? (
        <ApplicationsOnTheirWay applications={{ ...applications, path: applications.path }} />
      ) : null}
      {policies && (policies.length > 0 || applying) ? (
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
