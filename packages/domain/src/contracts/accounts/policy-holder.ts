import { z } from 'zod';
import {
  emailField,
  optionalSaMobileField,
  personNameField,
  saIdNumberField,
} from '../../validators/zod-fields.js';

/** The create payload of spec 000 §3: type individual, id {type 'id', number, country 'ZA'}, names, email, optional cellphone. */
export const policyHolderCreateSchema = z.object({
  type: z.literal('individual'),
  id: z.object({ type: z.literal('id'), number: saIdNumberField, country: z.literal('ZA') }),
  first_name: personNameField,
  last_name: personNameField,
  email: emailField,
  cellphone: optionalSaMobileField,
});
export type PolicyHolderCreate = z.input<typeof policyHolderCreateSchema>;

/** updatePolicyholder: the same fields except the identity, all optional, plus the holder's id. */
export const policyHolderUpdateSchema = z.object({
  policyHolderId: z.string().uuid(),
  first_name: personNameField.optional(),
  last_name: personNameField.optional(),
  email: emailField.optional(),
  cellphone: optionalSaMobileField,
});

/** A policy holder as the API returns it (date of birth and gender derived from the ID number). */
export const policyHolderSchema = z.object({
  policyHolderId: z.string(),
  type: z.literal('individual'),
  id: z.object({ type: z.literal('id'), number: z.string(), country: z.literal('ZA') }),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  cellphone: z.string().nullable(),
  date_of_birth: z.string(),
  gender: z.enum(['female', 'male']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PolicyHolder = z.infer<typeof policyHolderSchema>;

/**
 * getOwnPolicyholder: the caller's own holder, or null while they have none. A wizard asks it before a
 * first purchase, so it can register the holder first instead of being refused POLICY_HOLDER_REQUIRED.
 */
export const ownPolicyHolderReplySchema = z.object({ policyHolder: policyHolderSchema.nullable() });
export type OwnPolicyHolderReply = z.infer<typeof ownPolicyHolderReplySchema>;

/** getPolicyHolderByIdNumber (POST body, or GET query on the employee family) and api/jmr/policy-holders/get. */
export const policyHolderByIdNumberSchema = z.object({ idNumber: saIdNumberField });
/** POST api/telkom-cms/policyholder/get: idNumber or saId. */
export const cmsPolicyHolderGetSchema = z
  .object({ idNumber: saIdNumberField.optional(), saId: saIdNumberField.optional() })
  .refine((body) => Boolean(body.idNumber ?? body.saId), {
    message: 'idNumber or saId is required',
    path: ['idNumber'],
  });
