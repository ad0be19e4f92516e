import { useParams } from 'react-router';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { applicationStaffStatus, formatSaMobile, type BackofficeApplicationDetail } from '@cover/domain';
import { Money } from '../../../components/money/money-display';
import { PageFrame } from '../../../components/page/page-frame';
import { FactList } from '../../../components/policies/fact-list';
import { formatDateTime } from '../../../components/policies/format-time';
import { SectionCard } from '../../../components/policies/section-card';
import { useGetBackofficeApplicationQuery } from '../api/applications-api';
import { RecordState, TwoColumns } from '../components/backoffice-page';
import { DocumentsPreview } from '../components/documents-preview';
import { HistoryList } from '../components/history-list';
import { RequireBackoffice } from '../components/require-backoffice';
import { staffHistoryEntries } from '../components/staff-history';
import { StaffNoteForm } from '../components/staff-note-form';
import { StaffStatusChip } from '../components/staff-status-chip';
import { BACKOFFICE_PATHS } from '../state/backoffice-paths';
import { ConsentsCard, declarationAcceptedText } from './consents-card';
import { LinkedCreditLifeCard } from './linked-credit-life-card';
import { UnderwritingActions } from './underwriting-actions';

const BACK = { to: BACKOFFICE_PATHS.applications('REFERRED'), label: 'Applications' };

function ApplicationSummary({ application }: { application: BackofficeApplicationDetail }) {
  return (
    <SectionCard
      title={application.productName}
      level="h3"
      headerGap={1.5}
      action={<StaffStatusChip label={applicationStaffStatus(application)} />}
    >
      <FactList
        facts={[
          { label: 'Application number', value: application.applicationNumber },
          { label: 'Monthly premium', value: <Money cents={application.monthlyPremium} /> },
          { label: 'Cover amount', value: <Money cents={application.sumAssured} /> },
          { label: 'Applied on', value: formatDateTime(application.createdAt) },
          { label: 'Declaration accepted', value: declarationAcceptedText(application) },
          {
            label: 'Policy',
            value:
              application.policyId && application.policyNumber ? (
                <Link component={RouterLink} to={BACKOFFICE_PATHS.policy(application.policyId)}>
                  {application.policyNumber}
                </Link>
              ) : (
                'Not issued yet'
              ),
          },
        ]}
      />
    </SectionCard>
  );
}

/** The line's own facts of what is insured (the phone, the vehicle, the lives, the finance balance). */
function InsuredFacts({ application }: { application: BackofficeApplicationDetail }) {
  if (application.facts.length === 0) return null;
  return (
    <SectionCard title="What is insured" level="h3" headerGap={1.5}>
      <FactList facts={application.facts} />
    </SectionCard>
  );
}

function ReferralReasons({ reasons }: { reasons: readonly string[] }) {
  return (
    <SectionCard
      title="Why it was referred"
      headerGap={1.5}
      action={<Chip size="small" variant="outlined" color="warning" label="Staff only" />}
    >
      {reasons.length === 0 ? (
        <Typography color="text.secondary">No reason was recorded.</Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function Underwriting() {
  const { applicationId = '' } = useParams();
  const application = useGetBackofficeApplicationQuery({ applicationId });
  if (!application.data)
    return (
      <RecordState
        title="Application"
        back={BACK}
        isLoading={application.isLoading}
        error={application.error}
        notFound="We could not find this application."
        onRetry={() => void application.refetch()}
      />
    );
  const data = application.data;
  return (
    <PageFrame title={`Application: ${data.holder.name}`} back={BACK}>
      <TwoColumns
        main={
          <>
            <ApplicationSummary application={data} />
            <InsuredFacts application={data} />
            <LinkedCreditLifeCard application={data} />
            <ReferralReasons reasons={data.underwritingReasons} />
            <UnderwritingActions application={data} />
            <DocumentsPreview documents={data.documents} label={(document) => document.label} />
            <ConsentsCard application={data} />
          </>
        }
        side={
          <>
            <SectionCard title="Policy holder" headerGap={1.5}>
              <FactList
                columns={1}
                facts={[
                  { label: 'Name', value: data.holder.name },
                  { label: 'ID number', value: data.holder.idNumber ?? '—' },
                  { label: 'Email', value: data.holder.email ?? '—' },
                  {
                    label: 'Cellphone',
                    value: data.holder.cellphone ? formatSaMobile(data.holder.cellphone) : '—',
                  },
                ]}
              />
            </SectionCard>
            <StaffNoteForm entity="applications" id={data.applicationId} />
            <HistoryList entries={staffHistoryEntries(data.history)} />
          </>
        }
      />
    </PageFrame>
  );
}

/** /operator/backoffice/applications/:applicationId: underwrite one application (back-office role). */
export function UnderwritingPage() {
  return (
    <RequireBackoffice>
      <Underwriting />
    </RequireBackoffice>
  );
}

export { UnderwritingPage as Component };
