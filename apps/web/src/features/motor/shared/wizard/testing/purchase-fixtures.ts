import type {
  MotorApplication,
  MotorQuote,
  MotorQuotePackage,
  PreInspection,
  ValuationSearchReply,
  VehicleValuation,
} from '@cover/domain/motor';
import type { AppStore } from '../../../../../app/store';
import { sessionActions } from '../../../../../lib/identity';
import { startDateWindow } from '../../../../../components/wizard/start-date-window';
import { BANKING_READY } from '../../../../../components/policies/test-records';
import { motorRegistrationActions, normaliseMotorDraft } from '../registration-slice';
import { initialMotorValues, type MotorRegistrationValues } from '../registration-types';
import { inspectionKey, motorQuoteInput, motorQuoteKey } from '../registration-payloads';

export const VALID_VIN = 'AHTBB3CD001234567';
/** A licence disc's barcode text in the commonly documented layout (REFERENCE "Devices and vehicles"). */
export const DISC_TEXT =
  '%MVL1CC66%0158%4025T0MS%1%DISC1234%CA 123-456%DHS123X%Motor car / Motorkar%TOYOTA%COROLLA CROSS%White / Wit%AHTBB3CD001234567%2NR1234567%2026-08-31%';

export const COROLLA: VehicleValuation = {
  valuationId: '6a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
  VehicleInformation: { make: 'Toyota', model: 'Corolla Cross 1.8 XS', year: 2022, vehicleType: 'car' },
  ValueInformation: { NewPrice: 45_990_000, RetailPrice: 38_500_000 },
};
export const COROLLA_2021: VehicleValuation = {
  ...COROLLA,
  valuationId: '7b2c3d4e-5f6a-4b7c-9d8e-9f0a1b2c3d4e',
  VehicleInformation: { ...COROLLA.VehicleInformation, year: 2021 },
  ValueInformation: { NewPrice: 43_000_000, RetailPrice: 0 },
};

/** getSearchWorkRetailPrice as the guide answers for the filters asked. */
export function valuationReply(query: URLSearchParams): ValuationSearchReply {
  const make = query.get('make');
  const model = query.get('model');
  const matches = [COROLLA, COROLLA_2021].filter(
    (entry) =>
      (!make || entry.VehicleInformation.make === make) &&
      (!model || entry.VehicleInformation.model === model),
  );
  return {
    data: make ? matches : [],
    makes: ['Toyota', 'Volkswagen'],
    models: make === 'Toyota' ? ['Corolla Cross 1.8 XS', 'Hilux 2.4 GD-6'] : [],
    years: make === 'Toyota' && model === 'Corolla Cross 1.8 XS' ? [2022, 2021] : [],
    valuedOn: '2026-11-01',
  };
}

export const motorQuote = (overrides: Partial<MotorQuote> = {}): MotorQuote => ({
  packageName: 'RETAIL_MOTOR_INSURANCE',
  scheme: 'retail',
  rateTableVersion: 'motor-2026-11',
  sumAssured: 38_500_000,
  vehicleValue: 38_500_000,
  basePremium: 98_000,
  suggestedPremium: 112_700,
  loadings: [
    { code: 'ESSENTIAL_FOR_JOB', label: 'Vehicle essential for the job', percentage: 15, amount: 14_700 },
  ],
  discounts: [],
  extrasPremium: 0,
  excesses: [
    {
      claimType: 'STOLEN',
      label: 'Stolen',
      amount: 1_925_000,
      description: '5 % of the sum insured, at least R5 000',
    },
    { claimType: 'GLASS', label: 'Glass', amount: 50_000, description: 'R500 a claim' },
    { claimType: 'TOWING', label: 'Towing', amount: 0, description: 'No excess' },
  ],
  currency: 'ZAR',
  billingFrequency: 'MONTHLY',
  coolingOffDays: 14,
  quotedOn: '2026-11-20',
  module: {
    employee: null,
    vehicle: {
      type: 'car',
      make: 'Toyota',
      model: 'Corolla Cross 1.8 XS',
      year: 2022,
      vin: null,
      registrationNumber: null,
      odometer: null,
      address: null,
      essentialForJob: true,
      jobUsage: 'private',
    },
    driver: { isPermanent: true, fullName: null },
    previousInsurance: {
      yearsOfCarInsurance: 5,
      numberOfClaims: 0,
      insuranceCancelled: false,
      reasonForCancellation: null,
      drunkOrRecklessConviction: false,
    },
    vehicleExtras: { items: [], totalValue: 0 },
    enhancements: { items: [], totalValue: 0 },
    finance: { payingOffLoan: false, personFinancing: null },
  },
  ...overrides,
});

