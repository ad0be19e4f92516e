import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { claims } from './claims.js';
import { applications, policies } from './insurance.js';
import { policyHolders } from './policy-holders.js';

/**
 * Documents: uploaded claim documents and generated policy documents. The bytes live in the blob store under
 * `blob_key` (a server-generated uuid); the row says whose it is (always a policy holder, plus the policy,
 * claim or application it belongs to), what it is and what it was called. Policy schedules are generated
 * once per policy version.
 */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    /** the product line of the policy, claim or application it belongs to: reads are scoped by it */
    line: text('line').notNull(),
    policyHolderId: uuid('policy_holder_id')
      .notNull()
      .references(() => policyHolders.id),
    policyId: uuid('policy_id').references(() => policies.id),
    claimId: uuid('claim_id').references(() => claims.id),
    applicationId: uuid('application_id').references(() => applications.id),
    /** 'policy_schedule' or a claim document kind ('death_certificate', 'police_report', …) */
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    blobKey: text('blob_key').notNull().unique(),
    description: text('description').notNull(),
    /** the policy version a generated policy document belongs to */
    policyVersion: integer('policy_version'),
    /** who uploaded it ('retail:<sub>', 'employee:<sub>') or 'system' for generated documents */
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('documents_policy_idx').on(table.policyId, table.createdAt),
    index('documents_claim_idx').on(table.claimId, table.createdAt),
    index('documents_holder_idx').on(table.policyHolderId),
    uniqueIndex('documents_policy_version_kind_idx')
      .on(table.policyId, table.kind, table.policyVersion)
      .where(sql`${table.policyVersion} is not null`),
    check(
      'documents_has_owner',
      sql`${table.policyId} is not null or ${table.claimId} is not null or ${table.applicationId} is not null`,
    ),
    check('documents_size_positive', sql`${table.sizeBytes} > 0`),
  ],
);

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;
