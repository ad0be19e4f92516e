import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * The app-level two-factor step (TWO_FACTOR=1), one row per pool sign-in (the access token's origin_jti,
 * which refreshes keep). The code is stored only as an HMAC; `sends` counts codes sent for this sign-in.
 * A row with verified_at set lets the sign-in use the retail / employee routes.
 */
export const twoFactorSessions = pgTable(
  'two_factor_sessions',
  {
    originJti: text('origin_jti').primaryKey(),
    pool: text('pool', { enum: ['retail', 'employee'] }).notNull(),
    sub: uuid('sub').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** HMAC of the current code; null once verified or before the first send. */
    codeHmac: text('code_hmac'),
    /** The channel the current code went to: email or phone_number. */
    channel: text('channel', { enum: ['email', 'phone_number'] }),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    sends: integer('sends').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('two_factor_sessions_sub_idx').on(table.sub),
    /** the purge of ended sign-ins' rows, every six hours (two-factor/index.ts) reads only those */
    index('two_factor_sessions_created_idx').on(table.createdAt),
  ],
);

export type TwoFactorSessionRow = typeof twoFactorSessions.$inferSelect;
