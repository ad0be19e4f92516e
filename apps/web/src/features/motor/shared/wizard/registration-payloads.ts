import type { MotorQuoteInputDraft } from '@cover/domain/motor';
import { debitOrderPayment } from '../../../../components/policies/bank-account-schema';
import type { BillingAddressDraft } from '../../../../components/policies/billing-address-draft';
import { paymentFieldOf } from '../../../../components/policies/payment-rules';
import type { MotorFamily } from '../api/valuation-api';
import { creditLifeChosen, creditLifeDetailsBody } from './credit-life-rules';
import {
  MOTOR_STEP,
  type EnhancementsDraft,
  type ExtrasDraft,
  type MotorFinanceDraft,
  type MotorRegistrationValues,
  type MotorVehicleDraft,
  type OwnerDetailsDraft,
  type PermanentDriverDraft,
  type PreviousInsuranceDraft,
} from './registration-types';

/** Whether the vehicle is valued by the guide's retail price (not 0), rather than the customer's estimate. */
export const usesGuidePrice = (vehicle: MotorVehicleDraft) =>
  vehicle.priceSource === 'guide' && vehicle.valuation !== null && vehicle.valuation.retailPrice > 0;

/**
 * The vehicle's value as the quote takes it: the guide's retail price with its valuation, or the customer's
 * own estimate (valuationId null). isEstimatedRetailPrice: the price parses to a number that is not 0.
 */
export function vehiclePrice(vehicle: MotorVehicleDraft) {
  const guide = usesGuidePrice(vehicle);
  const estimatedRetailPrice = guide
    ? (vehicle.valuation?.retailPrice ?? 0)
    : (vehicle.estimatedRetailPrice ?? 0);
  return {
    valuationId: guide ? (vehicle.valuation?.valuationId ?? null) : null,
    estimatedRetailPrice,
    isEstimatedRetailPrice: estimatedRetailPrice > 0,
  };
}

const trimmed = (value: string) => value.trim();

/** An address in one line: '12 Long Street, Cape Town, 8001'. */
export const addressLine = (address: BillingAddressDraft) =>
  [address.formattedAddress, address.city, address.code].map(trimmed).filter(Boolean).join(', ');

const billingAddressBody = (address: BillingAddressDraft) => ({
  formattedAddress: address.formattedAddress.trim(),
  city: address.city.trim(),
  provience: address.provience,
  code: address.code.trim(),
});

/** What was declared (extras, enhancements): nothing declared sends the defaults. */
function declared(any: boolean | null, totalEstimatedValue: string, details: readonly string[]) {
  return any === true
    ? { totalEstimatedValue: totalEstimatedValue.trim(), details: [...details] }
    : { totalEstimatedValue: '00.00', details: [] };
}

/** The permanent driver as createApplication takes it: the applicant, or the person named. */
export const driverBody = (driver: PermanentDriverDraft) =>
  driver.isPermanent === false
    ? {
        isPermanent: false as const,
        relationShip: driver.relationShip,
        idNumber: driver.idNumber.trim(),
        fullName: driver.fullName.trim(),
        licenceNumber: driver.licenceNumber.trim(),
      }
    : { isPermanent: true as const };

/** The registered owner: the applicant, or the person named (their ID number when given). */
export const ownerBody = (owner: OwnerDetailsDraft) =>
  owner.vehicleOwner === false
    ? {
        vehicleOwner: false as const,
        firstName: owner.firstName.trim(),
        lastName: owner.lastName.trim(),
        ...(owner.idNumber.trim() ? { idNumber: owner.idNumber.trim() } : {}),
        relationship: owner.relationship,
      }
    : { vehicleOwner: true as const };

/** motorVehicleFinance: the loan, who pays it and the credit life opt-in. */
export const financeBody = (finance: MotorFinanceDraft) =>
  finance.isPayingCarLoan === true
    ? {
        isPayingCarLoan: true as const,
        creditProvider: finance.creditProvider.trim(),
        responsiblePerson: finance.responsiblePerson.trim(),
        optForTelkomCreditLife: finance.optForTelkomCreditLife,
      }
    : { isPayingCarLoan: false as const };

export const previousInsuranceBody = (history: PreviousInsuranceDraft) => ({
  totalConsecutiveYears: history.totalConsecutiveYears ?? 0,
  totalClaims: history.totalClaims ?? 0,
  everCancelled: history.everCancelled === true,
  ...(history.everCancelled === true ? { cancellationReason: history.cancellationReason.trim() } : {}),
  isConvicted: history.isConvicted === true,
});

