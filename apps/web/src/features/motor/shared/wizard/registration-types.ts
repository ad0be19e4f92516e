// The motor registration draft alone (types and empty values, no validation code), so the persisted slice
// stays light on first load. Field names are the spec's (001 §3 "Motor registration form").
import type { MotorQuotePackage } from '@cover/domain/motor';
import { emptyBankAccount, type BankAccountDraft } from '../../../../components/policies/bank-account-draft';
import { emptyMotorCreditLife, type MotorCreditLifeDraft } from './credit-life-draft';
import {
  emptyBillingAddress,
  type BillingAddressDraft,
  type PaymentMethodChoice,
} from '../../../../components/policies/billing-address-draft';

export type MotorVehicleType = 'car' | 'motorcycle';

/** Where the vehicle's value comes from: the valuation guide, or the customer's own estimate. */
export type PriceSource = 'guide' | 'own';

/** The guide's valuation chosen for the vehicle (prices in cents; 0 when the guide has none). */
export interface ChosenValuation {
  valuationId: string;
  newPrice: number;
  retailPrice: number;
  valuedOn: string;
}

/** The vehicle (step 1) as typed: the rating facts, its identity and condition. */
export interface MotorVehicleDraft {
  vehicle_type: MotorVehicleType;
  priceSource: PriceSource;
  make: string;
  model: string;
  manufacturingYear: number | null;
  /** the guide's match for make, model and year (guide prices only) */
  valuation: ChosenValuation | null;
  /** cents: the customer's own estimate (or their value when the guide has no retail price) */
  estimatedRetailPrice: number | null;
  vin: string;
  vehicle_reg_no: string;
  engineNo: string;
  colour: string;
  /** the licence number as the licence disc prints it ('' when typed in: the registration number is used) */
  licenceNo: string;
  /** km */
  odometer: number | null;
  /** vehicleRegistrationDate is built as YYYY-MM from these two */
  vehicleRegistrationYear: number | null;
  vehicleRegistrationMonth: number | null;
  vehicleUsedFor: '' | 'private' | 'business';
  isEssentialPart: boolean | null;
}

/** Where the vehicle is kept at night (googleAddress: the structured address). */
export interface VehicleAddressDraft {
  googleAddress: BillingAddressDraft;
}

export interface PermanentDriverDraft {
  /** yes: the applicant drives it; null until answered */
  isPermanent: boolean | null;
  relationShip: string;
  idNumber: string;
  fullName: string;
  licenceNumber: string;
}

export interface OwnerDetailsDraft {
  /** yes: the applicant owns it; null until answered */
  vehicleOwner: boolean | null;
  firstName: string;
  lastName: string;
  idNumber: string;
  relationship: string;
}

export interface PreviousInsuranceDraft {
  totalConsecutiveYears: number | null;
  totalClaims: number | null;
  everCancelled: boolean | null;
  cancellationReason: string;
  isConvicted: boolean | null;
}

export interface ExtrasDraft {
  anyExtra: boolean | null;
  /** rand with two decimals, '00.00' by default */
  totalEstimatedValue: string;
  details: string[];
}

export interface EnhancementsDraft {
  anyEnhancement: boolean | null;
  totalEstimatedValue: string;
  details: string[];
}

export interface MotorFinanceDraft {
  isPayingCarLoan: boolean | null;
  creditProvider: string;
  responsiblePerson: string;
  /** vehicle credit life on the loan: its details (creditLifeDetails) are asked with the finance */
  optForTelkomCreditLife: boolean;
}

export interface MotorConsentsDraft {
  debitOrder: boolean;
  /** an employee paying by salary deduction authorises it */
  salaryDeduction: boolean;
  terms: boolean;
  popiaAndTcf: boolean;
  /** with vehicle credit life: its check of the finance with the credit provider */
  creditCheck: boolean;
  /** with vehicle credit life: its terms */
  creditLifeTerms: boolean;
}

export interface MotorRegistrationValues {
  /** the employee's scheme ('' until chosen; retail customers have the retail product) */
  scheme: string;
  vehicle: MotorVehicleDraft;
  address: VehicleAddressDraft;
  permanentDriver: PermanentDriverDraft;
  ownerDetails: OwnerDetailsDraft;
  previousInsuranceDetails: PreviousInsuranceDraft;
  extraVehicleDetails: ExtrasDraft;
  performanceEnhancementDetails: EnhancementsDraft;
  motorVehicleFinance: MotorFinanceDraft;
  /** vehicle credit life's details, asked when the vehicle is financed and credit life is chosen */
  creditLifeDetails: MotorCreditLifeDraft;
  /** the mobile the inspection link is texted to */
  inspectionMobile: string;
  paymentMethod: PaymentMethodChoice;
  /** the debit order account; its debit order day is the billing day */
  bankAccount: BankAccountDraft;
  billingAddress: BillingAddressDraft;
  /** the South African day cover starts, 'YYYY-MM-DD' */
  effectiveDate: string;
  consents: MotorConsentsDraft;
}

