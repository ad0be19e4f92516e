import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Placeholder } from '../layout/placeholder';

/** A quiet placeholder while data loads; announced as busy. */
export function LoadingState({ label = 'Loading', lines = 3 }: { label?: string; lines?: number }) {
  return (
    <Box aria-busy="true" aria-label={label} role="status" sx={{ py: 2, display: 'grid', rowGap: 1 }}>
      <Box sx={{ mb: 0.5 }}>
        <Placeholder height="28px" maxWidth={360} />
      </Box>
      {Array.from({ length: lines }, (_, index) => (
        <Placeholder key={index} height="18px" maxWidth={640 - index * 60} />
      ))}
    </Box>
  );
}

/** A failed load: the message and a retry. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        onRetry ? (
          <Button color="inherit" onClick={onRetry}>
            Try again
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}

/** Nothing here yet: what it means and what to do next. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, textAlign: 'center' }}>
      <Typography variant="h4" component="p">
        {title}
      </Typography>
      {children ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {children}
        </Typography>
      ) : null}
      {action ? <Box sx={{ mt: 2.5 }}>{action}</Box> : null}
    </Paper>
  );
}
