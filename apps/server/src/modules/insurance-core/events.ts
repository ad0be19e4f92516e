/**
 * Every state change of a quote, application, policy, claim or pre-inspection appends one row to the events
 * table. Observers (the customer notices) are called with each appended row inside the same transaction, so
 * what they write commits or rolls back with the change itself; rows appended by one statement (appendEvents)
 * are handed to a batch observer together.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
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
/**
 * Called with the rows one statement appended (in the order they were appended), inside its transaction: an
 * observer that reads or writes for many events at once (the billing run appends a page's events together).
 */
export type EventBatchObserver = (db: Database, events: readonly EventRow[]) => Promise<void>;

const observers = new Set<EventBatchObserver>();
const wrapped = new Map<EventObserver, EventBatchObserver>();

/** Subscribes (a function already subscribed is kept once); returns the unsubscribe function. */
export function observeEvents(observer: EventObserver): () => void {
  const batch =
    wrapped.get(observer) ??
    (async (db: Database, rows: readonly EventRow[]) => {
      for (const row of rows) await observer(db, row);
    });
  wrapped.set(observer, batch);
  observers.add(batch);
  return () => {
    wrapped.delete(observer);
    observers.delete(batch);
  };
}

/** Subscribes an observer of appended rows a statement at a time; returns the unsubscribe function. */
export function observeEventBatches(observer: EventBatchObserver): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

/** The events row of an event (for appendEvent, or for a statement that writes it beside its change). */
export const eventValues = (event: CoreEvent) => ({
  entityType: event.entityType,
  entityId: event.entityId,
  type: event.type,
  data: { summary: event.summary, ...event.data },
  actor: event.actor ?? null,
  internal: event.internal ?? false,
  createdAt: event.at,
});

/** Tells every observer of appended rows, on the database (or transaction) that appended them. */
export async function notifyEventObservers(db: Database, ...rows: EventRow[]): Promise<void> {
  if (rows.length === 0) return;
  for (const observer of [...observers]) await observer(db, rows);
}

export async function appendEvent(db: Database, event: CoreEvent): Promise<EventRow> {
  const [row] = await db.insert(events).values(eventValues(event)).returning();
  if (!row) throw new Error('event was not stored');
  await notifyEventObservers(db, row);
  return row;
}

/** Appends many events in one statement, in order, and tells the observers of all of them at once. */
export async function appendEvents(db: Database, list: readonly CoreEvent[]): Promise<EventRow[]> {
  if (list.length === 0) return [];
  const rows = await db.insert(events).values(list.map(eventValues)).returning();
  if (rows.length !== list.length) throw new Error('events were not stored');
  rows.sort((a, b) => a.seq - b.seq);
  await notifyEventObservers(db, ...rows);
  return rows;
}

export async function listEvents(
  db: Database,
  entityType: CoreEntity,
  entityId: string,
  options: { includeInternal?: boolean } = {},
): Promise<EventRow[]> {
  const statement = options.includeInternal ? everyEventOf : publicEventsOf;
  return statement(db).execute({ entityType, entityId });
}

const eventsOf = (includeInternal: boolean) =>
  preparedPerDatabase((db) =>
    db
      .select()
      .from(events)
      .where(
        and(
          eq(events.entityType, sql.placeholder('entityType')),
          eq(events.entityId, sql.placeholder('entityId')),
          includeInternal ? undefined : eq(events.internal, false),
        ),
      )
      .orderBy(asc(events.createdAt), asc(events.seq))
      .prepare(includeInternal ? 'events_of_entity' : 'public_events_of_entity'),
  );
const everyEventOf = eventsOf(true);
const publicEventsOf = eventsOf(false);