export const extrasBody = (extras: ExtrasDraft) => ({
  anyExtra: extras.anyExtra === true,
  ...declared(extras.anyExtra, extras.totalEstimatedValue, extras.details),
});

export const enhancementsBody = (enhancements: EnhancementsDraft) => ({
  anyEnhancement: enhancements.anyEnhancement === true,
  ...declared(enhancements.anyEnhancement, enhancements.totalEstimatedValue, enhancements.details),
});

export const vehicleAddressBody = (place: BillingAddressDraft) => ({
  address: addressLine(place),
  googleAddress: billingAddressBody(place),
});

/** The rating facts of the vehicle (the quote's `vehicle`). */
export function quotedVehicle(vehicle: MotorVehicleDraft) {
  return {
    vehicle_type: vehicle.vehicle_type,
    make: vehicle.make.trim(),
    model: vehicle.model.trim(),
    manufacturingYear: vehicle.manufacturingYear ?? 0,
    ...vehiclePrice(vehicle),
    vehicleUsedFor: vehicle.vehicleUsedFor || 'private',
    isEssentialPart: vehicle.isEssentialPart === true,
  };
}

/** The quote input (getVehicleEstimate, getVehicleQuote); an employee's scheme, none for retail. */
export function motorQuoteInput(values: MotorRegistrationValues, family: MotorFamily): MotorQuoteInputDraft {
  const finance = values.motorVehicleFinance;
  const paying = finance.isPayingCarLoan === true;
  return {
    vehicle: quotedVehicle(values.vehicle) as MotorQuoteInputDraft['vehicle'],
    ...(family === 'employee' && values.scheme
      ? { scheme: values.scheme as MotorQuoteInputDraft['scheme'] }
      : {}),
    previousInsuranceDetails: previousInsuranceBody(values.previousInsuranceDetails),
    extraVehicleDetails: extrasBody(values.extraVehicleDetails),
    performanceEnhancementDetails: enhancementsBody(values.performanceEnhancementDetails),
    finance: {
      payingOffLoan: paying,
      ...(paying ? { personFinancing: finance.responsiblePerson.trim() } : {}),
    },
  };
}

/** The key of a quote input: a stored quote serves the draft while it priced the same input. */
export const motorQuoteKey = (input: MotorQuoteInputDraft) => JSON.stringify(input);

/** createPreinspection's body: the vehicle's facts as the licence disc and the papers give them. */
export function inspectionInput(vehicle: MotorVehicleDraft) {
  return {
    assessmentType: 'PRE_INSPECTION' as const,
    make: vehicle.make.trim(),
    model: vehicle.model.trim(),
    color: vehicle.colour.trim(),
    registrationNo: vehicle.vehicle_reg_no.trim(),
    vinNo: vehicle.vin.trim(),
    engineNo: vehicle.engineNo.trim(),
    licenceNo: (vehicle.licenceNo || vehicle.vehicle_reg_no).trim(),
    odometerValue: vehicle.odometer ?? 0,
    manufacturingYear: vehicle.manufacturingYear ?? 0,
    vehicleRegistrationYear: vehicle.vehicleRegistrationYear ?? 0,
    vehicleRegistrationMonth: vehicle.vehicleRegistrationMonth ?? 0,
    estimatedRetailPrice: vehiclePrice(vehicle).estimatedRetailPrice,
  };
}

/** The key of the facts a pre-inspection was made from: other facts need a new inspection. */
export const inspectionKey = (vehicle: MotorVehicleDraft) => JSON.stringify(inspectionInput(vehicle));

/**
 * The registration form's answers as createApplication takes them (spec 001 §3 names); `selfOnFile`: the
 * server fills in the customer as credit life's person responsible (the desk's registerVehicle).
 */
export function registrationAnswers(
  values: MotorRegistrationValues,
  preInspectionId: string,
  selfOnFile = false,
) {
  const { vehicle } = values;
  const debitOrder = values.paymentMethod === 'debit_order';
  return {
    vehicle: {
      ...quotedVehicle(vehicle),
      vin: vehicle.vin.trim(),
      vehicle_reg_no: vehicle.vehicle_reg_no.trim(),
      colour: vehicle.colour.trim(),
      engineNo: vehicle.engineNo.trim(),
      odometer: vehicle.odometer ?? 0,
      engineDisplacement: null,
      vehicleRegistrationYear: vehicle.vehicleRegistrationYear ?? 0,
      vehicleRegistrationMonth: vehicle.vehicleRegistrationMonth ?? 0,
      preInspectionId,
    },
    address: vehicleAddressBody(values.address.googleAddress),
    permanentDriver: driverBody(values.permanentDriver),
    ownerDetails: ownerBody(values.ownerDetails),
    motorVehicleFinance: financeBody(values.motorVehicleFinance),
    ...(creditLifeChosen(values)
      ? { creditLifeDetails: creditLifeDetailsBody(values.creditLifeDetails, selfOnFile) }
      : {}),
    paymentMethod: debitOrder
      ? debitOrderPayment(values.bankAccount)
      : { type: 'deduct_from_salary' as const },
    ...(debitOrder ? { billingDay: values.bankAccount.debitOrderDate } : {}),
    billingAddress: billingAddressBody(values.billingAddress),
    effectiveDate: values.effectiveDate,
  };
}

