import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { ErrorState, LoadingState } from '../../../components/async-state/async-state';
import { PageFrame } from '../../../components/page/page-frame';
import { isNotFoundError, readApiError } from '../../../lib/api-error';
import { BACKOFFICE_PATHS } from '../state/backoffice-paths';

export const CONSOLE_BACK = { to: BACKOFFICE_PATHS.home, label: 'Back office console' };

/** A back-office record page while it loads or when it failed: the frame with the loading or error state. */
export function RecordState({
  title,
  back = CONSOLE_BACK,
  isLoading,
  error,
  notFound,
  onRetry,
}: {
  title: string;
  back?: { to: string; label: string };
  isLoading: boolean;
  error: unknown;
  notFound: string;
  onRetry: () => void;
}) {
  return (
    <PageFrame title={title} back={back}>
      {isLoading ? (
        <LoadingState label={`Loading the ${title.toLowerCase()}`} />
      ) : (
        <ErrorState
          message={isNotFoundError(error) ? notFound : readApiError(error).message}
          onRetry={onRetry}
        />
      )}
    </PageFrame>
  );
}

/** Two columns from md up (the record and what sits beside it), stacked on phones. */
export function TwoColumns({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, minWidth: 0 }}>{main}</Box>
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, minWidth: 0 }}>{side}</Box>
    </Box>
  );
}
