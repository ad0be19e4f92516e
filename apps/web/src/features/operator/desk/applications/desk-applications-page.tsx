import { Link as RouterLink } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { APPLICATION_SHOWN_STATUSES, type ApplicationShownStatus } from '@cover/domain';
import { deskShownStatus, type OperatorApplication } from '@cover/domain/motor';
import { PageFrame } from '../../../../components/page/page-frame';
import {
  ApplicationRow,
  ApplicationsSection,
  type ApplicationStatusFilter,
} from '../../../../components/policies/applications-section';
import { statusFilterOptions } from '../../../../components/policies/status-filter';
import { RequireOperator } from '../../../../lib/identity/operator';
import { onBehalfWaitingFor } from '../../../on-behalf/lib/waiting-for';
import { useGetDeskApplicationsQuery, useSearchDeskApplicationsQuery } from '../api/desk-api';
import { DESK_PATHS } from '../state/desk-paths';
import { DeskApplicationSearch, useDeskListState } from './desk-application-search';
import { DeskArchiveAction } from './desk-archive-action';

/**
 * 'All' (every application made but those archived at the desk) and one choice per status a chip shows; the
 * server filters by the same mapping as the chips (deskShownStatus), so each choice lists the applications
 * whose chip reads so.
 */
const DESK_STATUS_FILTER: ApplicationStatusFilter<ApplicationShownStatus> = {
  blank: 'All',
  options: statusFilterOptions(APPLICATION_SHOWN_STATUSES),
  empty: 'You have not made any applications yet.',
};

function DeskApplicationItem({ application }: { application: OperatorApplication }) {
  const { vehicle } = application.module;
  const waits = onBehalfWaitingFor(application, application.acceptance);
  const name = `${application.holder.firstName} ${application.holder.lastName}`;
  return (
    <ApplicationRow
      application={application}
      label={`Application for ${name}: ${vehicle.make} ${vehicle.model}`}
      shown={deskShownStatus(application)}
      reader="staff"
      title={`${name} · ${vehicle.make} ${vehicle.model}, ${vehicle.vehicle_reg_no}`}
      detail={waits.length > 0 ? `Waiting for: ${waits.join('; ')}` : application.acceptance.statusLabel}
    >
      <Button
        component={RouterLink}
        to={DESK_PATHS.application(application.applicationId)}
        variant="outlined"
      >
        Open
      </Button>
      <DeskArchiveAction application={application} />
    </ApplicationRow>
  );
}

const LIMIT = 100;

function DeskApplications() {
  const { status, search, setStatus, setSearch } = useDeskListState();
  const listed = useGetDeskApplicationsQuery(search ? skipToken : { status: status || undefined });
  const searched = useSearchDeskApplicationsQuery(
    search ? { search, limit: LIMIT, ...(status ? { status } : {}) } : skipToken,
  );
  const applications = search ? searched : listed;
  const found = searched.data?.data.length ?? 0;
  const filter = search
    ? {
        ...DESK_STATUS_FILTER,
        empty: `No application you made matches “${search}”. Those you archived are under the Archived status.`,
      }
    : DESK_STATUS_FILTER;
  return (
    <PageFrame
      title="Your applications"
      back={{ to: DESK_PATHS.home, label: 'Operator desk' }}
      intro="The applications you made on behalf of employees: their status and what each waits for."
      actions={
        <Button component={RouterLink} to={DESK_PATHS.home} variant="contained">
          Find an employee
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary">
        Only the applications you made are listed. Cover starts once the employee accepts and the vehicle’s
        inspection is approved.
      </Typography>
      <DeskApplicationSearch key={search} search={search} onSearch={setSearch} />
      {search && searched.isSuccess && found > 0 ? (
        <Typography role="status" sx={{ mt: 1 }}>
          {found === 1 ? '1 application matches' : `${found} applications match`} “{search}”
          {found === LIMIT ? ` (the newest ${LIMIT}: type more to narrow it)` : ''}
        </Typography>
      ) : null}
      <ApplicationsSection
        id="desk-applications"
        status={status}
        onStatus={setStatus}
        filter={filter}
        applications={applications}
        renderItem={(application) => <DeskApplicationItem application={application} />}
      />
    </PageFrame>
  );
}

/** /operator/applications: the operator's applications (getApplications) with their status and waits. */
export function DeskApplicationsPage() {
  return (
    <RequireOperator desk>
      <DeskApplications />
    </RequireOperator>
  );
}

export { DeskApplicationsPage as Component };
