/**
 * What every line's policy and application look like to their holder (spec 002 §3, §4): the core columns
 * of a policy (premiums, billing, status, cooling-off, grace, cancellation), its history and what
 * cancelling it today would mean; the core of an application; the list filters (policyHolderId, limit,
 * status) and the billing days. A line adds its own facts (`module`, and any dates of its own).
 */
import { z } from 'zod';
import { APPLICATION_STATUSES, POLICY_STATUSES } from '../constants/statuses.js';
import { CURRENCY } from '../constants/locale.js';
import { BILLING_FREQUENCY } from '../constants/billing.js';
import { cancellationTermsSchema } from './cancellation.js';

/** The core fields of a policy as every line shows it. */
export const policyCoreShape = {
  policyId: z.string(),
  policyNumber: z.string(),
  policyHolderId: z.string(),
  applicationId: z.string(),
  packageName: z.string(),
  sumAssured: z.number().int(),
  basePremium: z.number().int(),
  monthlyPremium: z.number().int(),
  /** what the next collection takes: the monthly premium plus any arrears */
  billingAmount: z.number().int(),
  billingFrequency: z.literal(BILLING_FREQUENCY),
  billingDay: z.number().int(),
  nextBillingDate: z.string().nullable(),
  startDate: z.string(),
  status: z.enum(POLICY_STATUSES),
  statusDisplayValue: z.string(),
  /** arrears owed (positive) in cents */
  balance: z.number().int(),
  currency: z.literal(CURRENCY),
  paymentMethodId: z.string().nullable(),
  rateTableVersion: z.string(),
  version: z.number().int(),
  coolingOffEndsOn: z.string(),
  /** first day of the grace period when a collection failed and is still unpaid */
  graceEndsOn: z.string().nullable(),
  /** when the policy was cancelled (cover ended then; no premium is collected after it) */
  cancelledAt: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  /** when the policy lapsed for premiums not paid (cover ended then, unless it is reinstated) */
  lapsedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  recentlyUpdated: z.boolean(),
};

/** One entry of the policy history (the events appended on every change). */
export const policyEventSchema = z.object({
  eventId: z.string(),
  type: z.string(),
  summary: z.string(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type PolicyEvent = z.infer<typeof policyEventSchema>;

/** What a policy's detail view adds to it: its history, and what cancelling it today would mean. */
export const policyDetailShape = {
  history: z.array(policyEventSchema),
  cancellationTerms: cancellationTermsSchema,
};

/** Policy list filters (spec 002 §7: policyHolderId, limit, status). */
export const policyListQuerySchema = z.object({
  policyHolderId: z.string().trim().uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  status: z.enum(POLICY_STATUSES).optional(),
});
export type PolicyListQuery = z.output<typeof policyListQuerySchema>;

/** One policy by id (getPolicyByPolicyId?policyId= and the employee policies/:policyId). */
export const policyByIdQuerySchema = z.object({ policyId: z.string().trim().uuid() });

export const APPLICATION_MESSAGES = {
  billingDay: 'Please choose a billing day: the 12th, 15th, 20th, 25th or the last day',
} as const;

/** The billing days of the constants: 12, 15, 20, 25 or 31 (= the last day of the month). */
export const billingDayField = z.union(
  [z.literal(12), z.literal(15), z.literal(20), z.literal(25), z.literal(31)],
  { message: APPLICATION_MESSAGES.billingDay },
);

/**
 * The lifecycle adds CANCELLED and ARCHIVED to the spec's PENDING, APPROVED, ACTIVE; lists add DECLINED: an
 * application an underwriter declined (stored CANCELLED with underwriting status DECLINED, docs/decisions/
 * 0025), listed under DECLINED and not under CANCELLED.
 */
export const APPLICATION_VIEW_STATUSES = [
  ...APPLICATION_STATUSES,
  'CANCELLED',
  'DECLINED',
  'ARCHIVED',
] as const;

/** The core fields of an application as every line shows it. */
export const applicationCoreShape = {
  applicationId: z.string(),
  /** what the customer and staff call it, e.g. APP-2026-000123 */
  applicationNumber: z.string(),
  quotePackageId: z.string(),
  policyHolderId: z.string(),
  packageName: z.string(),
  status: z.enum(APPLICATION_VIEW_STATUSES),
  statusDisplayValue: z.string(),
  sumAssured: z.number().int(),
  monthlyPremium: z.number().int(),
  currency: z.string(),
  billingDay: z.number().int().nullable(),
  paymentMethodId: z.string().nullable(),
  policyId: z.string().nullable(),
  policyNumber: z.string().nullable(),
  declarationAcceptedAt: z.string().nullable(),
  /**
   * Manual underwriting (docs/decisions/0025): null when no person needed to look at it, else Pending,
   * OnHold, Recommendation Awaited, Approved or Declined.
   */
  underwritingStatus: z.string().nullable(),
  /** what the customer is told with an OnHold or Declined status (never a staff-only note) */
  underwritingReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  recentlyUpdated: z.boolean(),
};

/** Application list filters (spec 002 §7: policyHolderId, limit, status). */
export const applicationListQuerySchema = z.object({
  policyHolderId: z.string().trim().uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  status: z.enum(APPLICATION_VIEW_STATUSES).optional(),
});
export type ApplicationListQuery = z.output<typeof applicationListQuerySchema>;
