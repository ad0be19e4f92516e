import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';

/** "Call me back" requests left on the public site (reference like CB-7K3QXM). */
export const callbackRequests = pgTable('callback_requests', {
  id: id(),
  reference: text('reference').notNull().unique(),
  name: text('name').notNull(),
  mobile: text('mobile').notNull(),
  preferredTime: text('preferred_time').notNull(),
  product: text('product').notNull(),
  consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
  source: text('source').notNull(),
  status: text('status').notNull().default('new'),
  ...timestamps(),
});

export type CallbackRequestRow = typeof callbackRequests.$inferSelect;
export type NewCallbackRequestRow = typeof callbackRequests.$inferInsert;