export const motorQuotePackage = (id = '2d9e6c74-8b2a-4c65-9f6a-3b4c5d6e7f80'): MotorQuotePackage => ({
  ...motorQuote(),
  quotePackageId: id,
  createdAt: '2026-11-20T08:00:00.000Z',
  expiresAt: '2999-11-27T08:00:00.000Z',
  expired: false,
});

export const PRE_INSPECTION_ID = '5c3d4e5f-6a7b-4c8d-9e0f-a1b2c3d4e5f6';

export const preInspection = (overrides: Partial<PreInspection> = {}): PreInspection => ({
  preInspectionId: PRE_INSPECTION_ID,
  assessmentType: 'PRE_INSPECTION',
  assessmentStatus: 'AWAITING_PHOTOS',
  rejectionReason: null,
  odometerValue: 48_000,
  color: 'White',
  licenceNo: 'CA 123-456',
  make: 'Toyota',
  model: 'Corolla Cross 1.8 XS',
  registrationNo: 'CA 123-456',
  vinNo: VALID_VIN,
  engineNo: '2NR1234567',
  manufacturingYear: 2022,
  vehicleRegistrationYear: 2022,
  vehicleRegistrationMonth: 3,
  estimatedRetailPrice: 38_500_000,
  isDeleted: false,
  photos: [
    { kind: 'front', status: 'uploaded', previewUrl: null },
    { kind: 'rear', status: 'uploaded', previewUrl: null },
    { kind: 'left', status: 'missing', previewUrl: null },
    { kind: 'right', status: 'missing', previewUrl: null },
    { kind: 'odometer', status: 'missing', previewUrl: null },
    { kind: 'licence_disc', status: 'missing', previewUrl: null },
    { kind: 'windscreen', status: 'missing', previewUrl: null },
  ],
  mobileEnding: null,
  smsSentAt: null,
  linkExpiresAt: null,
  claimId: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});

export const APPLICATION_ID = '3eaf7d85-9c3b-4d76-8a7b-4c5d6e7f8091';

export const motorApplication = (overrides: Partial<MotorApplication> = {}): MotorApplication => ({
  applicationId: APPLICATION_ID,
  applicationNumber: 'APP-2026-000042',
  quotePackageId: motorQuotePackage().quotePackageId,
  policyHolderId: '4fb08e96-ad4c-4e87-9b8c-5d6e7f809102',
  packageName: 'RETAIL_MOTOR_INSURANCE',
  status: 'PENDING',
  statusDisplayValue: 'Pending',
  sumAssured: 38_500_000,
  monthlyPremium: 112_700,
  currency: 'ZAR',
  billingDay: 15,
  paymentMethodId: null,
  policyId: null,
  policyNumber: null,
  declarationAcceptedAt: null,
  underwritingStatus: null,
  underwritingReason: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  recentlyUpdated: true,
  module: {
    type: 'motor',
    creditLife: null,
    quote: motorQuote(),
    vehicle: {
      vehicle_type: 'car',
      make: 'Toyota',
      model: 'Corolla Cross 1.8 XS',
      manufacturingYear: 2022,
      vin: VALID_VIN,
      vehicle_reg_no: 'CA 123-456',
      colour: 'White',
      engineNo: '2NR1234567',
      odometer: 48_000,
      vehicleRegistrationDate: '2022-03',
      estimatedRetailPrice: 38_500_000,
      isEstimatedRetailPrice: true,
      vehicleUsedFor: 'private',
      isEssentialPart: true,
    },
    address: {
      address: '12 Long Street, Cape Town, 8001',
      googleAddress: { formattedAddress: '12 Long Street', city: 'Cape Town', provience: 'WC', code: '8001' },
    },
    permanentDriver: { isPermanent: true, fullName: null },
    ownerDetails: { vehicleOwner: true, fullName: null },
    motorVehicleFinance: { isPayingCarLoan: false, creditProvider: null, optForTelkomCreditLife: false },
    effectiveDate: startDateWindow().first,
    billingAddress: { formattedAddress: '12 Long Street', city: 'Cape Town', provience: 'WC', code: '8001' },
    paymentType: 'debit_order',
    preInspection: {
      preInspectionId: PRE_INSPECTION_ID,
      assessmentStatus: 'AWAITING_PHOTOS',
      assessmentStatusLabel: 'Waiting for photos',
      rejectionReason: null,
    },
    consents: [],
  },
  documents: [],
  requiredDocuments: ['drivers_licence'],
  documentsOutstanding: ['drivers_licence'],
  waitingFor: 'Waiting for the vehicle inspection to be approved',
  ...overrides,
});

