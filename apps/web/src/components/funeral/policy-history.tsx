import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PolicyEvent } from '@cover/domain';
import { formatDateTime } from './labels';

/** The policy's history: every change appended as an event, newest first. */
export function PolicyHistory({ events }: { events: readonly PolicyEvent[] }) {
  const ordered = [...events].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      component="section"
      aria-labelledby="history-title"
    >
      <Typography id="history-title" variant="h4" component="h2">
        Policy history
      </Typography>
      {ordered.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Nothing has happened on this policy yet.
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {ordered.map((event) => (
            <Box
              component="li"
              key={event.eventId}
              sx={{ py: 1, borderLeft: 3, borderColor: 'primary.light', pl: 1.5, mb: 1 }}
            >
              <Typography variant="body2" color="text.secondary">
                <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
              </Typography>
              <Typography>{event.summary}</Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
