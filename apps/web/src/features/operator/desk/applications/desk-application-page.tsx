import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatLongDate } from '@cover/domain';
import { type OperatorApplication } from '@cover/domain/motor';
import { ErrorState, LoadingState } from '../../../../components/async-state/async-state';
import { PageFrame } from '../../../../components/page/page-frame';
import { FactList } from '../../../../components/policies/fact-list';
import { formatDateTime } from '../../../../components/policies/format-time';
import { SectionCard } from '../../../../components/policies/section-card';
import { StatusChip } from '../../../../components/policies/status-chip';
import { isNotFoundError, readApiError } from '../../../../lib/api-error';
import { RequireOperator } from '../../../../lib/identity/operator';
import { applicationPremiums, motorPremiumFacts } from '../../../motor/shared/quote/premium-facts';
import { OnBehalfActions } from '../../../on-behalf/components/on-behalf-actions';
import { UNDERWRITER_WORDS } from '../../../on-behalf/lib/underwriter-words';
import { onBehalfWaitingFor } from '../../../on-behalf/lib/waiting-for';
import { useGetDeskApplicationQuery } from '../api/desk-api';
import { FINANCE_RESPONSIBLE_LABEL, financeResponsibleText } from '../lib/finance-responsible';
import { DESK_PATHS } from '../state/desk-paths';
import { AcceptanceCard } from './acceptance-card';
import { DeskDocuments } from './desk-documents';

const PAYMENT = { deduct_from_salary: 'Deducted from salary', debit_order: 'Debit order' } as const;

/** When the cover starts: its date, or, when an underwriter must approve it first, no date at all. */
const coverStartFact = (application: OperatorApplication) =>
  application.goesToUnderwriter
    ? { label: UNDERWRITER_WORDS.coverStartsLabel, value: UNDERWRITER_WORDS.coverStarts }
    : { label: 'Cover starts on', value: formatLongDate(application.module.effectiveDate) };

/** An application whose cover waits for an underwriter: when, why, and that no start date is promised. */
function UnderwriterNote({ application }: { application: OperatorApplication }) {
  if (!application.goesToUnderwriter) return null;
  const accepted = application.acceptance.status === 'ACCEPTED';
  return (
    <Alert severity={accepted ? 'info' : 'warning'} sx={{ mt: 2 }} data-testid="underwriter-note">
      {accepted
        ? UNDERWRITER_WORDS.operatorAfter(application.referralReasons)
        : UNDERWRITER_WORDS.operatorBefore(application.referralReasons)}
    </Alert>
  );
}

/** The policies issued on it, to quote: the motor policy, and the vehicle credit life's issued with it. */
const issuedPolicyFacts = (application: OperatorApplication) => [
  ...(application.policyNumber ? [{ label: 'Motor policy', value: application.policyNumber }] : []),
  ...(application.creditLifeCover?.policyNumber
    ? [{ label: 'Vehicle credit life policy', value: application.creditLifeCover.policyNumber }]
    : []),
];

function ApplicationSummary({ application }: { application: OperatorApplication }) {
  const { module, holder } = application;
  const waits = onBehalfWaitingFor(application, application.acceptance);
  return (
    <SectionCard
      title={`${module.vehicle.make} ${module.vehicle.model}`}
      level="h3"
      headerGap={1.5}
      action={<StatusChip status={application.status} displayValue={application.statusDisplayValue} />}
    >
      <FactList
        facts={[
          { label: 'Application number', value: application.applicationNumber },
          ...issuedPolicyFacts(application),
          { label: 'Employee', value: `${holder.firstName} ${holder.lastName}` },
          { label: 'Salary reference number', value: holder.salaryReferenceNumber },
          { label: 'Registration number', value: module.vehicle.vehicle_reg_no },
          ...motorPremiumFacts(applicationPremiums(module)),
          ...(application.financeResponsible
            ? [
                {
                  label: FINANCE_RESPONSIBLE_LABEL,
                  value: financeResponsibleText(application.financeResponsible),
                },
              ]
            : []),
          coverStartFact(application),
          { label: 'Payment', value: PAYMENT[module.paymentType] },
          { label: 'Made by', value: application.operatorName },
          { label: 'Made on', value: formatDateTime(application.createdAt) },
        ]}
      />
      <UnderwriterNote application={application} />
      <Box sx={{ mt: 2 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {waits.length > 0 ? 'Waiting for' : 'Nothing outstanding'}
        </Typography>
        {waits.length > 0 ? (
          <Box component="ul" sx={{ m: 0, pl: 3 }} data-testid="waiting-for">
            {waits.map((wait) => (
              <li key={wait}>{wait}</li>
            ))}
          </Box>
        ) : null}
      </Box>
    </SectionCard>
  );
}

/**
 * The application could not be shown: the way back to the operator's applications, and Try again only
 * when trying again may help (not for an address that names no application of theirs: QA walk 13).
 */
function ApplicationNotShown({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const notFound = isNotFoundError(error);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ErrorState
        message={notFound ? 'We could not find this application among yours.' : readApiError(error).message}
        onRetry={notFound ? undefined : onRetry}
      />
      <Button component={RouterLink} to={DESK_PATHS.applications} variant="outlined">
        Back to your applications
      </Button>
    </Stack>
  );
}

function DeskApplication() {
  const { applicationId = '' } = useParams();
  const application = useGetDeskApplicationQuery({ applicationId });
  const back = { to: DESK_PATHS.applications, label: 'Your applications' };
  if (application.isLoading)
    return (
      <PageFrame title="Application" back={back} maxWidth="md">
        <LoadingState label="Loading the application" />
      </PageFrame>
    );
  if (!application.data)
    return (
      <PageFrame title="Application" back={back} maxWidth="md">
        <ApplicationNotShown error={application.error} onRetry={() => void application.refetch()} />
      </PageFrame>
    );
  const data = application.data;
  return (
    <PageFrame
      title={`Application for ${data.holder.firstName} ${data.holder.lastName}`}
      back={back}
      maxWidth="md"
    >
      <Stack spacing={{ xs: 2, md: 3 }}>
        <ApplicationSummary application={data} />
        <AcceptanceCard application={data} />
        <DeskDocuments application={data} />
        <OnBehalfActions actions={data.actions} />
      </Stack>
    </PageFrame>
  );
}

/** /operator/applications/:applicationId: one of the operator's applications (another's: not found). */
export function DeskApplicationPage() {
  return (
    <RequireOperator desk>
      <DeskApplication />
    </RequireOperator>
  );
}

export { DeskApplicationPage as Component };
