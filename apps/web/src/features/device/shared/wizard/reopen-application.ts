import type { DeviceApplication, DeviceQuotePackage } from '@cover/domain/device';
import { emptyBankAccount } from '../../../../components/policies/bank-account-draft';
import { creditLifeStepSchema } from './credit-life-rules';
import { paymentStepSchema } from '../../../../components/policies/payment-rules';
import { deviceQuoteInput, deviceQuoteKey, registrationKey } from './registration-payloads';
import {
  DEVICE_STEP,
  initialDeviceValues,
  type DeviceCreditLifeDraft,
  type DeviceFamilyKey,
  type DevicePhoneChoice,
  type DeviceRegistrationValues,
  type ReopenedDraft,
} from './registration-types';
import { phoneStepSchema } from './step-rules';

type Person = DeviceCreditLifeDraft['personResponsibleForFinancing'];

/** The phone as the application holds it: a catalogue phone by its id, or the one described. */
function phoneOf(application: DeviceApplication): DevicePhoneChoice {
  const { quote } = application.module;
  const { device } = quote;
  if (device.listed && device.deviceId)
    return {
      selectedDevice: device.deviceId,
      catalogueDevice: {
        deviceId: device.deviceId,
        brand: device.brand,
        model: device.model,
        storageGb: device.storageGb ?? 0,
        colours: device.colours,
        replacementCost: quote.replacementCost,
        releaseYear: 0,
        priceVersion: device.priceVersion ?? '',
        pricedOn: device.pricedOn ?? '',
      },
      notListed: false,
      deviceBrand: '',
      deviceModel: '',
      replacementCost: null,
    };
  return {
    selectedDevice: null,
    catalogueDevice: null,
    notListed: true,
    deviceBrand: device.brand,
    deviceModel: device.model,
    replacementCost: quote.replacementCost,
  };
}

const samePerson = (held: Person, me: Person | null) =>
  me !== null &&
  (me.idNumber
    ? me.idNumber === held.idNumber
    : `${me.firstName} ${me.lastName}`.trim().toLowerCase() ===
      `${held.firstName} ${held.lastName}`.trim().toLowerCase());

/**
 * The answers of a PENDING application as the wizard holds them. Not returned by the server: the bank
 * details (only the debit order day, its billing day) and credit life's beneficiaries.
 */
export function valuesOfApplication(
  application: DeviceApplication,
  family: DeviceFamilyKey,
  me: Person | null,
): DeviceRegistrationValues {
  const initial = initialDeviceValues();
  const { module } = application;
  const held = module.creditLife;
  const person = held?.personResponsibleForFinancing ?? null;
  return {
    ...initial,
    ...phoneOf(application),
    deviceColor: module.deviceColor,
    deviceIMEINumber: module.deviceIMEINumber,
    isOnContract: module.isOnContract,
    // only the owner of the phone could make the application
    isOwner: true,
    isPurchasedFromProvider: module.isPurchasedFromProvider,
    effectiveDate: module.effectiveDate,
    isOptedforCreditLife: module.quote.isOptedforCreditLife || held !== null,
    creditLife: {
      ...initial.creditLife,
      outstandingBalance: held?.outstandingBalance ?? module.quote.creditLife?.outstandingBalance ?? null,
      responsible: person && !samePerson(person, me) ? 'other' : 'me',
      personResponsibleForFinancing: person
        ? { ...person }
        : initial.creditLife.personResponsibleForFinancing,
      issuedPercentage: held?.issuedPercentage ?? initial.creditLife.issuedPercentage,
    },
    paymentMethod: family === 'retail' ? 'debit_order' : module.paymentType,
    bankAccount: { ...emptyBankAccount(), debitOrderDate: application.billingDay ?? 0 },
    billingDay: application.billingDay,
    billingAddress: { ...module.billingAddress },
  };
}

/** Which of the answer steps (phone, credit life, payment) are complete with these values. */
function answeredSteps(values: DeviceRegistrationValues): number[] {
  const checks: [number, boolean][] = [
    [DEVICE_STEP.phone, phoneStepSchema.safeParse(values).success],
    [DEVICE_STEP.creditLife, creditLifeStepSchema.safeParse(values).success],
    [DEVICE_STEP.payment, paymentStepSchema.safeParse(values).success],
  ];
  const answered: number[] = [];
  for (const [step, ok] of checks) {
    if (!ok) break;
    answered.push(step);
  }
  return answered;
}

/**
 * The draft of a PENDING application opened from the policies page: its answers, its applicationId (so
 * that createApplication changes it) and the first step that still needs an answer. When every answer
 * is there (no bank details or beneficiaries to give again) the application stands as sent, and the
 * documents already uploaded count: the wizard opens at the documents still needed, or at Confirm.
 */
export function reopenedDraft(
  application: DeviceApplication,
  family: DeviceFamilyKey,
  me: Person | null,
): ReopenedDraft {
  const values = valuesOfApplication(application, family, me);
  const answered = answeredSteps(values);
  const complete = answered.length === DEVICE_STEP.payment;
  const documentsDone = complete && application.documentsOutstanding.length === 0;
  const succeedSteps = documentsDone ? [...answered, DEVICE_STEP.documents] : answered;
  const quote: DeviceQuotePackage = {
    ...application.module.quote,
    quotePackageId: application.quotePackageId,
    createdAt: application.createdAt,
    expiresAt: application.createdAt,
    // the package became this application: a change of answers needs a new one
    expired: true,
  };
  return {
    activeStep: succeedSteps.length + 1,
    succeedSteps,
    values,
    quote,
    quoteKey: deviceQuoteKey(deviceQuoteInput(values)),
    application: {
      applicationId: application.applicationId,
      requiredDocuments: application.requiredDocuments,
      documentsOutstanding: application.documentsOutstanding,
      sentKey: complete ? registrationKey(values) : '',
      reopened: true,
    },
    resumed: true,
  };
}
