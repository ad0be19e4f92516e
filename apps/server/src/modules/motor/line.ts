/**
 * The motor line as the insurance core knows it: short-term cover (14 days of cooling-off), MOT- policy
 * numbers, and its facts: the insured vehicle's item, its VIN and registration number, its type, the scheme
 * it is rated on and the approved pre-inspection its cover started from.
 */
import { MOTOR_LINE } from '@cover/domain/motor';
import { z } from 'zod';
import { productLine } from '../insurance-core/lines.js';

export const motorPolicyDataSchema = z.object({
  insuredItemId: z.string().uuid(),
  vehicleType: z.enum(['car', 'motorcycle']),
  vin: z.string().length(17),
  registrationNo: z.string(),
  scheme: z.enum(['retail', 'management', 'fleet', 'logo', 'motorcycle_logo']),
  preInspectionId: z.string().uuid(),
});
export type MotorPolicyData = z.infer<typeof motorPolicyDataSchema>;

export const MOTOR = productLine(MOTOR_LINE, 'short_term', 'MOT', motorPolicyDataSchema);

export const motorDataOf = MOTOR.dataOf;

/** The insured item of a motor policy: kind 'vehicle', these facts in its data. */
export interface VehicleItemData {
  vin: string;
  registrationNo: string;
  make: string;
  model: string;
  manufacturingYear: number;
  colour: string;
  engineNo: string;
  vehicleType: 'car' | 'motorcycle';
}
