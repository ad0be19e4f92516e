import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  POLICY_STATUSES,
  statusDisplayValue,
  UNABLE_TO,
  type Policy,
  type PolicyStatus,
} from '@cover/domain';
import { EmptyState, ErrorState, LoadingState } from '../../../components/async-state/async-state';
import { formatDate, packageLabel } from '../../../components/funeral/labels';
import { RecentlyUpdatedMarker, StatusChip } from '../../../components/funeral/status-chip';
import { Money } from '../../../components/money/money-display';
import { PageFrame } from '../../../components/page/page-frame';
import { useGetApplicationsQuery, useGetPoliciesQuery } from '../api/policy-api';
import { FUNERAL_PATHS_WEB } from '../routes/paths';
import { isRemovablePolicy, RemoveFromListButton } from './remove-from-list';

function PolicyCard({ policy }: { policy: Policy }) {
  return (
    <Paper
      variant="outlined"
      component={RouterLink}
      to={FUNERAL_PATHS_WEB.policy(policy.policyId)}
      aria-label={`Policy ${policy.policyNumber}, ${policy.statusDisplayValue}`}
      sx={{
        p: 2,
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        textDecoration: 'none',
        color: 'inherit',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h4" component="h2">
            {policy.policyNumber}
          </Typography>
          <StatusChip status={policy.status} displayValue={policy.statusDisplayValue} />
          <RecentlyUpdatedMarker show={policy.recentlyUpdated} />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {packageLabel(policy.packageName)} · {policy.module.coverType} option {policy.module.coverageOption}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          <Money cents={policy.monthlyPremium} /> a month
          {policy.status === 'ACTIVE' && policy.nextBillingDate
            ? ` · next debit ${formatDate(policy.nextBillingDate)}`
            : ''}
        </Typography>
      </Box>
      <ChevronRightIcon aria-hidden color="action" />
    </Paper>
  );
}

/** The customer's funeral policies with status and 'recently updated' filters. */
export function PolicyListPage() {
  const [status, setStatus] = useState<PolicyStatus | ''>('');
  const [search, setSearch] = useState('');
  const [recentOnly, setRecentOnly] = useState(false);
  const policies = useGetPoliciesQuery(status ? { status } : {});
  const applications = useGetApplicationsQuery({});
  const inProgress = (applications.data?.data ?? []).filter(
    (application) => application.status === 'PENDING' || application.status === 'APPROVED',
  );
  const shown = useMemo(
    () =>
      (policies.data?.data ?? []).filter(
        (policy) =>
          (!recentOnly || policy.recentlyUpdated) &&
          (search.trim() === '' || policy.policyNumber.toLowerCase().includes(search.trim().toLowerCase())),
      ),
    [policies.data, recentOnly, search],
  );
  const filtered = status !== '' || recentOnly || search.trim() !== '';

  return (
    <PageFrame
      title="My funeral policies"
      actions={
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to={FUNERAL_PATHS_WEB.claims} variant="outlined">
            My claims
          </Button>
          <Button component={RouterLink} to={FUNERAL_PATHS_WEB.calculator} variant="contained">
            New cover
          </Button>
        </Stack>
      }
    >
      <Box component="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3, alignItems: 'center' }}>
        <TextField
          select
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as PolicyStatus | '')}
          sx={{ width: { xs: '100%', sm: 200 } }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">All statuses</option>
          {POLICY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusDisplayValue(value)}
            </option>
          ))}
        </TextField>
        <TextField
          label="Policy number"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ width: { xs: '100%', sm: 220 } }}
        />
        <FormControlLabel
          control={
            <Checkbox checked={recentOnly} onChange={(event) => setRecentOnly(event.target.checked)} />
          }
          label="Recently updated only"
        />
      </Box>
      {policies.isLoading ? <LoadingState label="Loading your policies" /> : null}
      {policies.isError ? (
        <ErrorState message={UNABLE_TO.LOAD_POLICIES} onRetry={() => void policies.refetch()} />
      ) : null}
      {policies.isSuccess && shown.length === 0 ? (
        filtered ? (
          <EmptyState title="No policies match these filters">Clear a filter to see more.</EmptyState>
        ) : (
          <EmptyState
            title="You have no funeral policies yet"
            action={
              <Button component={RouterLink} to={FUNERAL_PATHS_WEB.calculator} variant="contained">
                Work out your cover
              </Button>
            }
          >
            Funeral cover from R5 000 for you and your family, with your premium worked out in a minute.
          </EmptyState>
        )
      ) : null}
      <Stack
        spacing={1.5}
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-busy={policies.isFetching}
      >
        {shown.map((policy) => (
          <li key={policy.policyId}>
            <PolicyCard policy={policy} />
            {isRemovablePolicy(policy) ? (
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
                <RemoveFromListButton
                  size="small"
                  policyId={policy.policyId}
                  subject={`policy ${policy.policyNumber}`}
                />
              </Box>
            ) : null}
          </li>
        ))}
      </Stack>
      {inProgress.length > 0 ? (
        <Box component="section" aria-labelledby="applications-title" sx={{ mt: 4 }}>
          <Typography id="applications-title" variant="h3" component="h2" sx={{ mb: 1.5 }}>
            Applications in progress
          </Typography>
          <Stack spacing={1.5}>
            {inProgress.map((application) => (
              <Paper
                key={application.applicationId}
                variant="outlined"
                sx={{ p: 2, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
              >
                <Typography sx={{ fontWeight: 600, mr: 'auto' }}>
                  {packageLabel(application.packageName)} · <Money cents={application.monthlyPremium} /> a
                  month
                </Typography>
                <StatusChip status={application.status} displayValue={application.statusDisplayValue} />
                <RecentlyUpdatedMarker show={application.recentlyUpdated} />
                <RemoveFromListButton
                  size="small"
                  policyId={application.applicationId}
                  subject={`the ${packageLabel(application.packageName)} application`}
                />
              </Paper>
            ))}
          </Stack>
        </Box>
      ) : null}
    </PageFrame>
  );
}
