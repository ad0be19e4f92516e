/**
 * Vehicle credit life as the insurance core knows it: the shared credit life room on the vehicle credit
 * life line — long-term cover (31 days of cooling-off), VCL- policy numbers, the finance it settles.
 */
import { VEHICLE_CREDIT_LIFE_LINE, VEHICLE_CREDIT_LIFE_PACKAGE } from '@cover/domain/motor';
import { creditLifeLine } from '../credit-life/line.js';

export const VEHICLE_CREDIT_LIFE = creditLifeLine(
  VEHICLE_CREDIT_LIFE_LINE,
  'VCL',
  VEHICLE_CREDIT_LIFE_PACKAGE,
);

/** How a financed vehicle is named on its credit life: 'Toyota Hilux 2020 (CA 123-456, VIN …123456)'. */
export const vehicleFinancedItem = (vehicle: {
  make: string;
  model: string;
  manufacturingYear: number;
  vin: string;
  registrationNo?: string | null | undefined;
}): string =>
  `${vehicle.make} ${vehicle.model} ${vehicle.manufacturingYear} (${
    vehicle.registrationNo ? `${vehicle.registrationNo}, ` : ''
  }VIN …${vehicle.vin.slice(-6)})`;
