import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface ErrorFallbackProps {
  onRetry: () => void;
  /** Shown when the page could not be downloaded (e.g. offline, or the app was just updated). */
  title?: string;
  description?: string;
}

/** What a customer sees when a screen fails: what happened, that nothing was lost, and what to do. */
export function ErrorFallback({
  onRetry,
  title = 'Something went wrong on this page',
  description = 'We have been notified and are looking into it. Anything you already submitted is safe. Please try again, or go back to the home page.',
}: ErrorFallbackProps) {
  return (
    <Paper role="alert" variant="outlined" sx={{ p: { xs: 3, md: 5 }, my: 4, maxWidth: 640, mx: 'auto' }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h2" component="h1">
          {title}
        </Typography>
        <Typography>{description}</Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          <Button variant="contained" onClick={onRetry}>
            Try again
          </Button>
          <Button variant="outlined" component={RouterLink} to="/" reloadDocument>
            Go to the home page
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
