/** Every state change of a quote, application or policy appends one row to the events table. */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { events, type EventRow } from '../../db/schema/index.js';

export type CoreEntity = 'quote_package' | 'application' | 'policy' | 'pre_inspection' | 'policy_holder';

export interface CoreEvent {
  entityType: CoreEntity;
  entityId: string;
  type: string;
  /** a short sentence for the policy history */
  summary: string;
  data?: Record<string, unknown>;
  actor?: string | null;
  at: Date;
}

export async function appendEvent(db: Database, event: CoreEvent): Promise<void> {
  await db.insert(events).values({
    entityType: event.entityType,
    entityId: event.entityId,
    type: event.type,
    data: { summary: event.summary, ...event.data },
    actor: event.actor ?? null,
    createdAt: event.at,
  });
}

export async function listEvents(
  db: Database,
  entityType: CoreEntity,
  entityId: string,
): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(eq(events.entityType, entityType), eq(events.entityId, entityId)))
    .orderBy(asc(events.createdAt), asc(events.id));
}
