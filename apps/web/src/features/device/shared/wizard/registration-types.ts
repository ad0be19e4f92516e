// The device registration draft alone (types and empty values, no validation code), so the persisted slice
// stays light on first load. Field names are the spec's (002 §3 "Device registration form").
import type { DeviceCatalogueEntry, DeviceQuotePackage } from '@cover/domain/device';
import { emptyBankAccount, type BankAccountDraft } from '../../../../components/policies/bank-account-draft';
import { emptyCreditLifeDraft, type CreditLifeDraft } from '../../../credit-life/fields/credit-life-draft';

export type DeviceFamilyKey = 'retail' | 'employee';
export type DevicePaymentMethod = 'debit_order' | 'deduct_from_salary';

/** The phone: a catalogue phone (selectedDevice), or one described because it is not listed. */
export interface DevicePhoneChoice {
  /** the catalogue id of the chosen phone; null when none is chosen or the phone is not listed */
  selectedDevice: string | null;
  /** the chosen catalogue phone as listed (its colours, storage and price), for the screens */
  catalogueDevice: DeviceCatalogueEntry | null;
  /** "My phone is not listed": brand, model and replacement cost are typed in */
  notListed: boolean;
  deviceBrand: string;
  deviceModel: string;
  /** cents; null while empty or not an amount */
  replacementCost: number | null;
}

/** Credit life's details on a phone: the shared credit life draft. */
export type DeviceCreditLifeDraft = CreditLifeDraft;

export interface DeviceConsentsDraft {
  debitOrder: boolean;
  creditCheck: boolean;
  /** an employee paying by salary deduction authorises it */
  salaryDeduction: boolean;
  terms: boolean;
  popia: boolean;
}

export interface DeviceRegistrationValues extends DevicePhoneChoice {
  deviceColor: string;
  deviceIMEINumber: string;
  /** yes/no questions: null until answered */
  isOnContract: boolean | null;
  isOwner: boolean;
  isPurchasedFromProvider: boolean | null;
  /** the South African day cover starts, 'YYYY-MM-DD' */
  effectiveDate: string;
  isOptedforCreditLife: boolean;
  creditLife: DeviceCreditLifeDraft;
  paymentMethod: DevicePaymentMethod;
  /** the debit order account; its debit order day is the billing day */
  bankAccount: BankAccountDraft;
  billingDay: number | null;
  billingAddress: { formattedAddress: string; city: string; provience: string; code: string };
  consents: DeviceConsentsDraft;
}

/** What the application holds once created (kept so the documents step resumes after a reload). */
export interface DeviceApplicationDraft {
  applicationId: string;
  requiredDocuments: string[];
  documentsOutstanding: string[];
  /** the answers it was made from (registrationKey): the same answers are not sent twice */
  sentKey: string;
  /**
   * opened from the policies page (?applicationId=): the draft was filled from the application, which
   * does not return the bank details nor credit life's beneficiaries, so they are asked for again
   */
  reopened?: boolean;
}

export interface DeviceRegistrationState {
  activeStep: number;
  succeedSteps: number[];
  /** the signed-in customer the draft belongs to ('retail:<username>'); null before anyone signed in */
  owner: string | null;
  values: DeviceRegistrationValues;
  /** the stored quote package and the key of the input it priced */
  quote: DeviceQuotePackage | null;
  quoteKey: string | null;
  application: DeviceApplicationDraft | null;
  /** the server's field problems of the last application call, by field path */
  serverErrors: Record<string, string>;
  policyDetails: { policyId: string; policyNumber: string };
  /**
   * the draft is a PENDING application opened from the policies page to be finished (reopenedDraft), not
   * one begun here; it stays so when the application is saved again, until the customer starts again
   */
  resumed?: boolean;
}

/** The draft filled from a PENDING application (see reopen-application.ts). */
export type ReopenedDraft = Pick<
  DeviceRegistrationState,
  'activeStep' | 'succeedSteps' | 'values' | 'quote' | 'quoteKey' | 'application' | 'resumed'
>;

export const emptyPhoneChoice = (): DevicePhoneChoice => ({
  selectedDevice: null,
  catalogueDevice: null,
  notListed: false,
  deviceBrand: '',
  deviceModel: '',
  replacementCost: null,
});

export const initialDeviceValues = (): DeviceRegistrationValues => ({
  ...emptyPhoneChoice(),
  deviceColor: '',
  deviceIMEINumber: '',
  isOnContract: null,
  isOwner: false,
  isPurchasedFromProvider: null,
  effectiveDate: '',
  isOptedforCreditLife: false,
  creditLife: emptyCreditLifeDraft(),
  paymentMethod: 'debit_order',
  bankAccount: emptyBankAccount(),
  billingDay: null,
  billingAddress: { formattedAddress: '', city: '', provience: '', code: '' },
  consents: { debitOrder: false, creditCheck: false, salaryDeduction: false, terms: false, popia: false },
});

export const deviceRegistrationInitial: DeviceRegistrationState = {
  activeStep: 1,
  succeedSteps: [],
  owner: null,
  values: initialDeviceValues(),
  quote: null,
  quoteKey: null,
  application: null,
  serverErrors: {},
  policyDetails: { policyId: '', policyNumber: '' },
};

export const DEVICE_WIZARD_STEPS = ['Your phone', 'Credit life', 'Payment', 'Documents', 'Confirm'] as const;
export const DEVICE_STEP = { phone: 1, creditLife: 2, payment: 3, documents: 4, confirm: 5 } as const;