/** The pre-inspection made for the vehicle, with the key of the facts it was made from. */
export interface PreInspectionDraft {
  preInspectionId: string;
  /** inspectionKey of the vehicle facts sent: other facts need a new inspection */
  key: string;
  /** the last 4 digits of the mobile the link went to; null before a text was sent */
  mobileEnding: string | null;
  linkExpiresAt: string | null;
}

/** The registration check of the last registration number looked up (spec 001 §4). */
export interface VehicleCheckDraft {
  vehicleNumber: string;
  exists: boolean;
  message: string;
}

/** A document the application holds, as the server named it (its id, file name and kind; never its contents). */
export interface HeldDocumentDraft {
  documentId: string;
  name: string;
  kind: string;
}

/** What the application holds once created (kept so the last step resumes after a reload). */
export interface MotorApplicationDraft {
  applicationId: string;
  requiredDocuments: string[];
  documentsOutstanding: string[];
  /** the documents already sent to it, by name (absent in a draft saved before they were kept) */
  documents?: HeldDocumentDraft[];
  /** the answers it was made from (registrationKey): the same answers are not sent twice */
  sentKey: string;
  /** opened from the policies page (?applicationId=): answers the server does not return are asked again */
  reopened?: boolean;
}

export interface MotorRegistrationState {
  activeStep: number;
  succeedSteps: number[];
  /** the signed-in customer the draft belongs to ('retail:<username>'); null before anyone signed in */
  owner: string | null;
  values: MotorRegistrationValues;
  /** the stored quote package and the key of the input it priced */
  quote: MotorQuotePackage | null;
  quoteKey: string | null;
  preInspection: PreInspectionDraft | null;
  vehicleCheck: VehicleCheckDraft | null;
  application: MotorApplicationDraft | null;
  /**
   * The file chosen on the last step for each kind of document, by name, until it is sent (a browser keeps
   * no file through a reload, and the draft keeps no file's contents): after a reload the step names the
   * files to choose again instead of losing them silently.
   */
  chosenDocuments: Record<string, string>;
  /** the server's field problems of the last call, by the form's field path */
  serverErrors: Record<string, string>;
}

/** The draft filled from a PENDING application (see reopen-application.ts). */
export type ReopenedMotorDraft = Pick<
  MotorRegistrationState,
  'activeStep' | 'succeedSteps' | 'values' | 'quote' | 'quoteKey' | 'preInspection' | 'application'
>;

export const emptyVehicle = (): MotorVehicleDraft => ({
  vehicle_type: 'car',
  priceSource: 'guide',
  make: '',
  model: '',
  manufacturingYear: null,
  valuation: null,
  estimatedRetailPrice: null,
  vin: '',
  vehicle_reg_no: '',
  engineNo: '',
  colour: '',
  licenceNo: '',
  odometer: null,
  vehicleRegistrationYear: null,
  vehicleRegistrationMonth: null,
  vehicleUsedFor: '',
  isEssentialPart: null,
});

export const initialMotorValues = (): MotorRegistrationValues => ({
  scheme: '',
  vehicle: emptyVehicle(),
  address: { googleAddress: emptyBillingAddress() },
  permanentDriver: { isPermanent: null, relationShip: '', idNumber: '', fullName: '', licenceNumber: '' },
  ownerDetails: { vehicleOwner: null, firstName: '', lastName: '', idNumber: '', relationship: '' },
  previousInsuranceDetails: {
    totalConsecutiveYears: null,
    totalClaims: null,
    everCancelled: null,
    cancellationReason: '',
    isConvicted: null,
  },
  extraVehicleDetails: { anyExtra: null, totalEstimatedValue: '00.00', details: [] },
  performanceEnhancementDetails: { anyEnhancement: null, totalEstimatedValue: '00.00', details: [] },
  motorVehicleFinance: {
    isPayingCarLoan: null,
    creditProvider: '',
    responsiblePerson: '',
    optForTelkomCreditLife: false,
  },
  creditLifeDetails: emptyMotorCreditLife(),
  inspectionMobile: '',
  paymentMethod: 'debit_order',
  bankAccount: emptyBankAccount(),
  billingAddress: emptyBillingAddress(),
  effectiveDate: '',
  consents: {
    debitOrder: false,
    salaryDeduction: false,
    terms: false,
    popiaAndTcf: false,
    creditCheck: false,
    creditLifeTerms: false,
  },
});

export const motorRegistrationInitial: MotorRegistrationState = {
  activeStep: 1,
  succeedSteps: [],
  owner: null,
  values: initialMotorValues(),
  quote: null,
  quoteKey: null,
  preInspection: null,
  vehicleCheck: null,
  application: null,
  chosenDocuments: {},
  serverErrors: {},
};

export const MOTOR_WIZARD_STEPS = [
  'Vehicle',
  'Driver and owner',
  'History and extras',
  'Quote',
  'Inspection',
  'Payment',
  'Documents',
] as const;
export const MOTOR_STEP = {
  vehicle: 1,
  people: 2,
  history: 3,
  quote: 4,
  inspection: 5,
  banking: 6,
  submit: 7,
} as const;
