import type { StaffHistoryEntry } from '@cover/domain';
import type { HistoryEntry } from './history-list';

/** A record's history from the API as the history list shows it (who, when, what, why, staff only). */
export const staffHistoryEntries = (entries: readonly StaffHistoryEntry[]): HistoryEntry[] =>
  entries.map((entry) => ({
    id: entry.id,
    at: entry.createdAt,
    by: entry.actorName,
    what: entry.summary,
    why: entry.reason && !entry.summary.includes(entry.reason) ? entry.reason : null,
    staffOnly: entry.internal,
  }));
