import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { UNABLE_TO } from '@cover/domain';
import { isNotFoundError } from '../../lib/api-error';
import { ErrorState, LoadingState } from '../async-state/async-state';
import { NotFound } from '../not-found';
import { PageFrame } from '../page/page-frame';

/** The claim query as the page needs it (an RTK Query result fits). */
export interface ClaimQuery<T> {
  isLoading: boolean;
  data?: T;
  /** the load's error: a 404 (another customer's claim, or none) shows 'page not found' */
  error?: unknown;
  refetch: () => unknown;
}

export interface ClaimDetailProps<T extends { claimNumber: string }> {
  back: { to: string; label: string };
  claim: ClaimQuery<T>;
  /** the claim's panels (ClaimSummaryPanel, ClaimPayoutPanel, DocumentsPanel, AddDocuments) */
  children: (claim: T) => ReactNode;
}

/** One claim's page: loading, a failure with a retry ('page not found' for a 404), or 'Claim <number>' with its panels. */
export function ClaimDetail<T extends { claimNumber: string }>({
  back,
  claim,
  children,
}: ClaimDetailProps<T>) {
  if (claim.isLoading)
    return (
      <PageFrame title="Your claim" back={back}>
        <LoadingState label="Loading your claim" lines={6} />
      </PageFrame>
    );
  if (!claim.data && isNotFoundError(claim.error)) return <NotFound />;
  if (!claim.data)
    return (
      <PageFrame title="Your claim" back={back}>
        <ErrorState message={UNABLE_TO.LOAD_CLAIMS} onRetry={() => void claim.refetch()} />
      </PageFrame>
    );
  return (
    <PageFrame title={`Claim ${claim.data.claimNumber}`} back={back}>
      <Stack spacing={2.5}>{children(claim.data)}</Stack>
    </PageFrame>
  );
}
