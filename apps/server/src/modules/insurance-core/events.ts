/**
 * Every state change of a quote, application, policy, claim or pre-inspection appends one row to the events
 * table. Observers (the customer notices) are called with each appended row inside the same transaction, so
 * what they write commits or rolls back with the change itself.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { events, type EventRow } from '../../db/schema/index.js';

export type CoreEntity =
  'quote_package' | 'application' | 'policy' | 'pre_inspection' | 'policy_holder' | 'claim';

export interface CoreEvent {
  entityType: CoreEntity;
  entityId: string;
  type: string;
  /** a short sentence for the policy history */
  summary: string;
  data?: Record<string, unknown>;
  actor?: string | null;
  /** a staff-only entry (back-office notes and reasons): never shown to the customer */
  internal?: boolean;
  at: Date;
}

/** Called with every appended event, inside the appending transaction; a throw rolls the change back. */
export type EventObserver = (db: Database, event: EventRow) => Promise<void>;

const observers = new Set<EventObserver>();

/** Subscribes (a function already subscribed is kept once); returns the unsubscribe function. */
export function observeEvents(observer: EventObserver): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

export async function appendEvent(db: Database, event: CoreEvent): Promise<EventRow> {
  const [row] = await db
    .insert(events)
    .values({
      entityType: event.entityType,
      entityId: event.entityId,
      type: event.type,
      data: { summary: event.summary, ...event.data },
      actor: event.actor ?? null,
      internal: event.internal ?? false,
      createdAt: event.at,
    })
    .returning();
  if (!row) throw new Error('event was not stored');
  for (const observer of [...observers]) await observer(db, row);
  return row;
}

export async function listEvents(
  db: Database,
  entityType: CoreEntity,
  entityId: string,
  options: { includeInternal?: boolean } = {},
): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(
      and(
        eq(events.entityType, entityType),
        eq(events.entityId, entityId),
        options.includeInternal ? undefined : eq(events.internal, false),
      ),
    )
    .orderBy(asc(events.createdAt), asc(events.seq));
}
