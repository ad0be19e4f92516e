/**
 * The device line as the insurance core knows it: short-term cover (14 days of cooling-off), DEV- policy
 * numbers, its facts (the insured phone's item, its IMEI and replacement cost, the credit life policy sold
 * with it); and device credit life: long-term cover (31 days), DCL- numbers, the finance it settles.
 */
import { DEVICE_CREDIT_LIFE_LINE, DEVICE_LINE } from '@cover/domain/device';
import { creditLifeCoverShape } from '@cover/domain';
import { z } from 'zod';
import { productLine } from '../insurance-core/lines.js';

export const devicePolicyDataSchema = z.object({
  insuredItemId: z.string().uuid(),
  imei: z.string().regex(/^\d{15}$/),
  replacementCost: z.number().int(),
  creditLifePolicyId: z.string().uuid().nullable(),
});
export type DevicePolicyData = z.infer<typeof devicePolicyDataSchema>;

export const DEVICE = productLine(DEVICE_LINE, 'short_term', 'DEV', devicePolicyDataSchema);

export const deviceDataOf = DEVICE.dataOf;

export const creditLifePolicyDataSchema = z
  .object(creditLifeCoverShape)
  .omit({ type: true })
  .extend({ linkedPolicyId: z.string().uuid().nullable() });
export type CreditLifePolicyData = z.infer<typeof creditLifePolicyDataSchema>;

export const DEVICE_CREDIT_LIFE = productLine(
  DEVICE_CREDIT_LIFE_LINE,
  'long_term',
  'DCL',
  creditLifePolicyDataSchema,
);

export const lineDataOfCreditLife = DEVICE_CREDIT_LIFE.dataOf;
