import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps } from './columns.js';
import { policyHolders } from './policy-holders.js';

/**
 * The insurance core (line-agnostic; the funeral line is the first user): quote packages, applications,
 * policies with their covered members, insured items and beneficiaries, payment methods, alteration
 * packages, premium collections and notes. Every quote, application and policy names its product line, and
 * a line's own facts sit in JSON it parses with its own schema, never in core columns. Money is integer cents; calendar days are 'YYYY-MM-DD' strings.
 */
const day = (name: string) => date(name, { mode: 'string' });
const instant = (name: string) => timestamp(name, { withTimezone: true });
type Json = Record<string, unknown>;

/** Feeds policy numbers such as FUN-2026-000123. */
export const policyNumberSequence = pgSequence('policy_number_seq', { startWith: 1, increment: 1 });
export const applicationNumberSequence = pgSequence('application_number_seq', { startWith: 1, increment: 1 });

/** A priced quote; it can become one application within its 7 days. */
export const quotePackages = pgTable(
  'quote_packages',
  {
    id: id(),
    line: text('line').notNull(),
    packageName: text('package_name').notNull(),
    /** retail, employee, employee_paid: who sells it and how it is paid */
    channel: text('channel').notNull(),
    ownerPool: text('owner_pool').notNull(),
    ownerSub: text('owner_sub').notNull(),
    input: jsonb('input').$type<Json>().notNull(),
    quote: jsonb('quote').$type<Json>().notNull(),
    sumAssured: integer('sum_assured').notNull(),
    basePremium: integer('base_premium').notNull(),
    suggestedPremium: integer('suggested_premium').notNull(),
    billingFrequency: text('billing_frequency').notNull(),
    rateTableVersion: text('rate_table_version').notNull(),
    /** the day ages were taken on */
    quotedOn: day('quoted_on').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    ...timestamps(),
  },
  (table) => [index('quote_packages_owner_idx').on(table.ownerPool, table.ownerSub)],
);

export const paymentMethods = pgTable('payment_methods', {
  id: id(),
  policyHolderId: uuid('policy_holder_id')
    .notNull()
    .references(() => policyHolders.id),
  type: text('type').$type<'debit_order' | 'deduct_from_salary'>().notNull(),
  bankName: text('bank_name'),
  branchCode: text('branch_code'),
  accountHolderName: text('account_holder_name'),
  accountNumber: text('account_number'),
  accountType: text('account_type'),
  debitOrderDate: integer('debit_order_date'),
  salaryReferenceNumber: text('salary_reference_number'),
  /** demo switch: collections on this method fail */
  failing: boolean('failing').notNull().default(false),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  blockedAt: instant('blocked_at'),
  ...timestamps(),
});

export const applications = pgTable(
  'applications',
  {
    id: id(),
    /**
     * What staff and the customer call the application, e.g. APP-2026-000123 (the South African year it was
     * made in). The app sets it; the default numbers rows stored by other means (bulk loads) the same way.
     */
    applicationNumber: text('application_number')
      .notNull()
      .unique()
      .default(
        sql`'APP-' || to_char(now() at time zone 'Africa/Johannesburg', 'YYYY') || '-' || lpad(nextval('application_number_seq')::text, 6, '0')`,
      ),
    line: text('line').notNull(),
    quotePackageId: uuid('quote_package_id')
      .notNull()
      .references(() => quotePackages.id),
    policyHolderId: uuid('policy_holder_id')
      .notNull()
      .references(() => policyHolders.id),
    packageName: text('package_name').notNull(),
    channel: text('channel').notNull(),
    status: text('status').notNull(),
    billingDay: integer('billing_day'),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id),
    sumAssured: integer('sum_assured').notNull(),
    basePremium: integer('base_premium').notNull(),
    monthlyPremium: integer('monthly_premium').notNull(),
    rateTableVersion: text('rate_table_version').notNull(),
    /** the priced quote of the application's members */
    quote: jsonb('quote').$type<Json>().notNull(),
    /** members, beneficiaries and the main member's contact details, copied to the policy on issue */
    details: jsonb('details').$type<Json>().notNull(),
    callCentre: boolean('call_centre').notNull().default(false),
    declarationFormProvided: boolean('declaration_form_provided').notNull().default(false),
    declarationAcceptedAt: instant('declaration_accepted_at'),
    policyId: uuid('policy_id'),
    archivedAt: instant('archived_at'),
    /**
     * Manual underwriting (docs/decisions/0025): null when the application never needed a person; REFERRED
     * (shown Pending), ON_HOLD (OnHold), RECOMMENDATION_AWAITED, APPROVED or DECLINED once it was referred.
     */
    underwritingStatus: text('underwriting_status'),
    /** why the application was referred (plain sentences, shown to staff) */
    underwritingReasons: jsonb('underwriting_reasons').$type<string[]>(),
    /** the reason a declined application was declined, shown to the customer */
    declineReason: text('decline_reason'),
    underwrittenBy: text('underwritten_by'),
    underwrittenAt: instant('underwritten_at'),
    ...timestamps(),
  },
  (table) => [
    index('applications_holder_idx').on(table.policyHolderId, table.createdAt),
    index('applications_underwriting_idx').on(table.underwritingStatus, table.createdAt),
    /** the application a policy was made from (a policy's history shows what an operator did on it) */
    index('applications_policy_idx').on(table.policyId),
  ],
);