/** The key of the answers an application was made from (with the quote input they were priced by). */
export const registrationKey = (
  values: MotorRegistrationValues,
  family: MotorFamily,
  preInspectionId: string,
) => JSON.stringify([motorQuoteInput(values, family), registrationAnswers(values, preInspectionId)]);

/** The createApplication body: the answers, the quote package, the terms and, to change it, the application. */
export function registrationBody(
  values: MotorRegistrationValues,
  ids: { quotePackageId: string; preInspectionId: string; applicationId: string | null },
  selfOnFile = false,
): Record<string, unknown> {
  return {
    ...(ids.applicationId ? { applicationId: ids.applicationId } : {}),
    quote_package_id: ids.quotePackageId,
    ...registrationAnswers(values, ids.preInspectionId, selfOnFile),
    acceptTermsAndCondition: values.consents.terms,
  };
}

/** createPreinspection's field names → the vehicle step's. */
const INSPECTION_FIELDS: Readonly<Record<string, string>> = {
  make: 'vehicle.make',
  model: 'vehicle.model',
  color: 'vehicle.colour',
  registrationNo: 'vehicle.vehicle_reg_no',
  licenceNo: 'vehicle.vehicle_reg_no',
  vinNo: 'vehicle.vin',
  engineNo: 'vehicle.engineNo',
  odometerValue: 'vehicle.odometer',
  manufacturingYear: 'vehicle.manufacturingYear',
  vehicleRegistrationYear: 'vehicle.vehicleRegistrationYear',
  vehicleRegistrationMonth: 'vehicle.vehicleRegistrationMonth',
  estimatedRetailPrice: 'vehicle.estimatedRetailPrice',
};

/** A field the server named in createPreinspection → the form's field, or null. */
export const inspectionFieldOf = (serverPath: string): string | null =>
  INSPECTION_FIELDS[serverPath.split('.')[0] ?? serverPath] ?? null;

/** Fields the form names otherwise than the quote and createApplication do. */
const RENAMED: Readonly<Record<string, string>> = {
  'finance.personFinancing': 'motorVehicleFinance.responsiblePerson',
  'finance.payingOffLoan': 'motorVehicleFinance.isPayingCarLoan',
  'vehicle.valuationId': 'vehicle.make',
  'vehicle.isEstimatedRetailPrice': 'vehicle.estimatedRetailPrice',
  'vehicle.engineDisplacement': 'vehicle.engineNo',
  'vehicle.preInspectionId': 'inspectionMobile',
  'address.address': 'address.googleAddress.formattedAddress',
  acceptTermsAndCondition: 'consents.terms',
  quote_package_id: 'quote',
};

/** A field the server named in the quote or createApplication → the form's field path. */
export function formFieldOf(serverPath: string): string {
  if (RENAMED[serverPath]) return RENAMED[serverPath];
  const payment = paymentFieldOf(serverPath);
  if (payment) return payment;
  if (serverPath === 'address' || serverPath === 'address.googleAddress')
    return 'address.googleAddress.formattedAddress';
  return serverPath;
}

/** The step that asks for a field of the form (its path). */
export function stepOfField(path: string): number {
  const field = path.split('.')[0] ?? path;
  if (field === 'scheme' || field === 'vehicle') return MOTOR_STEP.vehicle;
  if (['address', 'permanentDriver', 'ownerDetails'].includes(field)) return MOTOR_STEP.people;
  if (
    [
      'previousInsuranceDetails',
      'extraVehicleDetails',
      'performanceEnhancementDetails',
      'motorVehicleFinance',
      'creditLifeDetails',
    ].includes(field)
  )
    return MOTOR_STEP.history;
  if (field === 'quote') return MOTOR_STEP.quote;
  if (field === 'inspectionMobile') return MOTOR_STEP.inspection;
  if (['paymentMethod', 'bankAccount', 'billingAddress', 'effectiveDate'].includes(field))
    return MOTOR_STEP.banking;
  return MOTOR_STEP.submit;
}
