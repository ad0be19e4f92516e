import { useSearchParams } from 'react-router';
import { CLAIM_STATUSES, claimStaffStatus, type ClaimStatus } from '@cover/domain';
import { EmptyState, ErrorState, LoadingState } from '../../../components/async-state/async-state';
import { formatMoney } from '../../../components/money/format-money';
import { PageFrame } from '../../../components/page/page-frame';
import { readApiError } from '../../../lib/api-error';
import { useGetBackofficeQueuesQuery } from '../api/backoffice-api';
import { useGetBackofficeClaimsQuery } from '../api/claims-api';
import { CONSOLE_BACK } from '../components/backoffice-page';
import { QueueFilter } from '../components/queue-filter';
import { RecordList } from '../components/record-list';
import { RequireBackoffice } from '../components/require-backoffice';
import { StaffStatusChip } from '../components/staff-status-chip';
import { BACKOFFICE_PATHS } from '../state/backoffice-paths';
import { CLAIM_QUEUES, claimListMeta, claimQueueLabel } from './claim-labels';

const asStatus = (value: string | null): ClaimStatus | undefined =>
  (CLAIM_STATUSES as readonly string[]).includes(value ?? '') ? (value as ClaimStatus) : undefined;

function ClaimsList() {
  const [params] = useSearchParams();
  const status = asStatus(params.get('status'));
  const claims = useGetBackofficeClaimsQuery({ status });
  // how many claims each queue holds: the console's queue counts, which its home page also reads
  const queues = useGetBackofficeQueuesQuery(undefined, { refetchOnMountOrArgChange: 30 });
  const title = claimQueueLabel(status);
  const rows = [...(claims.data?.data ?? [])].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <PageFrame
      title={title}
      back={CONSOLE_BACK}
      intro={
        CLAIM_QUEUES.find((queue) => queue.status === status)?.intro ?? 'Claims of every line, oldest first.'
      }
    >
      <QueueFilter
        label="Claims by state"
        current={status}
        options={[
          ...CLAIM_QUEUES.map((queue) => ({
            value: queue.status,
            label: queue.label,
            count: queues.data?.claims[queue.status].count,
            to: BACKOFFICE_PATHS.claims(queue.status),
          })),
          { value: undefined, label: 'All claims', to: BACKOFFICE_PATHS.claims() },
        ]}
      />
      {claims.isLoading ? <LoadingState label="Loading the claims" /> : null}
      {claims.isError ? (
        <ErrorState message={readApiError(claims.error).message} onRetry={() => void claims.refetch()} />
      ) : null}
      {claims.data && rows.length === 0 ? (
        <EmptyState title="No claims here">Nothing is waiting in this queue.</EmptyState>
      ) : null}
      {rows.length > 0 ? (
        <RecordList
          label={title}
          rows={rows.map((claim) => ({
            id: claim.claimId,
            to: BACKOFFICE_PATHS.claim(claim.claimId),
            title: `Claim ${claim.claimNumber}`,
            status: <StaffStatusChip label={claimStaffStatus(claim)} />,
            detail: `${claim.claimant.firstName} ${claim.claimant.lastName} · policy ${claim.policyNumber} · ${claimAmount(claim)}`,
            meta: claimListMeta(claim),
          }))}
        />
      ) : null}
    </PageFrame>
  );
}

/** The amount granted once the claim has one (what is paid), else the amount claimed. */
const claimAmount = (claim: { amount: number; grantedAmount: number | null }) =>
  claim.grantedAmount !== null
    ? `${formatMoney(claim.grantedAmount)} granted`
    : `${formatMoney(claim.amount)} claimed`;

/** /operator/backoffice/claims?status=…: claims by state (back-office role). */
export function ClaimsListPage() {
  return (
    <RequireBackoffice>
      <ClaimsList />
    </RequireBackoffice>
  );
}

export { ClaimsListPage as Component };
