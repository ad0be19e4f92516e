/**
 * checkVehicleExits: a vehicle already on an ACTIVE motor policy (by its registration number, whatever its
 * spacing and case, or by its VIN) cannot be insured again. The lookups are serialised per vehicle.
 */
import { isValidVin, normaliseVin, registrationKey } from '@cover/domain';
import { MOTOR_LINE, MOTOR_REGISTRATION_MESSAGES, type CheckVehicleExistsReply } from '@cover/domain/motor';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { findActiveInsuredItem } from '../insurance-core/insured-items.js';

export const VEHICLE_ITEM_KIND = 'vehicle';
export const VEHICLE_FREE = 'This vehicle is not insured with us yet.';

const lookup = (key: string, value: string) => ({ line: MOTOR_LINE, kind: VEHICLE_ITEM_KIND, key, value });

/** The active policy insuring a vehicle with this registration number or VIN, if any. */
export async function findInsuredVehicle(
  db: Database,
  vehicle: { vin?: string; registrationNo?: string },
): Promise<{ policyId: string; policyNumber: string } | null> {
  if (vehicle.vin && isValidVin(vehicle.vin)) {
    const byVin = await findActiveInsuredItem(db, lookup('vin', normaliseVin(vehicle.vin)));
    if (byVin) return byVin;
  }
  if (vehicle.registrationNo) {
    const key = registrationKey(vehicle.registrationNo);
    if (key) return findActiveInsuredItem(db, lookup('registrationKey', key));
  }
  return null;
}

export async function checkVehicleExists(
  db: Database,
  vehicleNumber: string,
): Promise<CheckVehicleExistsReply> {
  const insured = await findInsuredVehicle(db, { vin: vehicleNumber, registrationNo: vehicleNumber });
  return insured
    ? { exists: true, message: MOTOR_REGISTRATION_MESSAGES.vehicleExists }
    : { exists: false, message: VEHICLE_FREE };
}

/** Refuses (409) a vehicle that an ACTIVE motor policy other than `exceptPolicyId` insures. */
export async function assertVehicleFree(
  db: Database,
  vehicle: { vin: string; registrationNo: string },
  exceptPolicyId?: string,
): Promise<void> {
  const insured = await findInsuredVehicle(db, vehicle);
  if (insured && insured.policyId !== exceptPolicyId)
    throw new AppError(409, 'VEHICLE_INSURED', MOTOR_REGISTRATION_MESSAGES.vehicleExists, {
      'vehicle.vehicle_reg_no': MOTOR_REGISTRATION_MESSAGES.vehicleExists,
    });
}
