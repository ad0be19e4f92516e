/**
 * An edit of a motor policy (the §3 edit form, spec 001 §3): the rules it is priced under (the years of
 * insurance within the holder's age, the odometer reading when it re-values the vehicle, the driver it
 * keeps) and what it consists of once confirmed: the policy's details and its insured item's vehicle.
 */
import {
  editNeedsOdometer,
  MOTOR_POLICY_MESSAGES,
  VEHICLE_MESSAGES,
  type EditedPermanentDriver,
  type MotorPolicyEdit,
  type PermanentDriver,
} from '@cover/domain/motor';
import type { PolicyRow } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import type { LineCallContext } from '../insurance-core/line-context.js';
import type { MotorApplicationDetails } from './application-view.js';
import { assertInsuranceYearsFit } from './quotes.js';

/** An edit as it is stored with its alteration: the driver it keeps written out. */
export type StoredEdit = Omit<MotorPolicyEdit, 'permanentDriver'> & { permanentDriver: PermanentDriver };

/**
 * The permanent driver after an edit: the one sent, or (keepDriver) the named driver the policy has now.
 * Keeping a driver the policy does not name is refused on the driver's name.
 */
function editedDriver(policy: PolicyRow, driver: EditedPermanentDriver): PermanentDriver {
  if (driver.isPermanent) return { isPermanent: true };
  if (!driver.keepDriver) {
    const { keepDriver: _keep, ...named } = driver;
    return named;
  }
  const current = (policy.details as unknown as MotorApplicationDetails).permanentDriver;
  if (current.isPermanent)
    throw new AppError(422, 'ALTERATION_INVALID', VEHICLE_MESSAGES.driver, {
      'edit.permanentDriver.fullName': VEHICLE_MESSAGES.driver,
    });
  return current;
}

/** The edit checked against the policy, as it is priced and stored. */
export function checkedEdit(ctx: LineCallContext, policy: PolicyRow, edit: MotorPolicyEdit): StoredEdit {
  // the holder's age bounds the years of insurance, as in the wizard (QA finding 5)
  assertInsuranceYearsFit(
    edit.previousInsurance.totalConsecutiveYears,
    ctx.holder?.id.number,
    ctx.now,
    'edit.previousInsurance.totalConsecutiveYears',
  );
  // the reading now is asked only of an edit that re-values the vehicle; others keep the policy's
  if (editNeedsOdometer(edit.sumAssured, policy.sumAssured) && edit.vehicleDetails.odometer === undefined)
    throw new AppError(422, 'ALTERATION_INVALID', MOTOR_POLICY_MESSAGES.odometerForSumAssured, {
      'edit.vehicleDetails.odometer': MOTOR_POLICY_MESSAGES.odometerForSumAssured,
    });
  return { ...edit, permanentDriver: editedDriver(policy, edit.permanentDriver) };
}

/** The policy's details after a confirmed edit: the vehicle's reading, colour and use, address and driver. */
export function editedDetails(policy: PolicyRow, edit: StoredEdit): MotorApplicationDetails {
  const details = policy.details as unknown as MotorApplicationDetails;
  return {
    ...details,
    vehicle: {
      ...details.vehicle,
      odometer: edit.vehicleDetails.odometer ?? details.vehicle.odometer,
      colour: edit.vehicleDetails.colour,
      vehicleUsedFor: edit.vehicleUsedFor,
      isEssentialPart: edit.isEssentialPart,
    },
    address: edit.address,
    permanentDriver: edit.permanentDriver,
  };
}
