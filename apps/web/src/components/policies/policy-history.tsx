import Typography from '@mui/material/Typography';
import { formatDateTime } from './format-time';
import { ItemList } from './item-list';
import { SectionCard } from './section-card';

/** One entry of a policy's history, of any line. */
export interface PolicyEvent {
  eventId: string;
  summary: string;
  createdAt: string;
}

const byNewest = (a: PolicyEvent, b: PolicyEvent) => b.createdAt.localeCompare(a.createdAt);

/** The policy's history: every change appended as an event, newest first. */
export function PolicyHistory({ events }: { events: readonly PolicyEvent[] }) {
  return (
    <SectionCard title="Policy history">
      <ItemList
        ordered
        items={[...events].sort(byNewest)}
        empty="Nothing has happened on this policy yet."
        itemKey={(event) => event.eventId}
        itemSx={{ py: 1, borderLeft: 3, borderColor: 'primary.light', pl: 1.5, mb: 1 }}
        renderItem={(event) => (
          <>
            <Typography variant="body2" color="text.secondary">
              <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
            </Typography>
            <Typography>{event.summary}</Typography>
          </>
        )}
      />
    </SectionCard>
  );
}
