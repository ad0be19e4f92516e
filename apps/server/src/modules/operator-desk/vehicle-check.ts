/**
 * A vehicle already insured, at the desk (QA walk 8): the desk asks before the inspection link is texted
 * (checkVehicleExists, when the registration number and VIN are entered), the inspection link is not sent
 * for it, and registerVehicle refuses it, each time in the operator's words. Nothing says whose policy
 * insures it: only that it is insured with us.
 */
import {
  type CheckVehicleExistsReply,
  OPERATOR_DESK_MESSAGES,
  type OperatorVehicleCheckInput,
} from '@cover/domain/motor';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { findInsuredVehicle } from '../motor/vehicles.js';

const VEHICLE_INSURED = 'VEHICLE_INSURED';

/** checkVehicleExists: by the registration number (whatever its spacing and case) or the VIN. */
export async function checkVehicleForDesk(
  db: Database,
  input: OperatorVehicleCheckInput,
): Promise<CheckVehicleExistsReply> {
  const insured = await findInsuredVehicle(db, {
    ...(input.vin ? { vin: input.vin } : {}),
    ...(input.registrationNo ? { registrationNo: input.registrationNo } : {}),
  });
  return insured
    ? { exists: true, message: OPERATOR_DESK_MESSAGES.vehicleInsured }
    : { exists: false, message: OPERATOR_DESK_MESSAGES.vehicleFree };
}

/** Refuses (409) a vehicle on an ACTIVE motor policy, the problem on `field` (how the call names it). */
export async function assertVehicleFreeAtDesk(
  db: Database,
  vehicle: { vin: string; registrationNo: string },
  field: string,
): Promise<void> {
  if (await findInsuredVehicle(db, vehicle)) throw vehicleInsuredAtDesk(field);
}

export const vehicleInsuredAtDesk = (field: string) =>
  new AppError(409, VEHICLE_INSURED, OPERATOR_DESK_MESSAGES.vehicleInsured, {
    [field]: OPERATOR_DESK_MESSAGES.vehicleInsured,
  });

/** The motor line's own refusal of an insured vehicle, said to the operator instead; anything else as is. */
export function inOperatorWords(error: unknown): unknown {
  return error instanceof AppError && error.code === VEHICLE_INSURED
    ? vehicleInsuredAtDesk(Object.keys(error.fields ?? {})[0] ?? 'vehicle.vehicle_reg_no')
    : error;
}
