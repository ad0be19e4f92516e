import { useParams } from 'react-router';
import Typography from '@mui/material/Typography';
import { claimStaffStatus, formatLongDate, type BackofficePolicy } from '@cover/domain';
import { formatMoney } from '../../../components/money/format-money';
import { formatDate } from '../../../components/policies/format-time';
import { PageFrame } from '../../../components/page/page-frame';
import { ItemList } from '../../../components/policies/item-list';
import { SectionCard } from '../../../components/policies/section-card';
import { useGetBackofficePolicyQuery } from '../api/backoffice-api';
import { RecordState, TwoColumns } from '../components/backoffice-page';
import { HistoryList } from '../components/history-list';
import { RecordList } from '../components/record-list';
import { RequireBackoffice } from '../components/require-backoffice';
import { StaffStatusChip } from '../components/staff-status-chip';
import { staffHistoryEntries } from '../components/staff-history';
import { StaffNoteForm } from '../components/staff-note-form';
import { kindLabel } from '../claims/claim-labels';
import { BACKOFFICE_PATHS } from '../state/backoffice-paths';
import { PolicyFacts, PolicyTerms } from './policy-facts';

const COLLECTION_STATUS: Record<string, string> = {
  pending: 'Due',
  successful: 'Collected',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

function PolicyClaims({ policy }: { policy: BackofficePolicy }) {
  return (
    <SectionCard title="Claims" headerGap={1.5}>
      {policy.claims.length === 0 ? (
        <Typography color="text.secondary">No claims on this policy.</Typography>
      ) : (
        <RecordList
          label="Claims on this policy"
          rows={policy.claims.map((claim) => ({
            id: claim.claimId,
            to: BACKOFFICE_PATHS.claim(claim.claimId),
            title: `Claim ${claim.claimNumber}`,
            status: <StaffStatusChip label={claimStaffStatus(claim)} />,
            detail: `${claim.typeLabel ?? kindLabel(claim.type)} · requested ${formatMoney(claim.amount)}${
              claim.grantedAmount === null ? '' : ` · granted ${formatMoney(claim.grantedAmount)}`
            }`,
            meta: `Made on ${formatDate(claim.createdAt)}`,
          }))}
        />
      )}
    </SectionCard>
  );
}

function PolicyCollections({ policy }: { policy: BackofficePolicy }) {
  return (
    <SectionCard title="Premiums and payments" headerGap={1.5}>
      <ItemList
        items={policy.collections}
        empty="No premiums have been collected yet."
        itemKey={(collection) => collection.id}
        itemSx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
        renderItem={(collection) => (
          <div data-testid="collection">
            <Typography sx={{ fontWeight: 600 }}>
              {formatLongDate(collection.dueDate)} · {formatMoney(collection.amount)} ·{' '}
              {COLLECTION_STATUS[collection.status] ?? kindLabel(collection.status)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {kindLabel(collection.type)}
              {collection.failureReason ? ` · ${collection.failureReason}` : ''}
            </Typography>
          </div>
        )}
      />
    </SectionCard>
  );
}

function StaffPolicy() {
  const { policyId = '' } = useParams();
  const policy = useGetBackofficePolicyQuery({ policyId });
  if (!policy.data)
    return (
      <RecordState
        title="Policy"
        isLoading={policy.isLoading}
        error={policy.error}
        notFound="We could not find this policy."
        onRetry={() => void policy.refetch()}
      />
    );
  const data = policy.data;
  return (
    <PageFrame title={`Policy ${data.policyNumber}`} intro={data.productName}>
      <TwoColumns
        main={
          <>
            <PolicyFacts policy={data} />
            <PolicyTerms policy={data} />
            <PolicyClaims policy={data} />
            <PolicyCollections policy={data} />
          </>
        }
        side={
          <>
            <StaffNoteForm entity="policies" id={data.policyId} />
            <HistoryList entries={staffHistoryEntries(data.history)} />
          </>
        }
      />
    </PageFrame>
  );
}

/** /operator/backoffice/policies/:policyId: a policy with its claims, premiums and history (back-office role). */
export function BackofficePolicyPage() {
  return (
    <RequireBackoffice>
      <StaffPolicy />
    </RequireBackoffice>
  );
}

export { BackofficePolicyPage as Component };
