import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { UNABLE_TO } from '@cover/domain';
import { EmptyState, ErrorState, LoadingState } from '../async-state/async-state';
import { PageFrame } from '../page/page-frame';

/** The claims query as the list needs it (an RTK Query result fits). */
export interface ClaimsQuery<T> {
  isLoading: boolean;
  isError: boolean;
  isSuccess: boolean;
  data?: { data: readonly T[] };
  refetch: () => unknown;
}

export interface ClaimListProps<T extends { claimId: string }> {
  title: string;
  back: { to: string; label: string };
  /** where 'Submit a claim' leads; null when no claim can be made (the policy's cover ended for good) */
  newClaimPath: string | null;
  claims: ClaimsQuery<T>;
  /** filters shown above the list */
  filters?: ReactNode;
  /** whether a filter is set (the empty list then says so) */
  filtered?: boolean;
  /** which claims the filters let through (all when absent) */
  matches?: (claim: T) => boolean;
  /** one claim (a ClaimCard) */
  children: (claim: T) => ReactNode;
}

/** A page of claims: 'Submit a claim', optional filters, then loading, a failure, nothing yet, or the claims. */
export function ClaimList<T extends { claimId: string }>({
  title,
  back,
  newClaimPath,
  claims,
  filters,
  filtered = false,
  matches,
  children,
}: ClaimListProps<T>) {
  const all = claims.data?.data ?? [];
  const list = matches ? all.filter(matches) : all;
  return (
    <PageFrame
      title={title}
      back={back}
      actions={
        newClaimPath === null ? null : (
          <Button component={RouterLink} to={newClaimPath} variant="contained">
            Submit a claim
          </Button>
        )
      }
    >
      {filters}
      {claims.isLoading ? <LoadingState label="Loading your claims" /> : null}
      {claims.isError ? (
        <ErrorState message={UNABLE_TO.LOAD_CLAIMS} onRetry={() => void claims.refetch()} />
      ) : null}
      {claims.isSuccess && list.length === 0 ? (
        <EmptyState title={filtered ? 'No claims match these filters' : 'You have no claims'}>
          {filtered
            ? 'Clear a filter to see more.'
            : 'When you submit a claim it appears here with its progress.'}
        </EmptyState>
      ) : null}
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.map((claim) => (
          <li key={claim.claimId}>{children(claim)}</li>
        ))}
      </Stack>
    </PageFrame>
  );
}
