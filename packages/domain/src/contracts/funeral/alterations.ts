/**
 * Alteration packages: every change to a policy is a priced preview (status pending, 7 days) that is then
 * applied. Each change call takes `preview: true` to get the package without changing anything; the same
 * call with `{ policyId, alterationPackageId }` applies a stored preview; without either it previews and
 * applies at once (still recorded as a package with its premium effect). getAddExtendedFamilyQuote is the
 * preview of addExtendedFamily.
 */
import { z } from 'zod';
import { refineBirthMatchesId } from '../../validators/id-birth.js';
import { personNameField, saIdNumberField } from '../../validators/zod-fields.js';
import {
  extendedFamilyRelationField,
  funeralCoverOptionField,
  funeralCoverTypeField,
  funeralQuoteBreakdownEntrySchema,
} from '../funeral-quote.js';
import { MAX_CHILDREN_PER_QUOTE, MAX_EXTENDED_FAMILY_PER_QUOTE } from '../../constants/funeral.js';
import {
  beneficiaryListSchema,
  isoDateField,
  mainMemberDetailsSchema,
  paymentMethodInputSchema,
} from '../common.js';
import { entityIdField, policyIdField } from '../ids.js';
import { billingDayField } from './application.js';
import { policySchema } from './policy.js';
import { cancelPolicyReplyShape } from '../cancellation.js';
import { alterationConsentsSchema, type AlterationConsents } from '../premium-change-consents.js';

export const ALTERATION_TYPES = [
  'add_children',
  'add_extended_family',
  'edit_extended_family',
  'remove_extended_family',
  'change_plan',
  'edit_policy_details',
  'edit_beneficiaries',
  'update_payment_details',
] as const;
export type AlterationType = (typeof ALTERATION_TYPES)[number];
export const ALTERATION_STATUSES = ['pending', 'applied', 'expired'] as const;

export const childMemberInputSchema = z.object({
  firstName: personNameField,
  lastName: personNameField,
  idNumber: saIdNumberField.optional(),
  dateOfBirth: isoDateField,
  isStudying: z.boolean().default(false),
  isDisabled: z.boolean().default(false),
});
export const extendedFamilyInputSchema = z.object({
  firstName: personNameField,
  lastName: personNameField,
  idNumber: saIdNumberField.optional(),
  relationship: extendedFamilyRelationField,
  dateOfBirth: isoDateField,
  coverageOption: funeralCoverOptionField,
});
export const extendedFamilyEditSchema = extendedFamilyInputSchema
  .partial()
  .extend({ memberId: entityIdField });
export const spouseInputSchema = z.object({
  firstName: personNameField,
  lastName: personNameField,
  idNumber: saIdNumberField.optional(),
  dateOfBirth: isoDateField,
});
export const childEditSchema = z.object({
  memberId: entityIdField,
  firstName: personNameField.optional(),
  lastName: personNameField.optional(),
  isStudying: z.boolean().optional(),
  isDisabled: z.boolean().optional(),
});

/** A person the change names must be born on the day their ID number says, where both are given. */
const birthMatchesId = refineBirthMatchesId('idNumber', 'dateOfBirth');

/** The change itself, one variant per alteration type. */
export const alterationChangeSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('add_children'),
    children: z.array(childMemberInputSchema.superRefine(birthMatchesId)).min(1).max(MAX_CHILDREN_PER_QUOTE),
  }),
  z.object({
    type: z.literal('add_extended_family'),
    extendedFamily: z
      .array(extendedFamilyInputSchema.superRefine(birthMatchesId))
      .min(1)
      .max(MAX_EXTENDED_FAMILY_PER_QUOTE),
  }),
  z.object({
    type: z.literal('edit_extended_family'),
    members: z
      .array(extendedFamilyEditSchema.superRefine(birthMatchesId))
      .min(1)
      .max(MAX_EXTENDED_FAMILY_PER_QUOTE),
  }),
  z.object({
    type: z.literal('remove_extended_family'),
    memberIds: z.array(entityIdField).min(1).max(MAX_EXTENDED_FAMILY_PER_QUOTE),
  }),
  z.object({
    type: z.literal('change_plan'),
    coverOption: funeralCoverOptionField,
    coverType: funeralCoverTypeField.optional(),
  }),
  z.object({
    type: z.literal('edit_policy_details'),
    billingDay: billingDayField.optional(),
    mainMember: mainMemberDetailsSchema.optional(),
    /** a spouse to add or replace; null removes the spouse */
    spouse: spouseInputSchema.superRefine(birthMatchesId).nullable().optional(),
    children: z.array(childEditSchema).max(MAX_CHILDREN_PER_QUOTE).optional(),
  }),
  z.object({ type: z.literal('edit_beneficiaries'), beneficiaries: beneficiaryListSchema }),
  z.object({
    type: z.literal('update_payment_details'),
    /** absent: the current payment method is kept (with the new billing day) */
    paymentMethod: paymentMethodInputSchema.optional(),
    billingDay: billingDayField.optional(),
  }),
]);
export type AlterationChange = z.infer<typeof alterationChangeSchema>;
export type AlterationChangeDraft = z.input<typeof alterationChangeSchema>;

