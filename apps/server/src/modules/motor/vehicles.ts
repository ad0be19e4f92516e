/**
 * checkVehicleExits: a vehicle already on an ACTIVE motor policy (by its registration number, whatever its
 * spacing and case, or by its VIN) cannot be insured again. The lookups are serialised per vehicle. Nor can a
 * vehicle claimed as stolen or hijacked on an approved claim (QA walk 12 no. 1), by anyone.
 */
import { isValidVin, normaliseVin, registrationKey } from '@cover/domain';
import {
  MOTOR_LINE,
  MOTOR_REGISTRATION_MESSAGES,
  MOTOR_THEFT_CLAIM_TYPES,
  type CheckVehicleExistsReply,
} from '@cover/domain/motor';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { findActiveInsuredItem } from '../insurance-core/insured-items.js';
import { isItemClaimedLost } from '../insurance-core/items-lost.js';
import { motorClaimTypeKey } from './claim-type-key.js';

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

const THEFT_CLAIM_TYPES = MOTOR_THEFT_CLAIM_TYPES.map(motorClaimTypeKey);

/**
 * Whether the vehicle (by its VIN, or by its registration number where it has no valid VIN) was claimed as
 * stolen or hijacked on an approved claim, on any motor policy.
 */
export async function isVehicleClaimedStolen(
  db: Database,
  vehicle: { vin?: string; registrationNo?: string },
): Promise<boolean> {
  const theft = { line: MOTOR_LINE, kind: VEHICLE_ITEM_KIND, claimTypes: THEFT_CLAIM_TYPES };
  if (vehicle.vin && isValidVin(vehicle.vin))
    return isItemClaimedLost(db, { ...theft, key: 'vin', value: normaliseVin(vehicle.vin) });
  const key = vehicle.registrationNo ? registrationKey(vehicle.registrationNo) : '';
  return key ? isItemClaimedLost(db, { ...theft, key: 'registrationKey', value: key }) : false;
}

/**
 * Refuses a vehicle that an ACTIVE motor policy other than `exceptPolicyId` insures (409), or that was claimed
 * as stolen or hijacked on an approved claim (422, with a call back as the way forward).
 */
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
  if (await isVehicleClaimedStolen(db, vehicle)) {
    const message = MOTOR_REGISTRATION_MESSAGES.vehicleClaimedStolen;
    throw new AppError(422, 'VEHICLE_CLAIMED_STOLEN', message, { 'vehicle.vehicle_reg_no': message });
  }
}
