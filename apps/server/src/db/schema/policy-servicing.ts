import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, day, id, instant, timestamps, type Json } from './columns.js';
import { applications, paymentMethods, policies } from './insurance.js';

/** A policy in service: its alterations quoted and applied, its premium collections, and notes on it. */
export const alterationPackages = pgTable(
  'alteration_packages',
  {
    id: id(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id),
    type: text('type').notNull(),
    status: text('status').notNull(),
    change: jsonb('change').$type<Json>().notNull(),
    /** the policy version it was priced on: applying a package of an older version is refused */
    policyVersion: integer('policy_version').notNull(),
    currentPremium: integer('current_premium').notNull(),
    newPremium: integer('new_premium').notNull(),
    currentSumAssured: integer('current_sum_assured').notNull(),
    newSumAssured: integer('new_sum_assured').notNull(),
    /** the priced result to write on apply */
    result: jsonb('result').$type<Json>().notNull(),
    summary: text('summary').notNull(),
    expiresAt: instant('expires_at').notNull(),
    appliedAt: instant('applied_at'),
    ...timestamps(),
  },
  (table) => [index('alteration_packages_policy_idx').on(table.policyId)],
);

export const collections = pgTable(
  'collections',
  {
    id: id(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id),
    /** premium: a monthly premium; refund: money paid back; arrears: the unpaid premiums paid to reinstate */
    type: text('type').$type<'premium' | 'refund' | 'arrears'>().notNull(),
    status: text('status').$type<'pending' | 'successful' | 'failed' | 'cancelled'>().notNull(),
    /** cents; refunds are negative */
    amount: integer('amount').notNull(),
    dueDate: day('due_date').notNull(),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id),
    failureReason: text('failure_reason'),
    attemptedAt: instant('attempted_at'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('collections_premium_due_idx')
      .on(table.policyId, table.dueDate)
      .where(sql`${table.type} = 'premium'`),
    index('collections_policy_idx').on(table.policyId, table.dueDate),
    // The premiums a policy still owes, read by every policy list and detail: few beside the paid ones, so
    // their own small index answers without reading each policy's collections (decision 0030). When each was
    // made rides along, so the back office's failed-premium queue counts them from the index alone.
    index('collections_unpaid_idx')
      .on(table.policyId, table.dueDate, table.createdAt)
      .where(sql`${table.type} = 'premium' and ${table.status} = 'failed'`),
  ],
);

export const policyNotes = pgTable(
  'policy_notes',
  {
    id: id(),
    policyId: uuid('policy_id').references(() => policies.id),
    applicationId: uuid('application_id').references(() => applications.id),
    kind: text('kind').$type<'note' | 'archive'>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    author: text('author').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('policy_notes_policy_idx').on(table.policyId)],
);

export type AlterationPackageRow = typeof alterationPackages.$inferSelect;
export type CollectionRow = typeof collections.$inferSelect;
export type PolicyNoteRow = typeof policyNotes.$inferSelect;
