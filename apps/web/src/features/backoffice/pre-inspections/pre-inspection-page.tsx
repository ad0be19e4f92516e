import { useState } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ASSESSMENT_STATUS_LABELS,
  INSPECTION_TYPE_LABELS,
  PRE_INSPECTION_MESSAGES,
} from '@cover/domain/motor';
import { useNotify } from '../../../components/notifications/use-notify';
import { PageFrame } from '../../../components/page/page-frame';
import { FactList } from '../../../components/policies/fact-list';
import { formatDateTime } from '../../../components/policies/format-time';
import { SectionCard } from '../../../components/policies/section-card';
import {
  useAssessPreInspectionMutation,
  useGetBackofficePreInspectionQuery,
  type BackofficePreInspectionDetail,
} from '../api/pre-inspections-api';
import { ActionDialog } from '../components/action-dialog';
import { RecordState, TwoColumns } from '../components/backoffice-page';
import { HistoryList, actorLabel } from '../components/history-list';
import { RequireBackoffice } from '../components/require-backoffice';
import { BACKOFFICE_PATHS } from '../state/backoffice-paths';
import { PhotoGrid } from './photo-grid';
import { OwnerLinks, ownerFacts } from './pre-inspection-owner';
import { preInspectionHistory } from './pre-inspection-history';
import { VehicleValuation } from './vehicle-valuation';

const BACK = { to: BACKOFFICE_PATHS.preInspections('SUBMITTED'), label: 'Pre-inspections' };

/** Approve, or reject with a reason the customer sees; only once the photos were sent for assessment. */
function Assessment({ inspection }: { inspection: BackofficePreInspectionDetail }) {
  const notify = useNotify();
  const [assess] = useAssessPreInspectionMutation();
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const id = inspection.preInspectionId;
  const status = inspection.assessmentStatus;
  return (
    <SectionCard title="Assessment" headerGap={1.5}>
      {status === 'SUBMITTED' ? (
        <Stack spacing={2}>
          <Typography>Compare the photos with the vehicle facts and the valuation, then decide.</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="contained" onClick={() => setOpen('approve')}>
              Approve
            </Button>
            <Button variant="outlined" color="error" onClick={() => setOpen('reject')}>
              Reject
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack spacing={1.5}>
          <Alert severity={status === 'APPROVED' ? 'success' : status === 'REJECTED' ? 'error' : 'info'}>
            {ASSESSMENT_STATUS_LABELS[status]}
            {inspection.assessedAt
              ? ` on ${formatDateTime(inspection.assessedAt)} by ${actorLabel(inspection.assessedBy, inspection.assessedByName)}`
              : ''}
            {status === 'AWAITING_PHOTOS' ? '. It can be assessed once the customer sends the photos.' : ''}
          </Alert>
          {inspection.rejectionReason ? (
            <Typography data-testid="customer-reason">
              <strong>Reason the customer sees:</strong> {inspection.rejectionReason}
            </Typography>
          ) : null}
        </Stack>
      )}
      <ActionDialog
        open={open === 'approve'}
        title="Approve the pre-inspection"
        intro="Cover can start for the applications that waited for this inspection. The customer is told."
        confirmLabel="Approve"
        onClose={() => setOpen(null)}
        onConfirm={() =>
          assess({ id, input: { decision: 'APPROVED' } })
            .unwrap()
            .then(() => notify.success('The pre-inspection is approved.'))
        }
      />
      <ActionDialog
        open={open === 'reject'}
        title="Reject the pre-inspection"
        intro="Say why, in words the customer understands: they see this reason and can take the photos again."
        confirmLabel="Reject"
        destructive
        fields={[
          {
            name: 'reason',
            label: 'Reason the customer sees',
            required: PRE_INSPECTION_MESSAGES.reason,
            multiline: true,
            maxLength: 1000,
          },
        ]}
        onClose={() => setOpen(null)}
        onConfirm={({ reason }) =>
          assess({ id, input: { decision: 'REJECTED', reason: String(reason) } })
            .unwrap()
            .then(() => notify.success('The pre-inspection is rejected. The customer is told why.'))
        }
      />
    </SectionCard>
  );
}

function PreInspectionAssessment() {
  const { id = '' } = useParams();
  const inspection = useGetBackofficePreInspectionQuery({ id });
  if (!inspection.data)
    return (
      <RecordState
        title="Pre-inspection"
        back={BACK}
        isLoading={inspection.isLoading}
        error={inspection.error}
        notFound="We could not find this pre-inspection."
        onRetry={() => void inspection.refetch()}
      />
    );
  const data = inspection.data;
  return (
    <PageFrame
      title={`Pre-inspection: ${data.make} ${data.model}`}
      back={BACK}
      intro={<OwnerLinks owned={data} />}
    >
      <Stack spacing={{ xs: 2, md: 3 }}>
        <PhotoGrid photos={data.photos} />
        <TwoColumns
          main={<VehicleValuation inspection={data} />}
          side={
            <>
              <Assessment inspection={data} />
              <SectionCard title="Inspection" headerGap={1.5}>
                <FactList
                  columns={1}
                  facts={[
                    ...ownerFacts(data),
                    { label: 'Type', value: INSPECTION_TYPE_LABELS[data.assessmentType] },
                    { label: 'Status', value: ASSESSMENT_STATUS_LABELS[data.assessmentStatus] },
                    { label: 'Started', value: formatDateTime(data.createdAt) },
                    {
                      label: 'Photo link sent',
                      value: data.smsSentAt
                        ? `${formatDateTime(data.smsSentAt)}${data.mobileEnding ? ` to a cellphone ending ${data.mobileEnding}` : ''}`
                        : 'Not sent',
                    },
                  ]}
                />
              </SectionCard>
              <HistoryList entries={preInspectionHistory(data.history)} />
            </>
          }
        />
      </Stack>
    </PageFrame>
  );
}

/** /operator/backoffice/pre-inspections/:id: assess a vehicle's pre-inspection (back-office role). */
export function PreInspectionPage() {
  return (
    <RequireBackoffice>
      <PreInspectionAssessment />
    </RequireBackoffice>
  );
}

export { PreInspectionPage as Component };
