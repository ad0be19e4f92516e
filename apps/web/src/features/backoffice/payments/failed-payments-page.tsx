import { daysBetween, formatLongDate, saDay, type BackofficeFailedPayment } from '@cover/domain';
import { EmptyState, ErrorState, LoadingState } from '../../../components/async-state/async-state';
import { Money } from '../../../components/money/money-display';
import { PageFrame } from '../../../components/page/page-frame';
import { StatusChip } from '../../../components/policies/status-chip';
import { readApiError } from '../../../lib/api-error';
import { useGetFailedPaymentsQuery } from '../api/backoffice-api';
import { CONSOLE_BACK } from '../components/backoffice-page';
import { lineLabel } from '../components/line-label';
import { RecordList } from '../components/record-list';
import { RequireBackoffice } from '../components/require-backoffice';
import { BACKOFFICE_PATHS } from '../state/backoffice-paths';

/** Whole South African days since the premium was due (0 on the day itself). */
export function daysOverdue(dueDate: string, now: Date = new Date()): number {
  return Math.max(0, daysBetween(dueDate, saDay(now)));
}

const overdueWords = (days: number) =>
  days === 0 ? 'due today' : `${days} ${days === 1 ? 'day' : 'days'} overdue`;

function paymentMeta(payment: BackofficeFailedPayment) {
  return [
    `Due ${formatLongDate(payment.dueDate)}`,
    overdueWords(daysOverdue(payment.dueDate)),
    payment.failureReason ?? 'No reason given by the bank',
    payment.policyStatus === 'ACTIVE' ? `grace period ends ${formatLongDate(payment.graceEndsOn)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function FailedPayments() {
  const list = useGetFailedPaymentsQuery();
  const rows = [...(list.data?.data ?? [])].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  return (
    <PageFrame
      title="Failed premiums"
      back={CONSOLE_BACK}
      intro="Premiums that could not be collected and are still unpaid, oldest first."
    >
      {list.isLoading ? <LoadingState label="Loading the failed premiums" /> : null}
      {list.isError ? (
        <ErrorState message={readApiError(list.error).message} onRetry={() => void list.refetch()} />
      ) : null}
      {list.data && rows.length === 0 ? (
        <EmptyState title="No failed premiums">Every premium that was due has been collected.</EmptyState>
      ) : null}
      {rows.length > 0 ? (
        <RecordList
          label="Failed premiums"
          rows={rows.map((payment) => ({
            id: payment.collectionId,
            to: BACKOFFICE_PATHS.policy(payment.policyId),
            title: `Policy ${payment.policyNumber}`,
            status: <StatusChip status={payment.policyStatus} />,
            detail: (
              <>
                {payment.holderName} · {lineLabel(payment.line)} · <Money cents={payment.amount} />
              </>
            ),
            meta: paymentMeta(payment),
          }))}
        />
      ) : null}
    </PageFrame>
  );
}

/** /operator/backoffice/payments/failed: premiums that failed and are unpaid (back-office role). */
export function FailedPaymentsPage() {
  return (
    <RequireBackoffice>
      <FailedPayments />
    </RequireBackoffice>
  );
}

export { FailedPaymentsPage as Component };
