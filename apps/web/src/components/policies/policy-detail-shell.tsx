import type { ReactNode } from 'react';
import { UNABLE_TO } from '@cover/domain';
import { isNotFoundError } from '../../lib/api-error';
import { ErrorState, LoadingState } from '../async-state/async-state';
import { NotFound } from '../not-found';
import { PageFrame, type PageFrameProps } from '../page/page-frame';

/** What the shell reads of an RTK Query result. */
export interface LoadedPolicy<P> {
  data?: P;
  isLoading: boolean;
  /** the load's error: a 404 (another customer's policy, or none) shows 'page not found' */
  error?: unknown;
  refetch: () => unknown;
}

export interface PolicyDetailShellProps<P> {
  policy: LoadedPolicy<P>;
  back: PageFrameProps['back'];
  /** the page title once the policy is in */
  title: string | ((policy: P) => string);
  /** the title while it loads or failed to; default: the title when it is fixed, else 'Your policy' */
  waitingTitle?: string;
  /** beside the title once the policy is in, e.g. 'Submit a claim' */
  actions?: (policy: P) => ReactNode;
  /** skeleton lines while loading */
  loadingLines?: number;
  maxWidth?: PageFrameProps['maxWidth'];
  children: (policy: P) => ReactNode;
}

/**
 * A page about one policy: its frame with the back link, the loading state, the error with a retry
 * ('page not found' when the server knows no such policy of the caller's), then the page's own content
 * once the policy is in.
 */
export function PolicyDetailShell<P>({
  policy,
  back,
  title,
  waitingTitle,
  actions,
  loadingLines,
  maxWidth,
  children,
}: PolicyDetailShellProps<P>) {
  const data = policy.data;
  const frame = { back, maxWidth };
  if (data === undefined && !policy.isLoading && isNotFoundError(policy.error)) return <NotFound />;
  if (policy.isLoading || data === undefined) {
    return (
      <PageFrame {...frame} title={waitingTitle ?? (typeof title === 'string' ? title : 'Your policy')}>
        {policy.isLoading ? (
          <LoadingState label="Loading your policy" lines={loadingLines} />
        ) : (
          <ErrorState message={UNABLE_TO.LOAD_POLICIES} onRetry={() => void policy.refetch()} />
        )}
      </PageFrame>
    );
  }
  return (
    <PageFrame {...frame} title={typeof title === 'string' ? title : title(data)} actions={actions?.(data)}>
      {children(data)}
    </PageFrame>
  );
}
