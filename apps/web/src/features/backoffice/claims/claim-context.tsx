import { ErrorState, LoadingState } from '../../../components/async-state/async-state';
import { SectionCard } from '../../../components/policies/section-card';
import { readApiError } from '../../../lib/api-error';
import { useGetBackofficePolicyQuery } from '../api/backoffice-api';
import type { BackofficeClaim } from '../api/claims-api';
import { HistoryList } from '../components/history-list';
import { staffHistoryEntries } from '../components/staff-history';
import { PolicyFacts } from '../policies/policy-facts';

/** Beside the claim: its policy (terms, holder, arrears) and the policy's history, staff-only entries marked. */
export function ClaimContext({ claim }: { claim: BackofficeClaim }) {
  const policy = useGetBackofficePolicyQuery({ policyId: claim.policyId });
  if (!policy.data)
    return (
      <SectionCard title={`Policy ${claim.policyNumber}`} headerGap={1.5}>
        {policy.isError ? (
          <ErrorState message={readApiError(policy.error).message} onRetry={() => void policy.refetch()} />
        ) : (
          <LoadingState label="Loading the policy" lines={4} />
        )}
      </SectionCard>
    );
  return (
    <>
      <PolicyFacts policy={policy.data} linked columns={1} />
      <HistoryList title="Policy history" entries={staffHistoryEntries(policy.data.history)} />
    </>
  );
}
