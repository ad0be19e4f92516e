import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';
import { applications } from './insurance.js';
import { operators } from './operators.js';
import { policyHolders } from './policy-holders.js';

/**
 * Applications an operator made on an employee's behalf (issue 12): one row per application, made when the
 * operator registers the vehicle, and the employee's acceptance of it. The review link's token is stored only
 * as its SHA-256 (hex); sending the link again replaces it. Cover waits for accepted_at.
 */
export const onBehalfAcceptances = pgTable(
  'on_behalf_acceptances',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .unique()
      .references(() => applications.id),
    policyHolderId: uuid('policy_holder_id')
      .notNull()
      .references(() => policyHolders.id),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** the employee who accepted: 'employee:<sub>' */
    acceptedBy: text('accepted_by'),
    ...timestamps(),
  },
  (table) => [
    index('on_behalf_acceptances_operator_idx').on(table.operatorId, table.createdAt),
    index('on_behalf_acceptances_holder_idx').on(table.policyHolderId),
  ],
);

export type OnBehalfAcceptanceRow = typeof onBehalfAcceptances.$inferSelect;
export type NewOnBehalfAcceptanceRow = typeof onBehalfAcceptances.$inferInsert;
