/**
 * The device line as the insurance core knows it: short-term cover (14 days of cooling-off), DEV- policy
 * numbers, its facts (the insured phone's item, its IMEI and replacement cost, the credit life policy sold
 * with it); and device credit life: long-term cover (31 days), DCL- numbers, the finance it settles.
 */
import { DEVICE_CREDIT_LIFE_LINE, DEVICE_LINE, DEVICE_PACKAGES } from '@cover/domain/device';
import { creditLifeLine } from '../credit-life/line.js';
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

/** The insured item of a device policy: the phone, found by the IMEI in its data. */
export const PHONE_ITEM_KIND = 'phone';

/** Credit life on the phone's finance: the shared credit life room on the device credit life line. */
export const DEVICE_CREDIT_LIFE = creditLifeLine(DEVICE_CREDIT_LIFE_LINE, 'DCL', DEVICE_PACKAGES.creditLife);
