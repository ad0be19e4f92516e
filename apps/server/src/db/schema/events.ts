import { bigint, boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';

/** Append-only event log: every state change of an entity appends one row. */
export const events = pgTable(
  'events',
  {
    id: id(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    actor: text('actor'),
    /** a staff-only entry (back-office notes and reasons): never shown to the customer */
    internal: boolean('internal').notNull().default(false),
    createdAt: createdAt(),
    /** insertion order: events of one transaction share a time, and their ids are random */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  },
  (table) => [index('events_entity_idx').on(table.entityType, table.entityId, table.createdAt)],
);

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
