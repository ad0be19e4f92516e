import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DEVICE_PATHS, phoneName, type DeviceApplication, type DevicePolicy } from '@cover/domain/device';
import { EmptyState } from '../../../../components/async-state/async-state';
import { Money } from '../../../../components/money/money-display';
import { PageFrame } from '../../../../components/page/page-frame';
import { formatDate } from '../../../../components/policies/labels';
import { usePolicyFilters } from '../../../../components/policies/policy-filters';
import { PolicyListShell } from '../../../../components/policies/policy-list-shell';
import { PolicyListEntry } from '../../../../components/policies/policy-list-entry';
import { underReview } from '../../../../components/policies/underwriting-note';
import {
  useGetDeviceApplicationsQuery,
  useGetDevicePoliciesQuery,
  type DeviceFamily,
} from '../api/servicing-api';
import {
  ApplicationRow,
  ApplicationsSection,
  isRemovableApplication,
  useApplicationStatus,
} from '../../../../components/policies/applications-section';
import { DeviceRemoveFromList } from './device-remove-from-list';
import { packageLabel } from './labels';
import { deviceWebPaths, type DeviceWebPaths } from './paths';

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
  onChanged,
}: {
  family: DeviceFamily;
  application: DeviceApplication;
  paths: DeviceWebPaths;
  /** reloads the list (after documents sent for an application on hold) */
  onChanged: () => unknown;
}) {
  const { device } = application.module.quote;
  const phone = phoneName({ brand: device.brand, model: device.model });
  return (
    <ApplicationRow
      application={application}
      label={`Application for the ${phone}`}
      holdDocuments={{
        url: DEVICE_PATHS[family].sendHoldDocuments.path,
        audience: family,
        onSent: onChanged,
      }}
      title={`${packageLabel(application.packageName)} · ${phone}`}
      detail={
        <>
          <Money cents={application.monthlyPremium} /> a month · applied on{' '}
          {formatDate(application.createdAt)}
        </>
      }
    >
      {application.status === 'PENDING' && !underReview(application) ? (
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
      {isRemovableApplication(application) ? (
        <DeviceRemoveFromList
          family={family}
          size="small"
          policyId={application.applicationId}
          subject={`the application for the ${phone}`}
        />
      ) : null}
    </ApplicationRow>
  );
}

/** The applications heading's id: `#device-applications-title` on the list scrolls to them. */
export const DEVICE_APPLICATIONS_ID = 'device-applications-title';

/** The caller's device applications with their status (Pending, Approved …), filtered by status. */
function DeviceApplications({ family, paths }: { family: DeviceFamily; paths: DeviceWebPaths }) {
  const [status, setStatus] = useApplicationStatus();
  const applications = useGetDeviceApplicationsQuery(status ? { family, status } : { family });
  return (
    <ApplicationsSection
      id={DEVICE_APPLICATIONS_ID}
      status={status}
      onStatus={setStatus}
      applications={applications}
      renderItem={(application) => (
        <ApplicationItem
          family={family}
          application={application}
          paths={paths}
          onChanged={applications.refetch}
        />
      )}
    />
  );
}

/** Beside the title: the claims, credit life (employees: on a financed phone alone), another phone. */
function ListActions({ family, paths }: { family: DeviceFamily; paths: DeviceWebPaths }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button component={RouterLink} to={paths.claims} variant="outlined">
        My claims
      </Button>
      <Button component={RouterLink} to={paths.creditLifeList} variant="outlined">
        My credit life
      </Button>
      {family === 'employee' ? (
        <Button component={RouterLink} to={paths.newCreditLife()} variant="outlined">
          Credit life on a financed phone
        </Button>
      ) : null}
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
    <PageFrame title="My device cover" actions={<ListActions family={family} paths={paths} />}>
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
