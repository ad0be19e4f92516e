import { z } from 'zod';
import { extrasVehicleProblem, extraVehicleDetailsSchema, vehicleUseField } from '@cover/domain/motor';
import type { FlatErrors } from '../../../../components/form-fields/flat-errors';
import { addIssues } from '../../../../components/form-fields/zod-rules';
import { PLAIN_ZOD_MESSAGES } from '../../../../lib/zod-messages';
import { previousInsuranceErrors } from '../wizard/history-rules';
import { extrasBody } from '../wizard/registration-payloads';
import type { MotorRegistrationValues } from '../wizard/registration-types';
import { collector, problemOf, problemsOf } from '../wizard/step-problems';
import { vehicleChoiceErrors } from '../wizard/vehicle-rules';

/** What the motor page's estimate asks: the vehicle and its value, its use, previous insurance, extras. */
export type EstimateValues = Pick<
  MotorRegistrationValues,
  'vehicle' | 'previousInsuranceDetails' | 'extraVehicleDetails'
>;

/** Field → message for the estimate; empty when it can be priced. */
export function estimateErrors(values: EstimateValues): FlatErrors {
  const { errors, put, add } = collector();
  add(vehicleChoiceErrors(values.vehicle));
  put('vehicle.vehicleUsedFor', problemOf(vehicleUseField, values.vehicle.vehicleUsedFor));
  add(previousInsuranceErrors(values.previousInsuranceDetails));
  const extras = values.extraVehicleDetails;
  if (extras.anyExtra === null) put('extraVehicleDetails.anyExtra', PLAIN_ZOD_MESSAGES.yesOrNo);
  else {
    put('extraVehicleDetails.details', extrasVehicleProblem(values.vehicle.vehicle_type, extras));
    add(problemsOf(extraVehicleDetailsSchema, extrasBody(extras), 'extraVehicleDetails'));
  }
  return errors;
}

export const estimateSchema = z
  .custom<EstimateValues>()
  .superRefine((values, ctx) => addIssues(ctx, estimateErrors(values)));
