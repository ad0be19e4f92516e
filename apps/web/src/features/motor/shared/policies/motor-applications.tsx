import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { asSentence } from '@cover/domain';
import { MOTOR_PATHS, type MotorApplication } from '@cover/domain/motor';
import {
  ApplicationRow,
  ApplicationsSection,
  isRemovableApplication,
  useApplicationStatus,
} from '../../../../components/policies/applications-section';
import { Money } from '../../../../components/money/money-display';
import { formatDate } from '../../../../components/policies/labels';
import { underReview } from '../../../../components/policies/underwriting-note';
import { useGetMotorApplicationsQuery, type MotorFamily } from '../api/servicing-api';
import { motorPackageLabel } from './labels';
import { MotorRemoveFromList } from './motor-remove-from-list';
import type { MotorWebPaths } from './paths';

/**
 * An application someone else made for the caller (an operator's, for an employee): who made it, and the
 * next step in place of Continue (its review page; the wizard would skip what the operator declared).
 */
export interface MadeForYou {
  by: string;
  nextStep: ReactNode;
}
export type MadeForYouOf = (application: MotorApplication) => MadeForYou | null;

/** 'Toyota Corolla 2021' */
const vehicleOf = (application: MotorApplication) => {
  const { make, model, manufacturingYear } = application.module.vehicle;
  return `${make} ${model} ${manufacturingYear}`;
};

/**
 * What the application waits for and, when its inspection was not approved, why (plain words). While an
 * underwriter reviews it, the row's underwriting note says so: not repeated here.
 */
function WaitingLines({ application, by }: { application: MotorApplication; by: string | undefined }) {
  const inspection = application.module.preInspection;
  // one made for the caller waits for its review page, said by its next step: not the wizard's declaration
  const waitingFor = by ?? application.waitingFor;
  return (
    <>
      {waitingFor && (by || !underReview(application)) ? (
        <Box component="span" sx={{ display: 'block', mt: 0.5, color: 'text.primary' }}>
          {waitingFor}
        </Box>
      ) : null}
      {inspection?.assessmentStatus === 'REJECTED' && inspection.rejectionReason ? (
        <Box component="span" sx={{ display: 'block', mt: 0.5, color: 'error.main' }}>
          The inspection was not approved: {asSentence(inspection.rejectionReason)} Take the photos again from
          the link.
        </Box>
      ) : null}
    </>
  );
}

/**
 * The vehicle credit life taken with the application, while it stands beside it: the customer pays its
 * premium as well (one credit life cancelled on its own, the motor application still open, is not paid).
 */
function linkedCreditLife(application: MotorApplication) {
  const { creditLife } = application.module;
  if (!creditLife) return null;
  return creditLife.status !== 'CANCELLED' || application.status === 'CANCELLED' ? creditLife : null;
}

/** 'R 1 013,24 a month', and with vehicle credit life ', plus R 1 125,00 a month for vehicle credit life'. */
function Premiums({ application }: { application: MotorApplication }) {
  const creditLife = linkedCreditLife(application);
  return (
    <>
      <Money cents={application.monthlyPremium} /> a month
      {creditLife ? (
        <>
          , plus <Money cents={creditLife.monthlyPremium} /> a month for vehicle credit life
        </>
      ) : null}
    </>
  );
}

function ApplicationItem({
  family,
  application,
  paths,
  onChanged,
  made,
}: {
  family: MotorFamily;
  application: MotorApplication;
  paths: MotorWebPaths;
  /** reloads the list (after documents sent for an application on hold) */
  onChanged: () => unknown;
  made: MadeForYou | null;
}) {
  const vehicle = vehicleOf(application);
  const registration = application.module.vehicle.vehicle_reg_no;
  return (
    <ApplicationRow
      application={application}
      label={`Application for the ${vehicle}`}
      holdDocuments={{ url: MOTOR_PATHS[family].sendHoldDocuments.path, audience: family, onSent: onChanged }}
      waiting={application.waitingFor !== ''}
      title={`${motorPackageLabel(application.packageName)} · ${vehicle} (${registration})`}
      detail={
        <>
          <Premiums application={application} /> · applied on {formatDate(application.createdAt)}
          <WaitingLines application={application} by={made?.by} />
        </>
      }
    >
      {made ? (
        <Box sx={{ flexBasis: '100%' }}>{made.nextStep}</Box>
      ) : application.status === 'PENDING' && !underReview(application) ? (
        <Button
          size="small"
          variant="contained"
          component={RouterLink}
          to={paths.register(application.applicationId)}
          aria-label={`Continue the application for the ${vehicle}`}
        >
          Continue
        </Button>
      ) : null}
      {isRemovableApplication(application) ? (
        <MotorRemoveFromList
          family={family}
          record="application"
          size="small"
          policyId={application.applicationId}
          subject={`the application for the ${vehicle}`}
        />
      ) : null}
    </ApplicationRow>
  );
}

/** The caller's motor applications with their status and what each waits for, filtered by status. */
export function MotorApplications({
  family,
  paths,
  madeForYou,
}: {
  family: MotorFamily;
  paths: MotorWebPaths;
  madeForYou?: MadeForYouOf | undefined;
}) {
  const [status, setStatus] = useApplicationStatus();
  const applications = useGetMotorApplicationsQuery(status ? { family, status } : { family });
  // 'Approved' lists what its chip calls approved: one still waiting (for its inspection) reads 'In progress',
  // and is listed with those in progress, not here (the server filters by the stored status)
  const listed = useMemo(() => {
    const { data } = applications;
    if (status !== 'APPROVED' || !data) return applications;
    return { ...applications, data: { ...data, data: data.data.filter((entry) => entry.waitingFor === '') } };
  }, [applications, status]);
  return (
    <ApplicationsSection
      id="motor-applications-title"
      status={status}
      onStatus={setStatus}
      applications={listed}
      renderItem={(application) => (
        <ApplicationItem
          family={family}
          application={application}
          paths={paths}
          onChanged={applications.refetch}
          made={madeForYou?.(application) ?? null}
        />
      )}
    />
  );
}
