import { z } from 'zod';
import { isValidYearMonth, toYearMonth } from '@cover/domain';
import {
  VALUATION_MESSAGES,
  VEHICLE_MESSAGES,
  manufacturingYearField,
  motorSchemeField,
  quotedVehicleShape,
  vehicleDetailsSchema,
  vehicleRegistrationNumberField,
  vehicleUseField,
  vehicleValueField,
  vinField,
} from '@cover/domain/motor';
import type { FlatErrors } from '../../../../components/form-fields/flat-errors';
import { addIssues } from '../../../../components/form-fields/zod-rules';
import { PLAIN_ZOD_MESSAGES } from '../../../../lib/zod-messages';
import type { MotorRegistrationValues, MotorVehicleDraft } from './registration-types';
import { collector, problemOf } from './step-problems';

/** The guide has the vehicle but no retail price for it: the customer gives the value. */
export const GUIDE_WITHOUT_PRICE =
  'The valuation guide has no retail price for this vehicle. Please enter what it would sell for today.';
/** Make, model and year were chosen but the guide does not list them together. */
export const NOT_IN_GUIDE =
  'We could not find this vehicle in the valuation guide. Choose “The vehicle is not listed” to give its value.';

const detail = vehicleDetailsSchema.in.shape;
const SCHEME_MESSAGE = problemOf(motorSchemeField, '') ?? PLAIN_ZOD_MESSAGES.choose;

/** The vehicle's make, model, year and value: from the guide or as the customer gives them. */
export function vehicleChoiceErrors(vehicle: MotorVehicleDraft, prefix = 'vehicle'): FlatErrors {
  const { errors, put } = collector();
  const at = (field: string) => `${prefix}.${field}`;
  if (vehicle.priceSource === 'guide') {
    if (!vehicle.make.trim()) put(at('make'), VALUATION_MESSAGES.make);
    else if (!vehicle.model.trim()) put(at('model'), VALUATION_MESSAGES.model);
    else if (vehicle.manufacturingYear === null) put(at('manufacturingYear'), VALUATION_MESSAGES.year);
    else if (vehicle.valuation === null) put(at('manufacturingYear'), NOT_IN_GUIDE);
    else if (vehicle.valuation.retailPrice === 0)
      put(at('estimatedRetailPrice'), problemOf(vehicleValueField, vehicle.estimatedRetailPrice));
    return errors;
  }
  put(at('make'), problemOf(quotedVehicleShape.make, vehicle.make));
  put(at('model'), problemOf(quotedVehicleShape.model, vehicle.model));
  put(at('manufacturingYear'), problemOf(manufacturingYearField, vehicle.manufacturingYear));
  put(at('estimatedRetailPrice'), problemOf(vehicleValueField, vehicle.estimatedRetailPrice));
  return errors;
}

/** A vehicle cannot have been registered after the current month. */
const registeredByNow = (year: number, month: number, today: Date) =>
  year * 12 + month <= today.getFullYear() * 12 + today.getMonth() + 1;

/**
 * vehicleRegistrationDate, built as YYYY-MM from the two fields (spec 001 §5): year from 1900 to this year,
 * month 1 to 12, not after this month and not before the vehicle was made (a year's leeway).
 */
export function registrationDateProblem(vehicle: MotorVehicleDraft, today: Date = new Date()): string | null {
  const { vehicleRegistrationYear: year, vehicleRegistrationMonth: month, manufacturingYear } = vehicle;
  if (year === null || month === null) return VEHICLE_MESSAGES.registrationDate;
  if (month >= 1 && month <= 12 && !registeredByNow(year, month, today))
    return VEHICLE_MESSAGES.registrationNotYet;
  if (!isValidYearMonth(toYearMonth(year, month), today)) return VEHICLE_MESSAGES.registrationDate;
  if (manufacturingYear !== null && year < manufacturingYear - 1)
    return VEHICLE_MESSAGES.registeredBeforeMade;
  return null;
}

export type VehicleStepValues = Pick<MotorRegistrationValues, 'scheme' | 'vehicle'>;

/** Step 1: the scheme (employees), the vehicle, its value, identity and condition, its use. */
export function vehicleStepErrors(
  values: VehicleStepValues,
  { needsScheme }: { needsScheme: boolean },
  today: Date = new Date(),
): FlatErrors {
  const { errors, put, add } = collector();
  const { vehicle } = values;
  if (needsScheme && !values.scheme) put('scheme', SCHEME_MESSAGE);
  add(vehicleChoiceErrors(vehicle));
  put('vehicle.vin', problemOf(vinField, vehicle.vin));
  put('vehicle.vehicle_reg_no', problemOf(vehicleRegistrationNumberField, vehicle.vehicle_reg_no));
  put('vehicle.engineNo', problemOf(detail.engineNo, vehicle.engineNo));
  put('vehicle.colour', problemOf(detail.colour, vehicle.colour));
  put('vehicle.odometer', problemOf(detail.odometer, vehicle.odometer));
  const date = registrationDateProblem(vehicle, today);
  put(
    vehicle.vehicleRegistrationYear === null
      ? 'vehicle.vehicleRegistrationYear'
      : 'vehicle.vehicleRegistrationMonth',
    date,
  );
  put('vehicle.vehicleUsedFor', problemOf(vehicleUseField, vehicle.vehicleUsedFor));
  if (vehicle.isEssentialPart === null) put('vehicle.isEssentialPart', PLAIN_ZOD_MESSAGES.yesOrNo);
  return errors;
}

export const vehicleStepSchema = (needsScheme: boolean) =>
  z
    .custom<VehicleStepValues>()
    .superRefine((values, ctx) => addIssues(ctx, vehicleStepErrors(values, { needsScheme })));
