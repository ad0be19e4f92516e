/**
 * free/getManagementPolicy: the public sheet of the motor schemes — each scheme's package, its discount on
 * the rate table in force and the vehicles it insures — so a visitor can see what an employee scheme offers.
 */
import { MOTOR_COOLING_OFF_DAYS, MOTOR_PACKAGES, currentMotorRateTable } from '@cover/domain/motor';
import { schemeLabel } from './schemes.js';

export function managementPolicySheet(now: Date) {
  const table = currentMotorRateTable(now);
  const schemes = (Object.keys(MOTOR_PACKAGES) as (keyof typeof MOTOR_PACKAGES)[]).map((scheme) => ({
    scheme,
    label: schemeLabel(scheme),
    packageName: MOTOR_PACKAGES[scheme],
    discountPercentage: table.schemes[scheme].discountPercentage,
    vehicleTypes: [...table.schemes[scheme].vehicleTypes],
  }));
  return { schemes, rateTableVersion: table.version, coolingOffDays: MOTOR_COOLING_OFF_DAYS };
}
