import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import { UNDERWRITING_STATUSES, applicationStaffStatus, type BackofficeApplication } from '@cover/domain';
import { EmptyState, ErrorState, LoadingState } from '../../../components/async-state/async-state';
import { formatMoney, keepAmountsTogether } from '../../../components/money/format-money';
import { PageFrame } from '../../../components/page/page-frame';
import { readApiError } from '../../../lib/api-error';
import { useGetBackofficeApplicationsQuery } from '../api/applications-api';
import { ageInWords } from '../components/age';
import { CONSOLE_BACK } from '../components/backoffice-page';
import { QueueFilter } from '../components/queue-filter';
import { RecordList } from '../components/record-list';
import { RequireBackoffice } from '../components/require-backoffice';
import { StaffStatusChip } from '../components/staff-status-chip';
import { BACKOFFICE_PATHS } from '../state/backoffice-paths';
import { UNDERWRITING_QUEUES, asUnderwritingStatus } from './underwriting-labels';

function ApplicationsList() {
  const [params] = useSearchParams();
  const status = asUnderwritingStatus(params.get('status'));
  const list = useGetBackofficeApplicationsQuery({ status });
  const rows = [...(list.data?.data ?? [])].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const title = status ? `Applications: ${UNDERWRITING_QUEUES[status].label.toLowerCase()}` : 'Applications';
  return (
    <PageFrame
      title={title}
      back={CONSOLE_BACK}
      intro={
        status ? UNDERWRITING_QUEUES[status].intro : 'Applications referred for underwriting, oldest first.'
      }
    >
      <QueueFilter
        label="Applications by underwriting state"
        current={status}
        options={[
          ...UNDERWRITING_STATUSES.map((value) => ({
            value,
            label: UNDERWRITING_QUEUES[value].label,
            count: list.data?.counts[value],
            to: BACKOFFICE_PATHS.applications(value),
          })),
          { value: undefined, label: 'All', to: BACKOFFICE_PATHS.applications() },
        ]}
      />
      {list.isLoading ? <LoadingState label="Loading the applications" /> : null}
      {list.isError ? (
        <ErrorState message={readApiError(list.error).message} onRetry={() => void list.refetch()} />
      ) : null}
      {list.data && rows.length === 0 ? (
        <EmptyState title="No applications here">Nothing is waiting in this queue.</EmptyState>
      ) : null}
      {rows.length > 0 ? (
        <RecordList
          label={title}
          rows={rows.map((row) => ({
            id: row.applicationId,
            to: BACKOFFICE_PATHS.application(row.applicationId),
            title: `${row.productName} · ${row.holder.name}`,
            status: row.underwritingStatus ? <StaffStatusChip label={applicationStaffStatus(row)} /> : null,
            detail: (
              <>
                {keepAmountsTogether(
                  `${formatMoney(row.monthlyPremium)} a month · cover ${formatMoney(row.sumAssured)}${
                    row.underwritingReasons.length > 0 ? ` · ${row.underwritingReasons.join('; ')}` : ''
                  }`,
                )}
                {/* a motor application's credit life, paid as well, in the detail page's words, on its own line;
                    the server's amounts (plain spaces) kept whole in a narrow column */}
                {row.creditLife ? (
                  <Box component="span" sx={{ display: 'block' }}>
                    {keepAmountsTogether(`${row.creditLife.label}: ${row.creditLife.value}`)}
                  </Box>
                ) : null}
              </>
            ),
            meta: listedMeta(row),
          }))}
        />
      ) : null}
    </PageFrame>
  );
}

/** An application approved or declined by an underwriter is decided: no longer waiting (QA walk 16). */
const DECIDED = new Set(['APPROVED', 'DECLINED']);

/** Its number, then how long it has waited for an underwriter, or when and by whom it was decided. */
function listedMeta(row: BackofficeApplication): string {
  const since = ageInWords(row.underwrittenAt ?? row.updatedAt);
  if (row.underwritingStatus && DECIDED.has(row.underwritingStatus))
    return `${row.applicationNumber} · Decided ${since} ago${row.underwrittenBy ? ` by ${row.underwrittenBy}` : ''}`;
  return `${row.applicationNumber} · Waiting ${since}${row.underwrittenBy ? ` · last decided by ${row.underwrittenBy}` : ''}`;
}

/** /operator/backoffice/applications?status=…: applications by underwriting state (back-office role). */
export function ApplicationsListPage() {
  return (
    <RequireBackoffice>
      <ApplicationsList />
    </RequireBackoffice>
  );
}

export { ApplicationsListPage as Component };
