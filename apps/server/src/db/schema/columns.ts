import { date, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Shared column builders: every entity has a random uuid id and timestamptz audit columns. */
export const id = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** A calendar day, 'YYYY-MM-DD' (a South African day: never shifted by a time zone). */
export const day = (name: string) => date(name, { mode: 'string' });

/** An instant, timestamptz. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** A JSON column's object. */
export type Json = Record<string, unknown>;
