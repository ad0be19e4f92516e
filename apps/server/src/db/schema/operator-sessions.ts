import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { operators } from './operators.js';

/**
 * Server-side operator sessions. The cookie carries a random 32-byte token; only its SHA-256 hash is stored
 * (as the id), so a database leak yields no usable session. A session is live while it is not revoked and
 * `expires_at` (sliding: last activity + 8 h, never past created_at + 12 h) is in the future.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    /** Hex SHA-256 of the session token. */
    id: text('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('operator_sessions_operator_idx').on(table.operatorId)],
);

export type OperatorSessionRow = typeof operatorSessions.$inferSelect;
export type NewOperatorSessionRow = typeof operatorSessions.$inferInsert;
