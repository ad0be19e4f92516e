import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { ASSESSMENT_STATUSES, ASSESSMENT_STATUS_LABELS, type AssessmentStatus } from '@cover/domain/motor';
import { EmptyState, ErrorState, LoadingState } from '../../../components/async-state/async-state';
import { formatMoney } from '../../../components/money/format-money';
import { PageFrame } from '../../../components/page/page-frame';
import { readApiError } from '../../../lib/api-error';
import { useGetBackofficePreInspectionsQuery } from '../api/pre-inspections-api';
import { ageInWords } from '../components/age';
import { CONSOLE_BACK } from '../components/backoffice-page';
import { QueueFilter } from '../components/queue-filter';
import { RecordList } from '../components/record-list';
import { RequireBackoffice } from '../components/require-backoffice';
import { BACKOFFICE_PATHS } from '../state/backoffice-paths';
import { OwnerLine } from './pre-inspection-owner';

const asStatus = (value: string | null): AssessmentStatus | undefined =>
  (ASSESSMENT_STATUSES as readonly string[]).includes(value ?? '') ? (value as AssessmentStatus) : undefined;

const TONE = {
  AWAITING_PHOTOS: 'default',
  SUBMITTED: 'warning',
  APPROVED: 'success',
  REJECTED: 'error',
  CANCELLED: 'default',
} as const;

function PreInspectionsList() {
  const [params] = useSearchParams();
  const status = asStatus(params.get('status'));
  const list = useGetBackofficePreInspectionsQuery({ status });
  const rows = [...(list.data?.data ?? [])].sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
  const title = status === 'SUBMITTED' ? 'Pre-inspections awaiting assessment' : 'Pre-inspections';
  return (
    <PageFrame title={title} back={CONSOLE_BACK} intro="Vehicle pre-inspections, oldest first.">
      <QueueFilter
        label="Pre-inspections by status"
        current={status}
        options={[
          ...ASSESSMENT_STATUSES.map((value) => ({
            value,
            label: ASSESSMENT_STATUS_LABELS[value],
            count: list.data?.counts[value],
            to: BACKOFFICE_PATHS.preInspections(value),
          })),
          { value: undefined, label: 'All', to: BACKOFFICE_PATHS.preInspections() },
        ]}
      />
      {list.isLoading ? <LoadingState label="Loading the pre-inspections" /> : null}
      {list.isError ? (
        <ErrorState message={readApiError(list.error).message} onRetry={() => void list.refetch()} />
      ) : null}
      {list.data && rows.length === 0 ? (
        <EmptyState title="No pre-inspections here">Nothing is waiting in this queue.</EmptyState>
      ) : null}
      {rows.length > 0 ? (
        <RecordList
          label={title}
          rows={rows.map((row) => ({
            id: row.preInspectionId,
            to: BACKOFFICE_PATHS.preInspection(row.preInspectionId),
            title: `${row.make} ${row.model} · ${row.registrationNo}`,
            status: (
              <Chip
                size="small"
                label={ASSESSMENT_STATUS_LABELS[row.assessmentStatus]}
                color={TONE[row.assessmentStatus]}
                sx={{ fontWeight: 700 }}
              />
            ),
            detail: (
              <>
                <Box sx={{ fontWeight: 600 }}>
                  <OwnerLine owned={row} />
                </Box>
                {`${row.manufacturingYear} · declared value ${formatMoney(row.estimatedRetailPrice)} · ${
                  row.photos.filter((photo) => photo.status === 'uploaded').length
                } of ${row.photos.length} photos taken`}
              </>
            ),
            meta:
              row.assessmentStatus === 'SUBMITTED'
                ? `Waiting ${ageInWords(row.updatedAt)}`
                : `Last change ${ageInWords(row.updatedAt)} ago`,
          }))}
        />
      ) : null}
    </PageFrame>
  );
}

/** /operator/backoffice/pre-inspections?status=…: the pre-inspection queue (back-office role). */
export function PreInspectionsListPage() {
  return (
    <RequireBackoffice>
      <PreInspectionsList />
    </RequireBackoffice>
  );
}

export { PreInspectionsListPage as Component };
