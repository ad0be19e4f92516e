/**
 * A policy's, application's or claim's history as staff read it: every event, staff-only ones included,
 * with who did it in plain words and the reason or note given with the action. Notices stored in the
 * customer's voice read in the staff voice, and what the system did on its own is credited to it
 * (domain format/policy-history.ts).
 */
import {
  historyActorText,
  oneLinePerDecision,
  staffEventSummary,
  type StaffHistoryEntry,
} from '@cover/domain';
import type { Database } from '../../db/client.js';
import type { EventRow } from '../../db/schema/index.js';
import { listEvents, type CoreEntity } from '../insurance-core/events.js';
import { actorName, operatorNamesOf } from './actors.js';

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The reason or note an action was given with (a note, a reason, a recommendation note). */
export const reasonOf = (data: Record<string, unknown>) =>
  text(data.note) ?? text(data.reason) ?? text(data.declineReason) ?? null;

export function toStaffHistoryEntry(
  event: EventRow,
  operatorNames: ReadonlyMap<string, string>,
): StaffHistoryEntry {
  const { summary, ...data } = event.data;
  return {
    id: event.id,
    type: event.type,
    // a notice stored in the customer's voice reads in the staff voice ('Application approved')
    summary: staffEventSummary(event.type, data) ?? text(summary) ?? event.type,
    reason: reasonOf(data),
    actor: event.actor,
    // what the system did on its own (a referral) is not the customer's doing
    actorName: historyActorText(event.type, actorName(event.actor, operatorNames)),
    internal: event.internal,
    data,
    createdAt: event.createdAt.toISOString(),
  };
}

/** Events → history entries, the operators' names read once. */
export async function toStaffHistory(db: Database, rows: readonly EventRow[]): Promise<StaffHistoryEntry[]> {
  const names = await operatorNamesOf(
    db,
    rows.map((row) => row.actor),
  );
  return rows.map((row) => toStaffHistoryEntry(row, names));
}

/**
 * The whole history of one entity, oldest first, staff-only entries included; a decision once (its notice),
 * not again as the status change recorded with it.
 */
export async function staffHistory(
  db: Database,
  entityType: CoreEntity,
  entityId: string,
): Promise<StaffHistoryEntry[]> {
  const rows = await listEvents(db, entityType, entityId, { includeInternal: true });
  return toStaffHistory(db, oneLinePerDecision(rows));
}
