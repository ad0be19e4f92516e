import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { UNABLE_TO } from '@cover/domain';
import { EmptyState, ErrorState, LoadingState } from '../async-state/async-state';
import type { PolicyHeadline } from './policy-card';
import { PolicyFilterBar, type PolicyFilters } from './policy-filters';

/** What the shell reads of an RTK Query result of a policy list. */
export interface LoadedPolicies<P> {
  data?: { data: readonly P[] };
  isLoading: boolean;
  isError: boolean;
  isSuccess: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface PolicyListShellProps<P extends PolicyHeadline & { policyId: string }> {
  policies: LoadedPolicies<P>;
  filters: PolicyFilters;
  /** shown when there are no policies at all (no filter set) */
  empty: ReactNode;
  /** one list item's content, e.g. a PolicyCard and what may be done to it */
  renderItem: (policy: P) => ReactNode;
}

/**
 * A list of policies: the filters, then loading, a failed load with a retry, 'nothing matches' or the
 * line's own empty state, and the policies as a list.
 */
export function PolicyListShell<P extends PolicyHeadline & { policyId: string }>({
  policies,
  filters,
  empty,
  renderItem,
}: PolicyListShellProps<P>) {
  const shown = (policies.data?.data ?? []).filter(filters.matches);
  return (
    <>
      <PolicyFilterBar filters={filters} />
      {policies.isLoading ? <LoadingState label="Loading your policies" /> : null}
      {policies.isError ? (
        <ErrorState message={UNABLE_TO.LOAD_POLICIES} onRetry={() => void policies.refetch()} />
      ) : null}
      {policies.isSuccess && shown.length === 0 ? (
        filters.active ? (
          <EmptyState title="No policies match these filters">Clear a filter to see more.</EmptyState>
        ) : (
          empty
        )
      ) : null}
      <Stack
        spacing={1.5}
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-busy={policies.isFetching}
      >
        {shown.map((policy) => (
          <li key={policy.policyId}>{renderItem(policy)}</li>
        ))}
      </Stack>
    </>
  );
}
