import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { APPLICATION_VIEW_STATUSES, UNABLE_TO } from '@cover/domain';
import type { DeviceApplication, DevicePolicy } from '@cover/domain/device';
import { EmptyState, ErrorState, LoadingState } from '../../../../components/async-state/async-state';
import { Money } from '../../../../components/money/money-display';
import { PageFrame } from '../../../../components/page/page-frame';
import { formatDate } from '../../../../components/policies/labels';
import { NativeOptions } from '../../../../components/policies/native-options';
import { usePolicyFilters } from '../../../../components/policies/policy-filters';
import { PolicyListShell } from '../../../../components/policies/policy-list-shell';
import { PolicyListEntry } from '../../../../components/policies/policy-list-entry';
import { RecentlyUpdatedMarker, StatusChip } from '../../../../components/policies/status-chip';
import { statusFilterOptions } from '../../../../components/policies/status-filter';
import {
  useGetDeviceApplicationsQuery,
  useGetDevicePoliciesQuery,
  type DeviceFamily,
} from '../api/servicing-api';
import { DeviceRemoveFromList } from './device-remove-from-list';
import { packageLabel } from './labels';
import { deviceWebPaths, type DeviceWebPaths } from './paths';

const APPLICATION_STATUS_OPTIONS = statusFilterOptions(APPLICATION_VIEW_STATUSES);
type ApplicationStatus = (typeof APPLICATION_VIEW_STATUSES)[number];
const isApplicationStatus = (value: string): value is ApplicationStatus =>
  APPLICATION_VIEW_STATUSES.some((status) => status === value);
/** Shown unless a status is chosen: the applications not yet a policy (an issued one is listed as a policy). */
const IN_PROGRESS = new Set<string>(['PENDING', 'APPROVED']);

function DevicePolicyItem({
  family,
  policy,
  paths,
}: {
  family: DeviceFamily;
  policy: DevicePolicy;
  paths: DeviceWebPaths;
}) {
  return (
    <PolicyListEntry
      policy={policy}
      to={paths.policy(policy.policyId)}
      removal={(props) => <DeviceRemoveFromList family={family} {...props} />}
    >
      {packageLabel(policy.packageName)} · {policy.module.device.description}
    </PolicyListEntry>
  );
}

function ApplicationItem({
  family,
  application,
  paths,
}: {
  family: DeviceFamily;
  application: DeviceApplication;
  paths: DeviceWebPaths;
}) {
  const { device } = application.module.quote;
  const phone = `${device.brand} ${device.model}`;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
      aria-label={`Application for the ${phone}`}
      component="article"
    >
      <Box sx={{ mr: 'auto', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {packageLabel(application.packageName)} · {phone}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <Money cents={application.monthlyPremium} /> a month · started {formatDate(application.createdAt)}
        </Typography>
      </Box>
      <StatusChip status={application.status} displayValue={application.statusDisplayValue} />
      <RecentlyUpdatedMarker show={application.recentlyUpdated} />
      {application.status === 'PENDING' ? (
        <Button
          size="small"
          variant="contained"
          component={RouterLink}
          to={paths.register(application.applicationId)}
          aria-label={`Continue the application for the ${phone}`}
        >
          Continue
        </Button>
      ) : null}
      {IN_PROGRESS.has(application.status) ? (
        <DeviceRemoveFromList
          family={family}
          size="small"
          policyId={application.applicationId}
          subject={`the application for the ${phone}`}
        />
      ) : null}
    </Paper>
  );
}

/** The caller's device applications with their status (Pending, Approved …), filtered by status. */
function DeviceApplications({ family, paths }: { family: DeviceFamily; paths: DeviceWebPaths }) {
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const applications = useGetDeviceApplicationsQuery(status ? { family, status } : { family });
  const shown = (applications.data?.data ?? []).filter(
    (application) => status !== '' || IN_PROGRESS.has(application.status),
  );
  return (
    <Box component="section" aria-labelledby="device-applications-title" sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 1.5 }}>
        <Typography id="device-applications-title" variant="h3" component="h2" sx={{ mr: 'auto' }}>
          Applications
        </Typography>
        <TextField
          select
          label="Application status"
          value={status}
          onChange={(event) => setStatus(isApplicationStatus(event.target.value) ? event.target.value : '')}
          sx={{ width: { xs: '100%', sm: 220 } }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <NativeOptions blank="In progress" options={APPLICATION_STATUS_OPTIONS} />
        </TextField>
      </Box>
      {applications.isLoading ? <LoadingState label="Loading your applications" lines={2} /> : null}
      {applications.isError ? (
        <ErrorState message={UNABLE_TO.LOAD_POLICIES} onRetry={() => void applications.refetch()} />
      ) : null}
      {applications.isSuccess && shown.length === 0 ? (
        <Typography color="text.secondary">
          {status ? 'No applications have this status.' : 'You have no applications in progress.'}
        </Typography>
      ) : null}
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {shown.map((application) => (
          <li key={application.applicationId}>
            <ApplicationItem family={family} application={application} paths={paths} />
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** Beside the title: the claims, and the way to insure another phone. */
function ListActions({ paths }: { paths: DeviceWebPaths }) {
  return (
    <Stack direction="row" spacing={1}>
      <Button component={RouterLink} to={paths.claims} variant="outlined">
        My claims
      </Button>
      <Button component={RouterLink} to={paths.cover} variant="contained">
        Insure a phone
      </Button>
    </Stack>
  );
}

/** The caller's device policies (status filter, number search, recently updated) and applications. */
export function DevicePolicyList({ family }: { family: DeviceFamily }) {
  const paths = deviceWebPaths(family);
  const filters = usePolicyFilters();
  const policies = useGetDevicePoliciesQuery({ family, ...filters.query });
  return (
    <PageFrame title="My device cover" actions={<ListActions paths={paths} />}>
      <PolicyListShell
        policies={policies}
        filters={filters}
        renderItem={(policy) => <DevicePolicyItem family={family} policy={policy} paths={paths} />}
        empty={
          <EmptyState
            title="You have no device cover yet"
            action={
              <Button component={RouterLink} to={paths.cover} variant="contained">
                See device cover
              </Button>
            }
          >
            Cover for your phone against screen, hardware and software damage and loss.
          </EmptyState>
        }
      />
      <DeviceApplications family={family} paths={paths} />
    </PageFrame>
  );
}
