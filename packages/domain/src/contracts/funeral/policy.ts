/**
 * Funeral policies (spec 002 §3 "Funeral policy"): the policy with its module (members, beneficiaries,
 * payment details), the list filters (policyHolderId, limit, status) and the policy history.
 */
import { z } from 'zod';
import { policyCoreShape, policyDetailShape } from '../policy-core.js';
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

/**
 * the first day this life's natural death is covered: their own waiting period, from the day they were
 * added (QA walk 10 no. 3)
 */
const ownWaitingEnd = { naturalDeathWaitingEndsOn: z.string().optional() };

export const mainMemberSchema = z.object(memberBase);
/** a spouse added to the policy later has their own waiting period (ownWaitingEnd) */
export const spouseSchema = z.object({ ...memberBase, ...ownWaitingEnd });
export const childSchema = z.object({ ...memberBase, isStudying: z.boolean(), isDisabled: z.boolean() });
export const extendedFamilyMemberSchema = z.object({
  ...memberBase,
  relation: z.string(),
  coverageOption: z.string(),
  ...ownWaitingEnd,
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
  /**
   * The beneficiaries who died while covered on this policy (their death claim approved): their percentage
   * is for the customer to share out again (docs/decisions/0038); absent or empty when there is none.
   */
  deceasedBeneficiaryIds: z.array(z.string()).optional(),
  paymentDetails: paymentDetailsSchema.nullable(),
});
export type PolicyModule = z.infer<typeof policyModuleSchema>;

export const policySchema = z.object({
  ...policyCoreShape,
  naturalDeathWaitingEndsOn: z.string(),
  module: policyModuleSchema,
});
export type Policy = z.infer<typeof policySchema>;

/** The detail view: the policy, its history, and what cancelling it today would mean. */
export const policyDetailSchema = policySchema.extend(policyDetailShape);
export type PolicyDetail = z.infer<typeof policyDetailSchema>;

/** getPolicy / policies / get-policies: the list filters and reply. */
export {
  policyByIdQuerySchema,
  policyListQuerySchema,
  type PolicyEvent,
  type PolicyListQuery,
} from '../policy-core.js';
export const policyListReplySchema = z.object({ data: z.array(policySchema) });
