import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/Lock';
import { formatDateTime } from '../../../components/policies/format-time';
import { ItemList } from '../../../components/policies/item-list';
import { SectionCard } from '../../../components/policies/section-card';

/** One recorded action: who, when, what and why; staff-only entries are marked. */
export interface HistoryEntry {
  id: string;
  at: string;
  /** the person (or 'System', 'The customer') */
  by: string;
  what: string;
  why?: string | null;
  staffOnly?: boolean;
}

const byNewest = (a: HistoryEntry, b: HistoryEntry) => b.at.localeCompare(a.at);

/**
 * A history, newest first: when, who, what and why; staff-only entries carry a "Staff only" mark. `entries`
 * come oldest first, as the API gives them: those of one instant (a claim submitted and what it set off)
 * read latest first as well, so what was caused stands above its cause.
 */
export function HistoryList({
  entries,
  title = 'History',
  empty = 'Nothing has been recorded yet.',
}: {
  entries: readonly HistoryEntry[];
  title?: string;
  empty?: string;
}) {
  return (
    <SectionCard title={title}>
      <ItemList
        ordered
        items={[...entries].reverse().sort(byNewest)}
        empty={empty}
        itemKey={(entry) => entry.id}
        itemSx={{ py: 1, pl: 1.5, mb: 1, borderLeft: 3, borderColor: 'primary.light' }}
        renderItem={(entry) => (
          <Box
            data-testid="history-entry"
            sx={entry.staffOnly ? { bgcolor: 'action.hover', borderRadius: 1, px: 1, py: 0.5 } : undefined}
          >
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography variant="body2" color="text.secondary">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {entry.by}
              </Typography>
              {entry.staffOnly ? (
                <Chip
                  size="small"
                  color="warning"
                  variant="outlined"
                  icon={<LockIcon fontSize="small" aria-hidden />}
                  label="Staff only"
                />
              ) : null}
            </Stack>
            <Typography sx={{ fontWeight: 600 }}>{entry.what}</Typography>
            {entry.why ? (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                {entry.why}
              </Typography>
            ) : null}
          </Box>
        )}
      />
    </SectionCard>
  );
}

/** 'operator:…' and 'holder:…' actors in words when the API gives no name. */
export function actorLabel(actor: string | null | undefined, name?: string | null): string {
  if (name) return name;
  if (!actor || actor === 'system') return 'System';
  if (actor.startsWith('operator:')) return 'Staff member';
  return 'The customer';
}

/** An event type ('claim.on_hold', 'pre_inspection_approved') as a sentence when it has no summary. */
export function eventTypeLabel(type: string): string {
  const words = type.replace(/[._]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
