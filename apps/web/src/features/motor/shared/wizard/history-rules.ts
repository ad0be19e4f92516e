import { z } from 'zod';
import {
  VEHICLE_MESSAGES,
  extrasVehicleProblem,
  extraVehicleDetailsSchema,
  motorVehicleFinanceSchema,
  performanceEnhancementDetailsSchema,
  previousInsuranceDetailsSchema,
} from '@cover/domain/motor';
import type { FlatErrors } from '../../../../components/form-fields/flat-errors';
import { addIssues } from '../../../../components/form-fields/zod-rules';
import { PLAIN_ZOD_MESSAGES } from '../../../../lib/zod-messages';
import { motorCreditLifeErrors } from './credit-life-rules';
import { enhancementsBody, extrasBody, financeBody, previousInsuranceBody } from './registration-payloads';
import type { MotorRegistrationValues, MotorVehicleType } from './registration-types';
import { collector, problemsOf } from './step-problems';

export type HistoryStepValues = Pick<
  MotorRegistrationValues,
  | 'previousInsuranceDetails'
  | 'extraVehicleDetails'
  | 'performanceEnhancementDetails'
  | 'motorVehicleFinance'
  | 'creditLifeDetails'
>;

/** Previous insurance: years insured, claims, a cancellation (with its reason) and convictions. */
export function previousInsuranceErrors(history: HistoryStepValues['previousInsuranceDetails']): FlatErrors {
  const { errors, put, add } = collector();
  const at = (field: string) => `previousInsuranceDetails.${field}`;
  if (history.totalConsecutiveYears === null) put(at('totalConsecutiveYears'), VEHICLE_MESSAGES.years);
  if (history.totalClaims === null) put(at('totalClaims'), VEHICLE_MESSAGES.claims);
  if (history.everCancelled === null) put(at('everCancelled'), PLAIN_ZOD_MESSAGES.yesOrNo);
  if (history.isConvicted === null) put(at('isConvicted'), PLAIN_ZOD_MESSAGES.yesOrNo);
  add(problemsOf(previousInsuranceDetailsSchema, previousInsuranceBody(history), 'previousInsuranceDetails'));
  return errors;
}

/**
 * Extras and performance enhancements: when any are declared, at least one and their value (not '00.00'),
 * and only extras the kind of vehicle may have (no tow bar on a motorcycle).
 */
export function declaredErrors(
  values: Pick<HistoryStepValues, 'extraVehicleDetails' | 'performanceEnhancementDetails'>,
  vehicleType: MotorVehicleType,
): FlatErrors {
  const { errors, put, add } = collector();
  const { extraVehicleDetails: extras, performanceEnhancementDetails: enhancements } = values;
  if (extras.anyExtra === null) put('extraVehicleDetails.anyExtra', PLAIN_ZOD_MESSAGES.yesOrNo);
  else {
    put('extraVehicleDetails.details', extrasVehicleProblem(vehicleType, extras));
    add(problemsOf(extraVehicleDetailsSchema, extrasBody(extras), 'extraVehicleDetails'));
  }
  if (enhancements.anyEnhancement === null)
    put('performanceEnhancementDetails.anyEnhancement', PLAIN_ZOD_MESSAGES.yesOrNo);
  else
    add(
      problemsOf(
        performanceEnhancementDetailsSchema,
        enhancementsBody(enhancements),
        'performanceEnhancementDetails',
      ),
    );
  return errors;
}

/**
 * Step 3: previous insurance, extras (those of the vehicle's kind), enhancements, the vehicle's finance and
 * credit life when chosen.
 */
export function historyStepErrors(values: HistoryStepValues, vehicleType: MotorVehicleType): FlatErrors {
  const { errors, put, add } = collector();
  add(previousInsuranceErrors(values.previousInsuranceDetails));
  add(declaredErrors(values, vehicleType));
  const finance = values.motorVehicleFinance;
  if (finance.isPayingCarLoan === null)
    put('motorVehicleFinance.isPayingCarLoan', PLAIN_ZOD_MESSAGES.yesOrNo);
  else add(problemsOf(motorVehicleFinanceSchema, financeBody(finance), 'motorVehicleFinance'));
  add(motorCreditLifeErrors(values));
  return errors;
}

/** Step 3's rules for the vehicle chosen on step 1 (car or motorcycle). */
export const historyStepSchema = (vehicleType: MotorVehicleType) =>
  z
    .custom<HistoryStepValues>()
    .superRefine((values, ctx) => addIssues(ctx, historyStepErrors(values, vehicleType)));