export { alterationConsentsSchema, type AlterationConsents };

/** Applies a stored preview (with the payment consent for the new premium, when it asks one). */
export const applyAlterationInputSchema = z.object({
  policyId: policyIdField,
  alterationPackageId: entityIdField,
  consents: alterationConsentsSchema.optional(),
});
export type ApplyAlterationInput = z.infer<typeof applyAlterationInputSchema>;

const controls = {
  policyId: policyIdField,
  preview: z.boolean().default(false),
  consents: alterationConsentsSchema.optional(),
};
/**
 * A change call never names a stored package: a body with an alterationPackageId that is not a valid apply
 * (a number, say) is refused, never read as a new change with the id dropped.
 */
const notAnApply = z
  .undefined({ error: 'alterationPackageId must be the id of a stored preview' })
  .optional();
/** A change call's own body (the change fields beside policyId and preview) or an apply of a stored preview. */
const changeCall = <T extends z.ZodRawShape>(shape: T) =>
  z.union([applyAlterationInputSchema, z.object({ ...controls, ...shape, alterationPackageId: notAnApply })]);

export const addChildrenInputSchema = changeCall({
  children: z.array(childMemberInputSchema.superRefine(birthMatchesId)).min(1).max(MAX_CHILDREN_PER_QUOTE),
});
/** getAddExtendedFamilyQuote: always a preview. */
export const addExtendedFamilyQuoteInputSchema = z.object({
  policyId: policyIdField,
  extendedFamily: z
    .array(extendedFamilyInputSchema.superRefine(birthMatchesId))
    .min(1)
    .max(MAX_EXTENDED_FAMILY_PER_QUOTE),
});
export const addExtendedFamilyInputSchema = changeCall({
  extendedFamily: z
    .array(extendedFamilyInputSchema.superRefine(birthMatchesId))
    .min(1)
    .max(MAX_EXTENDED_FAMILY_PER_QUOTE),
});
export const editExtendedFamilyInputSchema = changeCall({
  members: z
    .array(extendedFamilyEditSchema.superRefine(birthMatchesId))
    .min(1)
    .max(MAX_EXTENDED_FAMILY_PER_QUOTE),
});
export const removeExtendedFamilyInputSchema = changeCall({
  memberIds: z.array(entityIdField).min(1).max(MAX_EXTENDED_FAMILY_PER_QUOTE),
});
export const changePlanInputSchema = changeCall({
  coverOption: funeralCoverOptionField,
  coverType: funeralCoverTypeField.optional(),
});
export const editPolicyDetailsInputSchema = changeCall({
  billingDay: billingDayField.optional(),
  mainMember: mainMemberDetailsSchema.optional(),
  spouse: spouseInputSchema.superRefine(birthMatchesId).nullable().optional(),
  children: z.array(childEditSchema).max(MAX_CHILDREN_PER_QUOTE).optional(),
});
export const editBeneficiaryInputSchema = changeCall({ beneficiaries: beneficiaryListSchema });
export const updatePolicyPaymentInputSchema = changeCall({
  /** absent: the current payment method is kept (with the new billing day) */
  paymentMethod: paymentMethodInputSchema.optional(),
  billingDay: billingDayField.optional(),
});
/** deleteBeneficiary (CMS): the removed share is spread over the others pro rata; the last one stays. */
export const deleteBeneficiaryInputSchema = z.object({
  ...controls,
  beneficiaryId: entityIdField,
});

/** Employee createAlterationPackage and CMS alter: the change as a typed object. */
export const createAlterationPackageInputSchema = z.object({
  policyId: policyIdField,
  change: alterationChangeSchema,
});
export const cmsAlterInputSchema = z.union([
  applyAlterationInputSchema,
  z.object({ ...controls, change: alterationChangeSchema, alterationPackageId: notAnApply }),
]);

export const alterationPackageSchema = z.object({
  alterationPackageId: z.string(),
  policyId: z.string(),
  type: z.enum(ALTERATION_TYPES),
  status: z.enum(ALTERATION_STATUSES),
  summary: z.string(),
  currentPremium: z.number().int(),
  newPremium: z.number().int(),
  /** newPremium − currentPremium (negative when the premium goes down) */
  premiumDifference: z.number().int(),
  currentSumAssured: z.number().int(),
  newSumAssured: z.number().int(),
  breakdown: z.array(funeralQuoteBreakdownEntrySchema),
  createdAt: z.string(),
  expiresAt: z.string(),
  appliedAt: z.string().nullable(),
});
export type AlterationPackage = z.infer<typeof alterationPackageSchema>;

/** The reply of every change call: the package, and the updated policy once applied (null for a preview). */
export const alterationReplySchema = z.object({
  alterationPackage: alterationPackageSchema,
  policy: policySchema.nullable(),
  message: z.string(),
});
export type AlterationReply = z.infer<typeof alterationReplySchema>;

export { cancelPolicyInputSchema, type CancelPolicyInput } from '../cancellation.js';

export const cancelPolicyReplySchema = z.object({
  policy: policySchema,
  ...cancelPolicyReplyShape,
});
export type CancelPolicyReply = z.infer<typeof cancelPolicyReplySchema>;
