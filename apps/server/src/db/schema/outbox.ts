import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from '@cover/domain';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';

/** Every email and SMS the platform sends is first written here, then delivered by the notifier. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /**
     * A customer notice's key ('<event id>:<channel>'): one message per event and channel however often the
     * change is retried or replayed; null for other messages.
     */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_messages_status_idx').on(table.status, table.createdAt),
    index('outbox_messages_created_at_idx').on(table.createdAt),
    uniqueIndex('outbox_messages_dedupe_idx').on(table.dedupeKey),
  ],
);

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
export type NewOutboxMessageRow = typeof outboxMessages.$inferInsert;
