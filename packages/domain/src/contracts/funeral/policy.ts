/**
 * Funeral policies (spec 002 §3 "Funeral policy"): the policy with its module (members, beneficiaries,
 * payment details), the list filters (policyHolderId, limit, status) and the policy history.
 */
import { z } from 'zod';
import { POLICY_STATUSES } from '../../constants/statuses.js';
import { CURRENCY } from '../../constants/locale.js';
import { BILLING_FREQUENCY } from '../../constants/billing.js';
import { cancellationTermsSchema } from '../cancellation.js';
import { beneficiarySchema, paymentDetailsSchema } from '../common.js';

const memberBase = {
  memberId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  saId: z.string().nullable(),
  dateOfBirth: z.string(),
  age: z.number().int(),
  coverAmount: z.number().int(),
  accidentalCoverAmount: z.number().int(),
  /** this life's monthly premium (children share module.childrenPremium and show 0) */
  premium: z.number().int(),
};

export const mainMemberSchema = z.object(memberBase);
export const spouseSchema = z.object(memberBase);
export const childSchema = z.object({ ...memberBase, isStudying: z.boolean(), isDisabled: z.boolean() });
export const extendedFamilyMemberSchema = z.object({
  ...memberBase,
  relation: z.string(),
  coverageOption: z.string(),
});
export type FuneralChild = z.infer<typeof childSchema>;
export type FuneralExtendedFamilyMember = z.infer<typeof extendedFamilyMemberSchema>;

export const policyModuleSchema = z.object({
  type: z.literal('funeral'),
  coverType: z.string(),
  coverageOption: z.string(),
  naturalDeathAmount: z.number().int(),
  accidentalDeathAmount: z.number().int(),
  airtimeBenefitAmount: z.number().int(),
  childrenPremium: z.number().int(),
  mainMember: mainMemberSchema,
  spouse: spouseSchema.nullable(),
  children: z.array(childSchema),
  extendedFamily: z.array(extendedFamilyMemberSchema),
  beneficiaries: z.array(beneficiarySchema),
  paymentDetails: paymentDetailsSchema.nullable(),
});
export type PolicyModule = z.infer<typeof policyModuleSchema>;

export const policySchema = z.object({
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
  naturalDeathWaitingEndsOn: z.string(),
  /** first day of the grace period when a collection failed and is still unpaid */
  graceEndsOn: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  recentlyUpdated: z.boolean(),
  module: policyModuleSchema,
});
export type Policy = z.infer<typeof policySchema>;

/** One entry of the policy history (the events appended on every change). */
export const policyEventSchema = z.object({
  eventId: z.string(),
  type: z.string(),
  summary: z.string(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type PolicyEvent = z.infer<typeof policyEventSchema>;

/** The detail view: the policy, its history, and what cancelling it today would mean. */
export const policyDetailSchema = policySchema.extend({
  history: z.array(policyEventSchema),
  cancellationTerms: cancellationTermsSchema,
});
export type PolicyDetail = z.infer<typeof policyDetailSchema>;

/** getPolicy / policies / get-policies filters (spec 002 §7). */
export const policyListQuerySchema = z.object({
  policyHolderId: z.string().trim().uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  status: z.enum(POLICY_STATUSES).optional(),
});
export type PolicyListQuery = z.output<typeof policyListQuerySchema>;
export const policyListReplySchema = z.object({ data: z.array(policySchema) });

/** getPolicyByPolicyId?policyId= and employee policies/:policyId. */
export const policyByIdQuerySchema = z.object({ policyId: z.string().trim().uuid() });
