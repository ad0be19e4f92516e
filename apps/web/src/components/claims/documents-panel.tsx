import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { ErrorState, LoadingState } from '../async-state/async-state';
import { SectionCard } from '../policies/section-card';

export interface DocumentsPanelProps {
  loading: boolean;
  /** the load failure to show, with a retry */
  error: string | null;
  onRetry?: () => void;
  /** how many documents there are (undefined until loaded) */
  count: number | undefined;
  /** what an empty list means */
  emptyText: string;
  /** the documents, shown when there are any */
  children: ReactNode;
  /** shown under the documents, e.g. the ones still needed */
  footer?: ReactNode;
}

/** The 'Documents' region of a page: loading, a failure with a retry, nothing yet, or the documents. */
export function DocumentsPanel({
  loading,
  error,
  onRetry,
  count,
  emptyText,
  children,
  footer,
}: DocumentsPanelProps) {
  return (
    <SectionCard title="Documents" headerGap={1.5}>
      {loading ? <LoadingState label="Loading documents" lines={2} /> : null}
      {error ? <ErrorState message={error} onRetry={onRetry} /> : null}
      {!loading && !error && count === 0 ? <Typography color="text.secondary">{emptyText}</Typography> : null}
      {count ? children : null}
      {footer}
    </SectionCard>
  );
}