export const policies = pgTable(
  'policies',
  {
    id: id(),
    policyNumber: text('policy_number').notNull().unique(),
    line: text('line').notNull(),
    applicationId: uuid('application_id')
      .notNull()
      .unique()
      .references(() => applications.id),
    policyHolderId: uuid('policy_holder_id')
      .notNull()
      .references(() => policyHolders.id),
    packageName: text('package_name').notNull(),
    channel: text('channel').notNull(),
    status: text('status').notNull(),
    sumAssured: integer('sum_assured').notNull(),
    basePremium: integer('base_premium').notNull(),
    monthlyPremium: integer('monthly_premium').notNull(),
    rateTableVersion: text('rate_table_version').notNull(),
    /** the line's module of the current version (for funeral: the quote module) */
    module: jsonb('module').$type<Json>().notNull(),
    /** contact details of the main member captured at application */
    details: jsonb('details').$type<Json>().notNull().default({}),
    /** the line's own policy facts (funeral: cover type and option, waiting period), parsed by its schema */
    lineData: jsonb('line_data').$type<Json>().notNull().default({}),
    billingDay: integer('billing_day').notNull(),
    nextBillingDate: day('next_billing_date'),
    startDate: day('start_date').notNull(),
    coolingOffEndsOn: day('cooling_off_ends_on').notNull(),
    /** arrears in cents */
    balance: integer('balance').notNull().default(0),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id),
    version: integer('version').notNull().default(1),
    cancelledAt: instant('cancelled_at'),
    cancellationReason: text('cancellation_reason'),
    cancellationComment: text('cancellation_comment'),
    lapsedAt: instant('lapsed_at'),
    /** when a lapsed policy was last reinstated (docs/decisions/0026) */
    reinstatedAt: instant('reinstated_at'),
    archivedAt: instant('archived_at'),
    ...timestamps(),
  },
  (table) => [
    index('policies_holder_idx').on(table.policyHolderId, table.createdAt),
    /** the billing run's pages of due policies, in (next billing date, id) order */
    index('policies_billing_idx').on(table.status, table.nextBillingDate, table.id),
    /** the billing run's pages of policies owing arrears, in id order */
    index('policies_owing_idx')
      .on(table.id)
      .where(sql`${table.status} = 'ACTIVE' and ${table.balance} > 0`),
    uniqueIndex('policies_one_free_benefit_idx')
      .on(table.policyHolderId)
      .where(sql`${table.packageName} = 'TELKOM_FREE_BENEFIT' and ${table.status} <> 'CANCELLED'`),
  ],
);

export const policyMembers = pgTable(
  'policy_members',
  {
    id: id(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id),
    role: text('role').$type<'main' | 'spouse' | 'child' | 'extended'>().notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    idNumber: text('id_number'),
    dateOfBirth: day('date_of_birth').notNull(),
    relation: text('relation'),
    coverageOption: text('coverage_option').notNull(),
    isStudying: boolean('is_studying').notNull().default(false),
    isDisabled: boolean('is_disabled').notNull().default(false),
    coverAmount: integer('cover_amount').notNull(),
    accidentalCoverAmount: integer('accidental_cover_amount').notNull(),
    premium: integer('premium').notNull(),
    age: integer('age').notNull(),
    position: integer('position').notNull(),
    addedOn: day('added_on').notNull(),
    removedAt: instant('removed_at'),
    ...timestamps(),
  },
  (table) => [index('policy_members_policy_idx').on(table.policyId)],
);

/**
 * What a policy insures besides people: a device, a vehicle. `kind` is the line's own word for it and
 * `data` its facts, parsed by the line's schema (IMEI, make and model; VIN, registration, value).
 */
export const insuredItems = pgTable(
  'insured_items',
  {
    id: id(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id),
    kind: text('kind').notNull(),
    /** how people name it, e.g. 'Samsung Galaxy A15 (IMEI …4821)' */
    description: text('description').notNull(),
    data: jsonb('data').$type<Json>().notNull(),
    /** what it is insured for, in cents */
    insuredValue: integer('insured_value').notNull(),
    addedOn: day('added_on').notNull(),
    removedAt: instant('removed_at'),
    ...timestamps(),
  },
  (table) => [
    index('insured_items_policy_idx').on(table.policyId),
    /** a phone is found by its IMEI (one active policy per phone) */
    index('insured_items_imei_idx')
      .on(sql`(${table.data} ->> 'imei')`)
      .where(sql`${table.kind} = 'phone'`),
  ],
);

export const beneficiaries = pgTable(
  'beneficiaries',
  {
    id: id(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id),
    relation: text('relation').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    idNumber: text('id_number'),
    email: text('email'),
    mobile: text('mobile'),
    alternateMobile: text('alternate_mobile'),
    percentage: integer('percentage').notNull(),
    position: integer('position').notNull(),
    ...timestamps(),
  },
  (table) => [index('beneficiaries_policy_idx').on(table.policyId)],
);

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

export type QuotePackageRow = typeof quotePackages.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
export type PolicyRow = typeof policies.$inferSelect;
export type PolicyMemberRow = typeof policyMembers.$inferSelect;
export type NewPolicyMemberRow = typeof policyMembers.$inferInsert;
export type InsuredItemRow = typeof insuredItems.$inferSelect;
export type NewInsuredItemRow = typeof insuredItems.$inferInsert;
export type BeneficiaryRow = typeof beneficiaries.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type AlterationPackageRow = typeof alterationPackages.$inferSelect;
export type CollectionRow = typeof collections.$inferSelect;
export type PolicyNoteRow = typeof policyNotes.$inferSelect;
