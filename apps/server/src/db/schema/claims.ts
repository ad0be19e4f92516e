import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';
import { policies } from './insurance.js';
import { insuredItems, policyMembers } from './policy-parts.js';
import { policyHolders } from './policy-holders.js';

/** Feeds claim numbers such as CLM-2026-000045. */
export const claimNumberSequence = pgSequence('claim_number_seq', { startWith: 1, increment: 1 });

/** Who claims and how to reach them (the person arranging the funeral, often a beneficiary). */
export interface ClaimantDetails {
  firstName: string;
  lastName: string;
  idNumber: string;
  relation: string;
  mobile: string;
  email: string | null;
}

/**
 * Claims, line-agnostic: the header every line shares (the policy, the claim type, what is claimed for: a
 * covered member or an insured item, claimant and payout bank details, requested, covered and granted
 * amounts, the two status axes of lifecycle/claim.ts and the assessment trail), and `details`, the claim
 * type's own facts parsed by its schema (funeral: the deceased, date, cause and place of death, the waiting
 * period). Money is integer cents. The payout account number is stored and only ever returned masked.
 */
export const claims = pgTable(
  'claims',
  {
    id: id(),
    claimNumber: text('claim_number').notNull().unique(),
    line: text('line').notNull(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id),
    policyHolderId: uuid('policy_holder_id')
      .notNull()
      .references(() => policyHolders.id),
    /** the line's claim type, e.g. 'funeral_death' */
    type: text('type').notNull(),
    /** the covered member claimed for (funeral, credit life) … */
    memberId: uuid('member_id').references(() => policyMembers.id),
    /** … or the insured item (a phone, a vehicle) */
    insuredItemId: uuid('insured_item_id').references(() => insuredItems.id),
    /** the claim type's own facts, parsed by its schema */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    claimant: jsonb('claimant').$type<ClaimantDetails>().notNull(),
    payoutBankName: text('payout_bank_name').notNull(),
    payoutBranchCode: text('payout_branch_code').notNull(),
    payoutAccountHolderName: text('payout_account_holder_name').notNull(),
    payoutAccountNumber: text('payout_account_number').notNull(),
    payoutAccountType: text('payout_account_type').notNull(),
    requestedAmountCents: integer('requested_amount_cents').notNull(),
    /** the member's cover for this cause of death when the claim was made */
    coverAmountCents: integer('cover_amount_cents').notNull(),
    grantedAmountCents: integer('granted_amount_cents'),
    claimStatus: text('claim_status').notNull(),
    approvalStatus: text('approval_status').notNull(),
    /** ACTIVE, or GRACE when the death fell in the grace period of a missed premium */
    coverStatusAtSubmit: text('cover_status_at_submit').notNull(),
    /** set once every required document is in and the claim is submitted for assessment */
    documentsCompleteAt: timestamp('documents_complete_at', { withTimezone: true }),
    recommendation: text('recommendation').$type<'approve' | 'repudiate'>(),
    recommendedAmountCents: integer('recommended_amount_cents'),
    /** approve: the note for the confirmer; repudiate: the staff's reasoning (staff only) */
    recommendationNote: text('recommendation_note'),
    /**
     * a recommended repudiation, or approval of less than the most payable: the reason the customer is given
     * once it is confirmed
     */
    recommendationCustomerReason: text('recommendation_customer_reason'),
    recommendedBy: text('recommended_by'),
    recommendedAt: timestamp('recommended_at', { withTimezone: true }),
    /**
     * the reason the customer is given for a repudiation, or an approval of less than the most payable (the
     * confirmer's own note is staff-only history)
     */
    decisionReason: text('decision_reason'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /**
     * a financed item's total loss (docs/decisions/0043): the credit provider noted on the policy when the
     * approval was recommended, the settlement recommended (cents) and, once approved, the settlement paid to
     * it from the granted amount (the customer is paid the rest)
     */
    settlementCreditProvider: text('settlement_credit_provider'),
    recommendedSettlementCents: integer('recommended_settlement_cents'),
    settlementCents: integer('settlement_cents'),
    /** the reference of the payment into the customer's account (none when the settlement took it all) */
    payoutReference: text('payout_reference'),
    /** the reference of the settlement's own payment to the credit provider */
    settlementReference: text('settlement_reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    index('claims_policy_idx').on(table.policyId, table.createdAt),
    index('claims_holder_idx').on(table.policyHolderId, table.createdAt),
    /** the back office's claim list, newest first, of every status or of one (its queues count them) */
    index('claims_created_idx').on(table.createdAt, table.id),
    /** `updated_at` rides along: the work queues find since when each waits from the index alone */
    index('claims_status_idx').on(table.claimStatus, table.createdAt, table.id, table.updatedAt),
    /** the claims on a phone or vehicle (the back office's search, a claim's earlier claims on the item) */
    index('claims_item_idx')
      .on(table.insuredItemId)
      .where(sql`${table.insuredItemId} is not null`),
    check('claims_requested_amount_positive', sql`${table.requestedAmountCents} > 0`),
    check('claims_has_subject', sql`${table.memberId} is not null or ${table.insuredItemId} is not null`),
  ],
);

export type ClaimRow = typeof claims.$inferSelect;
export type NewClaimRow = typeof claims.$inferInsert;
