import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ageInWords } from '../components/age';

export interface WorkQueue {
  key: string;
  label: string;
  count: number | null;
  /** when the oldest item started waiting */
  oldestAt: string | null;
  to: string;
}

/** One work queue: its name, how many items wait and the age of the oldest; the card opens the list. */
export function QueueCard({ queue, now }: { queue: WorkQueue; now?: Date }) {
  const loading = queue.count === null;
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }} data-testid={`queue-${queue.key}`}>
      <CardActionArea component={RouterLink} to={queue.to} sx={{ p: 2, height: '100%' }}>
        {/* long words ('Recommendation') wrap inside the card rather than run past its edge */}
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', hyphens: 'auto' }}>
          {queue.label}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, mt: 1, flexWrap: 'wrap' }}>
          {loading ? (
            <Skeleton variant="text" width={48} sx={{ fontSize: '2rem' }} />
          ) : (
            <Typography
              component="span"
              sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}
              aria-label={`${queue.count} waiting`}
            >
              {queue.count}
            </Typography>
          )}
          <Typography component="span" variant="body2" color="text.secondary">
            {loading
              ? ''
              : queue.count && queue.oldestAt
                ? `oldest ${ageInWords(queue.oldestAt, now)}`
                : 'nothing waiting'}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** The cards of a group of queues: one column on phones, two from sm, three from md, four from lg. */
export function QueueGrid({ queues, label }: { queues: readonly WorkQueue[]; label: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      {queues.map((queue) => (
        <QueueCard key={queue.key} queue={queue} />
      ))}
    </Box>
  );
}
