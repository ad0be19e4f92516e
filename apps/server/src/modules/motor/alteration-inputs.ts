/**
 * The quote input a motor change is priced on: the input the policy was priced on, rebuilt from its stored
 * quote and details, with the §3 edit applied (a sum insured within 20 % of the valuation) or the new
 * vehicle of a swap (extras and enhancements stay with the old vehicle).
 */
import {
  MOTOR_POLICY_MESSAGES,
  type MotorPolicyEdit,
  type MotorQuote,
  type MotorQuoteInput,
  type VehicleDetails,
} from '@cover/domain/motor';
import type { PolicyRow } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import type { MotorApplicationDetails } from './application-view.js';

const rand = (cents: number) => (cents / 100).toFixed(2);

/** The quote input the policy was priced on, rebuilt from its stored quote and details. */
export function quotedInput(policy: PolicyRow): MotorQuoteInput {
  const quote = policy.module as unknown as MotorQuote;
  const details = policy.details as unknown as MotorApplicationDetails;
  const { previousInsurance, vehicleExtras, enhancements, finance } = quote.module;
  return {
    vehicle: {
      vehicle_type: details.vehicle.vehicle_type,
      make: details.vehicle.make,
      model: details.vehicle.model,
      manufacturingYear: details.vehicle.manufacturingYear,
      valuationId: details.vehicle.valuationId,
      estimatedRetailPrice: details.vehicle.estimatedRetailPrice,
      isEstimatedRetailPrice: details.vehicle.isEstimatedRetailPrice,
      vehicleUsedFor: details.vehicle.vehicleUsedFor,
      isEssentialPart: details.vehicle.isEssentialPart,
    },
    scheme: quote.scheme,
    previousInsuranceDetails: {
      totalConsecutiveYears: previousInsurance.yearsOfCarInsurance,
      totalClaims: previousInsurance.numberOfClaims,
      everCancelled: previousInsurance.insuranceCancelled,
      cancellationReason: previousInsurance.reasonForCancellation ?? undefined,
      isConvicted: previousInsurance.drunkOrRecklessConviction,
    },
    extraVehicleDetails: {
      anyExtra: vehicleExtras.totalValue > 0,
      totalEstimatedValue: rand(vehicleExtras.totalValue),
      details: vehicleExtras.items,
    },
    performanceEnhancementDetails: {
      anyEnhancement: enhancements.totalValue > 0,
      totalEstimatedValue: rand(enhancements.totalValue),
      details: enhancements.items,
    },
    finance: { payingOffLoan: finance.payingOffLoan, personFinancing: finance.personFinancing ?? undefined },
  };
}

/**
 * The vehicle's own value an edit asks for. Its sumAssured is the sum insured as the policy shows it: the
 * vehicle with the extras and enhancements it is insured with now, so those are taken off again (the edit's
 * own extras are priced on top of the vehicle). The vehicle must stay within 20 % of its valuation.
 */
function editedVehicleValue(quote: MotorQuote, sumAssured: number | undefined): number {
  if (sumAssured === undefined) return quote.vehicleValue;
  const added = quote.sumAssured - quote.vehicleValue;
  const value = sumAssured - added;
  const [least, most] = [Math.round(quote.vehicleValue * 0.8), Math.round(quote.vehicleValue * 1.2)];
  if (value < least || value > most) {
    const message = MOTOR_POLICY_MESSAGES.sumAssuredRange(least + added, most + added);
    throw new AppError(422, 'ALTERATION_INVALID', message, { 'edit.sumAssured': message });
  }
  return value;
}

export function editedInput(policy: PolicyRow, edit: MotorPolicyEdit): MotorQuoteInput {
  const base = quotedInput(policy);
  const quote = policy.module as unknown as MotorQuote;
  const vehicleValue = editedVehicleValue(quote, edit.sumAssured);
  return {
    ...base,
    vehicle: {
      ...base.vehicle,
      ...(vehicleValue !== quote.vehicleValue
        ? { valuationId: null, estimatedRetailPrice: vehicleValue, isEstimatedRetailPrice: true }
        : {}),
      vehicleUsedFor: edit.vehicleUsedFor,
      isEssentialPart: edit.isEssentialPart,
    },
    previousInsuranceDetails: edit.previousInsurance,
    extraVehicleDetails: edit.extraVehicleDetails,
    performanceEnhancementDetails: edit.performanceEnhancementDetails,
    finance: { payingOffLoan: edit.finance.payingOffLoan, personFinancing: base.finance.personFinancing },
  };
}

export function swappedInput(policy: PolicyRow, vehicle: VehicleDetails): MotorQuoteInput {
  const base = quotedInput(policy);
  return {
    ...base,
    vehicle: {
      vehicle_type: vehicle.vehicle_type,
      make: vehicle.make,
      model: vehicle.model,
      manufacturingYear: vehicle.manufacturingYear,
      valuationId: vehicle.valuationId,
      estimatedRetailPrice: vehicle.estimatedRetailPrice,
      isEstimatedRetailPrice: vehicle.isEstimatedRetailPrice,
      vehicleUsedFor: vehicle.vehicleUsedFor,
      isEssentialPart: vehicle.isEssentialPart,
    },
    // extras and enhancements belong to the old vehicle
    extraVehicleDetails: { anyExtra: false, totalEstimatedValue: '00.00', details: [] },
    performanceEnhancementDetails: { anyEnhancement: false, totalEstimatedValue: '00.00', details: [] },
  };
}
