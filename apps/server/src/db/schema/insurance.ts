import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { day, id, instant, timestamps, type Json } from './columns.js';
import { policyHolders } from './policy-holders.js';
import { applicationImei, applicationPlateKey, policyPreInspectionId } from './lookup-keys.js';

/**
 * The insurance core (line-agnostic; the funeral line is the first user): quote packages, applications,
 * policies and payment methods; the policies' covered members, insured items and beneficiaries are in
 * policy-parts.ts, their alteration packages, premium collections and notes in policy-servicing.ts. Every quote, application and policy names its product line, and
 * a line's own facts sit in JSON it parses with its own schema, never in core columns. Money is integer cents; calendar days are 'YYYY-MM-DD' strings.
 */

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
     * made in). The app sets it; the default numbers rows stored by other means (tests, bulk loads) the same
     * way: at least six digits, and every digit past the millionth (lpad would cut 1000000 to 100000, a number
     * already given; the sequence is read once, so the zeros come off the front instead).
     */
    applicationNumber: text('application_number')
      .notNull()
      .unique()
      .default(
        sql`'APP-' || to_char(now() at time zone 'Africa/Johannesburg', 'YYYY') || '-' || regexp_replace('00000' || nextval('application_number_seq')::text, '^0*(?=[0-9]{6})', '')`,
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
    // the back office finds an application not yet a policy by the vehicle or phone it names
    index('applications_plate_idx')
      .on(applicationPlateKey(table.details))
      .where(sql`${table.policyId} is null`),
    index('applications_imei_idx')
      .on(applicationImei(table.details))
      .where(sql`${table.policyId} is null`),
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
    /** a pre-inspection is reused for a new application only while no policy was issued on it */
    index('policies_pre_inspection_idx')
      .on(policyPreInspectionId(table.lineData))
      .where(sql`${policyPreInspectionId(table.lineData)} is not null`),
    uniqueIndex('policies_one_free_benefit_idx')
      .on(table.policyHolderId)
      .where(sql`${table.packageName} = 'TELKOM_FREE_BENEFIT' and ${table.status} <> 'CANCELLED'`),
  ],
);

export type QuotePackageRow = typeof quotePackages.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
export type PolicyRow = typeof policies.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
