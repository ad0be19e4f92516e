import { z } from 'zod';
import { parseSaIdNumber } from '@cover/domain';
import {
  VEHICLE_MESSAGES,
  extrasVehicleProblem,
  extraVehicleDetailsSchema,
  maxYearsOfCarInsurance,
  motorVehicleFinanceSchema,
  performanceEnhancementDetailsSchema,
  previousInsuranceDetailsSchema,
  yearsOfCarInsuranceMessage,
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

/**
 * The most years of uninterrupted motor insurance the policy holder with this SA ID number can have had on
 * `today` (age − 18, QA ops 10), or null when the ID number cannot be read (the age is not known).
 */
export function mostInsuranceYearsFor(idNumber: string, today: Date = new Date()): number | null {
  const holder = parseSaIdNumber(idNumber, today);
  return holder.valid ? maxYearsOfCarInsurance(holder.age) : null;
}

/**
 * Previous insurance: years insured (no more than the holder's age allows, when `mostYears` is known),
 * claims, a cancellation (with its reason) and convictions.
 */
export function previousInsuranceErrors(
  history: HistoryStepValues['previousInsuranceDetails'],
  mostYears: number | null = null,
): FlatErrors {
  const { errors, put, add } = collector();
  const at = (field: string) => `previousInsuranceDetails.${field}`;
  const years = history.totalConsecutiveYears;
  if (years === null) put(at('totalConsecutiveYears'), VEHICLE_MESSAGES.years);
  else if (mostYears !== null && years > mostYears)
    put(at('totalConsecutiveYears'), yearsOfCarInsuranceMessage(mostYears));
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
export function historyStepErrors(
  values: HistoryStepValues,
  vehicleType: MotorVehicleType,
  mostYears: number | null = null,
  selfOnFile = false,
): FlatErrors {
  const { errors, put, add } = collector();
  add(previousInsuranceErrors(values.previousInsuranceDetails, mostYears));
  add(declaredErrors(values, vehicleType));
  const finance = values.motorVehicleFinance;
  if (finance.isPayingCarLoan === null)
    put('motorVehicleFinance.isPayingCarLoan', PLAIN_ZOD_MESSAGES.yesOrNo);
  else add(problemsOf(motorVehicleFinanceSchema, financeBody(finance), 'motorVehicleFinance'));
  add(motorCreditLifeErrors(values, selfOnFile));
  return errors;
}

/**
 * Step 3's rules for the vehicle chosen on step 1 (car or motorcycle), when the holder's age is known the
 * most years of motor insurance they can have had, and whether the customer as the person responsible for
 * the finance is filled in by the server (`selfOnFile`, the desk: their names and ID number are not asked).
 */
export const historyStepSchema = (
  vehicleType: MotorVehicleType,
  mostYears: number | null = null,
  selfOnFile = false,
) =>
  z
    .custom<HistoryStepValues>()
    .superRefine((values, ctx) =>
      addIssues(ctx, historyStepErrors(values, vehicleType, mostYears, selfOnFile)),
    );