/** Signs a customer of `family` in (the session as the identity layer resolves it). */
export const signIn = (
  store: AppStore,
  family: 'retail' | 'employee' = 'retail',
  username = '9001015009087',
) =>
  store.dispatch(
    sessionActions(family).sessionResolved({
      user: { username, email: 'thabo@example.com', givenName: 'Thabo', familyName: 'Mokoena' },
      twoFactor: { required: false, status: 'enabled' },
    }),
  );

/** The answers of every step up to banking, complete and valid (a guide-valued Corolla, paid by debit order). */
export const READY: Pick<
  MotorRegistrationValues,
  | 'vehicle'
  | 'address'
  | 'permanentDriver'
  | 'ownerDetails'
  | 'previousInsuranceDetails'
  | 'extraVehicleDetails'
  | 'performanceEnhancementDetails'
  | 'motorVehicleFinance'
  | 'bankAccount'
  | 'billingAddress'
  | 'effectiveDate'
> = {
  vehicle: {
    vehicle_type: 'car',
    priceSource: 'guide',
    make: 'Toyota',
    model: 'Corolla Cross 1.8 XS',
    manufacturingYear: 2022,
    valuation: {
      valuationId: COROLLA.valuationId,
      newPrice: 45_990_000,
      retailPrice: 38_500_000,
      valuedOn: '2026-11-01',
    },
    estimatedRetailPrice: null,
    vin: VALID_VIN,
    vehicle_reg_no: 'CA 123-456',
    engineNo: '2NR1234567',
    colour: 'White',
    licenceNo: '',
    odometer: 48_000,
    vehicleRegistrationYear: 2022,
    vehicleRegistrationMonth: 3,
    vehicleUsedFor: 'private',
    isEssentialPart: true,
  },
  address: {
    googleAddress: { formattedAddress: '12 Long Street', city: 'Cape Town', provience: 'WC', code: '8001' },
  },
  permanentDriver: { isPermanent: true, relationShip: '', idNumber: '', fullName: '', licenceNumber: '' },
  ownerDetails: { vehicleOwner: true, firstName: '', lastName: '', idNumber: '', relationship: '' },
  previousInsuranceDetails: {
    totalConsecutiveYears: 5,
    totalClaims: 0,
    everCancelled: false,
    cancellationReason: '',
    isConvicted: false,
  },
  extraVehicleDetails: { anyExtra: false, totalEstimatedValue: '00.00', details: [] },
  performanceEnhancementDetails: { anyEnhancement: false, totalEstimatedValue: '00.00', details: [] },
  motorVehicleFinance: {
    isPayingCarLoan: false,
    creditProvider: '',
    responsiblePerson: '',
    optForTelkomCreditLife: false,
  },
  ...BANKING_READY,
  effectiveDate: startDateWindow().first,
};

/** A draft with `values` on top and the steps up to `through` done. */
export function prepareDraft(store: AppStore, values: Partial<MotorRegistrationValues> = {}, through = 0) {
  store.dispatch(motorRegistrationActions.valuesEdited(values));
  for (let step = 1; step <= through; step += 1)
    store.dispatch(motorRegistrationActions.stepSaved({ step, values: {} }));
}

export const draftOf = (store: AppStore) => normaliseMotorDraft(store.getState().motorInsuranceRegistration);

const readyValues = () => ({ ...initialMotorValues(), ...READY });

/** The draft holds the quote of its answers as they stand (for `family`), as the quote step leaves it. */
export const withQuote = (s: AppStore, family: 'retail' | 'employee' = 'retail') =>
  s.dispatch(
    motorRegistrationActions.quoteSaved({
      quote: motorQuotePackage(),
      key: motorQuoteKey(motorQuoteInput(draftOf(s).values, family)),
    }),
  );

/** The draft holds its vehicle's inspection, its link texted, as the inspection step leaves it. */
export const withInspection = (s: AppStore) =>
  s.dispatch(
    motorRegistrationActions.preInspectionSaved({
      preInspectionId: PRE_INSPECTION_ID,
      key: inspectionKey(readyValues().vehicle),
      mobileEnding: '4567',
      linkExpiresAt: '2026-11-27T08:00:00.000Z',
    }),
  );
