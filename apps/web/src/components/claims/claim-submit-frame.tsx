import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { EmptyState, ErrorState, LoadingState } from '../async-state/async-state';
import { PageFrame } from '../page/page-frame';

/** The policies query as the frame needs it (an RTK Query result fits). */
export interface PoliciesQuery {
  isLoading: boolean;
  isError: boolean;
  isSuccess: boolean;
  refetch: () => unknown;
}

export interface ClaimSubmitFrameProps {
  title: string;
  intro: ReactNode;
  back: { to: string; label: string };
  policies: PoliciesQuery;
  /** how many of the policies can be claimed on */
  claimable: number;
  /** the message when the policies do not load (shown with a retry); none shows nothing */
  loadError?: string;
  /** what having no policy to claim on means */
  emptyText?: ReactNode;
  /** the heading of that (default: "You have no policy to claim on") */
  emptyTitle?: string;
  /** where someone with no policy to claim on can go next (e.g. to take out cover) */
  emptyAction?: { to: string; label: string };
  /** the confirmation, once the claim is submitted: the page then shows only that */
  result: ReactNode | null;
  /** the claim form, shown when there is a policy to claim on */
  children: ReactNode;
}

/** The page around a claim form: its policies loading, failing or missing, then the form, then the confirmation. */
export function ClaimSubmitFrame({
  title,
  intro,
  back,
  policies,
  claimable,
  loadError,
  emptyText,
  emptyTitle = 'You have no policy to claim on',
  emptyAction,
  result,
  children,
}: ClaimSubmitFrameProps) {
  if (result)
    return (
      <PageFrame title="Claim submitted" back={back} maxWidth="md">
        {result}
      </PageFrame>
    );
  return (
    <PageFrame title={title} intro={intro} back={back} maxWidth="md">
      {policies.isLoading ? <LoadingState label="Loading your policies" /> : null}
      {loadError && policies.isError ? (
        <ErrorState message={loadError} onRetry={() => void policies.refetch()} />
      ) : null}
      {policies.isSuccess && claimable === 0 ? (
        <EmptyState
          title={emptyTitle}
          action={
            emptyAction ? (
              <Button component={RouterLink} to={emptyAction.to} variant="contained">
                {emptyAction.label}
              </Button>
            ) : null
          }
        >
          {emptyText}
        </EmptyState>
      ) : null}
      {claimable > 0 ? children : null}
    </PageFrame>
  );
}
