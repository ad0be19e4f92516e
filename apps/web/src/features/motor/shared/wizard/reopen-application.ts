import type { CreditLifeApplication } from '@cover/domain';
import type { MotorApplication, MotorQuotePackage } from '@cover/domain/motor';
import { emptyBankAccount } from '../../../../components/policies/bank-account-draft';
import type { MotorFamily } from '../api/valuation-api';
import { bankingStepErrors } from './banking-rules';
import { creditLifeOfApplication } from './credit-life-rules';
import { historyStepErrors } from './history-rules';
import { peopleStepErrors } from './people-rules';
import { inspectionKey, motorQuoteInput, motorQuoteKey, registrationKey } from './registration-payloads';
import {
  MOTOR_STEP,
  emptyVehicle,
  initialMotorValues,
  type MotorRegistrationValues,
  type ReopenedMotorDraft,
} from './registration-types';
import { vehicleStepErrors } from './vehicle-rules';

const randText = (cents: number) => (cents / 100).toFixed(2);

/** 'YYYY-MM' → its year and month, or nulls. */
function yearAndMonth(value: string) {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : { year: null, month: null };
}

/**
 * The answers of a PENDING application as the wizard holds them. The vehicle's value is kept as the amount
 * the application holds. Not returned by the server, so asked again: the bank details (only the debit order
 * day, its billing day), the other driver's ID and licence numbers, and the owner's details.
 */
export function valuesOfApplication(
  application: MotorApplication,
  family: MotorFamily,
  creditLife: CreditLifeApplication | null = null,
): MotorRegistrationValues {
  const initial = initialMotorValues();
  const { module } = application;
  const rated = module.quote.module;
  const registered = yearAndMonth(module.vehicle.vehicleRegistrationDate);
  const [firstName = '', ...rest] = (module.ownerDetails.fullName ?? '').trim().split(/\s+/);
  return {
    ...initial,
    scheme: family === 'employee' ? module.quote.scheme : '',
    vehicle: {
      ...emptyVehicle(),
      vehicle_type: module.vehicle.vehicle_type === 'motorcycle' ? 'motorcycle' : 'car',
      priceSource: 'own',
      make: module.vehicle.make,
      model: module.vehicle.model,
      manufacturingYear: module.vehicle.manufacturingYear,
      estimatedRetailPrice: module.vehicle.estimatedRetailPrice,
      vin: module.vehicle.vin,
      vehicle_reg_no: module.vehicle.vehicle_reg_no,
      engineNo: module.vehicle.engineNo,
      colour: module.vehicle.colour,
      odometer: module.vehicle.odometer,
      vehicleRegistrationYear: registered.year,
      vehicleRegistrationMonth: registered.month,
      vehicleUsedFor: module.vehicle.vehicleUsedFor === 'business' ? 'business' : 'private',
      isEssentialPart: module.vehicle.isEssentialPart,
    },
    address: { googleAddress: { ...module.address.googleAddress } },
    permanentDriver: {
      ...initial.permanentDriver,
      isPermanent: module.permanentDriver.isPermanent,
      fullName: module.permanentDriver.fullName ?? '',
    },
    ownerDetails: {
      ...initial.ownerDetails,
      vehicleOwner: module.ownerDetails.vehicleOwner,
      ...(module.ownerDetails.vehicleOwner ? {} : { firstName, lastName: rest.join(' ') }),
    },
    previousInsuranceDetails: {
      totalConsecutiveYears: rated.previousInsurance.yearsOfCarInsurance,
      totalClaims: rated.previousInsurance.numberOfClaims,
      everCancelled: rated.previousInsurance.insuranceCancelled,
      cancellationReason: rated.previousInsurance.reasonForCancellation ?? '',
      isConvicted: rated.previousInsurance.drunkOrRecklessConviction,
    },
    extraVehicleDetails: {
      anyExtra: rated.vehicleExtras.items.length > 0,
      totalEstimatedValue: randText(rated.vehicleExtras.totalValue),
      details: [...rated.vehicleExtras.items],
    },
    performanceEnhancementDetails: {
      anyEnhancement: rated.enhancements.items.length > 0,
      totalEstimatedValue: randText(rated.enhancements.totalValue),
      details: [...rated.enhancements.items],
    },
    motorVehicleFinance: {
      isPayingCarLoan: module.motorVehicleFinance.isPayingCarLoan,
      creditProvider: module.motorVehicleFinance.creditProvider ?? '',
      responsiblePerson: rated.finance.personFinancing ?? '',
      optForTelkomCreditLife: module.motorVehicleFinance.optForTelkomCreditLife,
    },
    // the linked credit life application's details (the beneficiaries' shares, the balance), when read
    creditLifeDetails: creditLife ? creditLifeOfApplication(creditLife) : initial.creditLifeDetails,
    paymentMethod: family === 'retail' ? 'debit_order' : module.paymentType,
    bankAccount: { ...emptyBankAccount(), debitOrderDate: application.billingDay ?? 0 },
    billingAddress: { ...module.billingAddress },
    effectiveDate: module.effectiveDate,
  };
}

/** The steps that are complete with these values, in order (the first gap ends them). */
function answeredSteps(values: MotorRegistrationValues, family: MotorFamily, inspected: boolean): number[] {
  const empty = (errors: object) => Object.keys(errors).length === 0;
  const checks: [number, boolean][] = [
    [MOTOR_STEP.vehicle, empty(vehicleStepErrors(values, { needsScheme: family === 'employee' }))],
    [MOTOR_STEP.people, empty(peopleStepErrors(values))],
    [MOTOR_STEP.history, empty(historyStepErrors(values, values.vehicle.vehicle_type))],
    [MOTOR_STEP.quote, true],
    [MOTOR_STEP.inspection, inspected],
    [MOTOR_STEP.banking, empty(bankingStepErrors(values))],
  ];
  const answered: number[] = [];
  for (const [step, ok] of checks) {
    if (!ok) break;
    answered.push(step);
  }
  return answered;
}

/**
 * The draft of a PENDING application opened from the policies page: its answers, its quote, its
 * pre-inspection and its applicationId (so that createApplication changes it), opened at the first step
 * that still needs an answer. When every answer is there the application stands as sent.
 */
export function reopenedDraft(
  application: MotorApplication,
  family: MotorFamily,
  creditLife: CreditLifeApplication | null = null,
): ReopenedMotorDraft {
  const values = valuesOfApplication(application, family, creditLife);
  const inspection = application.module.preInspection;
  const answered = answeredSteps(values, family, inspection !== null);
  const complete = answered.length === MOTOR_STEP.banking;
  const quote: MotorQuotePackage = {
    ...application.module.quote,
    quotePackageId: application.quotePackageId,
    createdAt: application.createdAt,
    expiresAt: application.createdAt,
    // the package became this application: a change of answers needs a new one
    expired: true,
  };
  return {
    activeStep: Math.min(answered.length + 1, MOTOR_STEP.submit),
    succeedSteps: answered,
    values,
    quote,
    quoteKey: motorQuoteKey(motorQuoteInput(values, family)),
    preInspection: inspection
      ? {
          preInspectionId: inspection.preInspectionId,
          key: inspectionKey(values.vehicle),
          mobileEnding: null,
          linkExpiresAt: null,
        }
      : null,
    application: {
      applicationId: application.applicationId,
      requiredDocuments: application.requiredDocuments,
      documentsOutstanding: application.documentsOutstanding,
      sentKey: complete && inspection ? registrationKey(values, family, inspection.preInspectionId) : '',
      reopened: true,
    },
  };
}
