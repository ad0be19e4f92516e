/**
 * Device policies as their holder sees them: the core policy (policy-core.ts) with the insured phone, the
 * excess of every claim type, the billing address, payment details, the credit life policy sold with it
 * and the claim still open on it (one open claim per phone).
 */
import { z } from 'zod';
import { cancelPolicyReplyShape } from '../cancellation.js';
import { policyClaimRefSchema } from '../cancellation.js';
import { paymentDetailsSchema } from '../common.js';
import { policyCoreShape, policyDetailShape } from '../policy-core.js';
import { billingAddressSchema, deviceApplicationSchema } from './application.js';
import { deviceExcessSchema } from './quote.js';

export const insuredDeviceSchema = z.object({
  insuredItemId: z.string(),
  deviceId: z.string().nullable(),
  brand: z.string(),
  model: z.string(),
  storageGb: z.number().int().nullable(),
  colour: z.string(),
  imei: z.string(),
  replacementCost: z.number().int(),
  listed: z.boolean(),
  isOnContract: z.boolean(),
  isPurchasedFromProvider: z.boolean(),
  /** 'Samsung Galaxy A15 128 GB (IMEI …4821)' */
  description: z.string(),
});
export type InsuredDevice = z.infer<typeof insuredDeviceSchema>;

export const devicePolicyModuleSchema = z.object({
  type: z.literal('device'),
  device: insuredDeviceSchema,
  excesses: z.array(deviceExcessSchema),
  billingAddress: billingAddressSchema,
  paymentDetails: paymentDetailsSchema.nullable(),
  /** the credit life policy on this phone's finance, if taken */
  creditLifePolicyId: z.string().nullable(),
  /** the claim being dealt with on this phone, if any (one at a time) */
  openClaim: policyClaimRefSchema.nullable(),
});

export const devicePolicySchema = z.object({ ...policyCoreShape, module: devicePolicyModuleSchema });
export type DevicePolicy = z.infer<typeof devicePolicySchema>;
export const devicePolicyDetailSchema = devicePolicySchema.extend(policyDetailShape);
export type DevicePolicyDetail = z.infer<typeof devicePolicyDetailSchema>;
export const devicePolicyListReplySchema = z.object({ data: z.array(devicePolicySchema) });

/** Reply of createApplication and applicationDeclaration: the policy once issued (and its credit life). */
export const deviceApplicationReplySchema = z.object({
  application: deviceApplicationSchema,
  policy: devicePolicySchema.nullable(),
  creditLifePolicyId: z.string().nullable(),
  message: z.string(),
});
export type DeviceApplicationReply = z.infer<typeof deviceApplicationReplySchema>;

export const deviceCancelPolicyReplySchema = z.object({
  policy: devicePolicySchema,
  ...cancelPolicyReplyShape,
});
export type DeviceCancelPolicyReply = z.infer<typeof deviceCancelPolicyReplySchema>;
