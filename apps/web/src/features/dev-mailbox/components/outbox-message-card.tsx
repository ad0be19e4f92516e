import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OutboxMessage } from '@cover/domain';

const timeFormat = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'medium', timeStyle: 'medium' });

export function formatOutboxTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeFormat.format(date);
}

/**
 * One sent (or queued) email or SMS: time, status and full text, with the subject and recipient of an
 * email, or the number of a text.
 */
export function OutboxMessageCard({ message }: { message: OutboxMessage }) {
  const headingId = `outbox-${message.id}`;
  const isSms = message.channel === 'sms';
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 2.5 } }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <Chip
          size="small"
          label={isSms ? 'SMS' : 'Email'}
          color={isSms ? 'secondary' : 'primary'}
          variant="outlined"
        />
        <Chip
          size="small"
          label={message.status}
          color={message.status === 'failed' ? 'error' : message.status === 'sent' ? 'success' : 'default'}
        />
        <Typography variant="body2" color="text.secondary" component="span">
          <time dateTime={message.createdAt}>{formatOutboxTime(message.createdAt)}</time>
        </Typography>
      </Stack>
      {isSms ? (
        <Typography id={headingId} variant="h5" component="h2" sx={{ mt: 1.5, wordBreak: 'break-all' }}>
          Text to {message.to}
        </Typography>
      ) : (
        <>
          <Typography id={headingId} variant="h5" component="h2" sx={{ mt: 1.5, wordBreak: 'break-word' }}>
            {message.subject ?? '(no subject)'}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5, wordBreak: 'break-all' }}>
            To: {message.to}
          </Typography>
        </>
      )}
      <Box
        component="pre"
        sx={{
          mt: 1.5,
          mb: 0,
          p: 1.5,
          bgcolor: 'background.default',
          borderRadius: 1,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: '0.875rem',
        }}
      >
        {message.text}
      </Box>
    </Paper>
  );
}
