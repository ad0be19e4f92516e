// Records for the motor servicing tests: a motor policy, its detail view, a priced change, an application, a
// pre-inspection and a claim, as the motor contracts describe them.
import type { MotorClaimType } from '@cover/domain';
import type {
  MotorAlteration,
  MotorApplication,
  MotorClaim,
  MotorPolicy,
  MotorPolicyDetail,
  PreInspection,
} from '@cover/domain/motor';
import {
  cancellationTerms,
  debitOrder,
  POLICY_ID,
  policyRecord,
} from '../../../../components/policies/test-records';

export const MOTOR_API = {
  retail: '/api/retail/motor',
  employee: '/api/employee/motor',
  cms: '/api/telkom-cms/motor',
} as const;

export const CLAIM_ID = '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';
export const APPLICATION_ID = '11111111-2222-4333-8444-555555555555';
export const CURRENT_INSPECTION_ID = '22222222-3333-4444-8555-666666666666';
export const NEW_INSPECTION_ID = '33333333-4444-4555-8666-777777777777';
export const ALTERATION_ID = '44444444-5555-4666-8777-888888888888';

export const MOTOR_EXCESSES = [
  {
    claimType: 'STOLEN',
    label: 'Stolen',
    amount: 1_500_000,
    description: '5% of the sum insured, at least R5 000.',
  },
  {
    claimType: 'HIJACKED',
    label: 'Hijacked',
    amount: 1_500_000,
    description: '5% of the sum insured, at least R5 000.',
  },
  { claimType: 'GLASS', label: 'Glass', amount: 100_000, description: 'A flat R1 000.' },
  { claimType: 'ACCESSORIES', label: 'Accessories', amount: 150_000, description: 'A flat R1 500.' },
  {
    claimType: 'ACCIDENT_SCRATCHES_DENTS',
    label: 'Accident scratches & dents',
    amount: 500_000,
    description: 'A flat R5 000.',
  },
  { claimType: 'TOWING', label: 'Towing', amount: 0, description: 'No excess.' },
];

const address = {
  address: '12 Jan Smuts Avenue',
  googleAddress: { formattedAddress: '12 Jan Smuts Avenue', city: 'Rosebank', provience: 'GP', code: '2196' },
};

export function motorPolicy(
  overrides: Partial<Omit<MotorPolicy, 'module'>> = {},
  module: Partial<MotorPolicy['module']> = {},
): MotorPolicy {
  const { naturalDeathWaitingEndsOn: _funeralOnly, ...core } = policyRecord({
    policyNumber: 'MOT-0001',
    packageName: 'RETAIL_MOTOR_INSURANCE',
    applicationId: APPLICATION_ID,
    sumAssured: 30_000_000,
    monthlyPremium: 145_000,
    coolingOffEndsOn: '2025-01-15',
  });
  return {
    ...core,
    ...overrides,
    module: {
      type: 'motor',
      scheme: 'retail',
      vehicle: {
        insuredItemId: 'item-1',
        vehicle_type: 'car',
        make: 'Toyota',
        model: 'Corolla',
        manufacturingYear: 2021,
        vin: 'AHTBB3QE500012345',
        vehicle_reg_no: 'CA 123-456',
        colour: 'White',
        engineNo: '2ZR1234567',
        insuredValue: 30_000_000,
        description: 'Toyota Corolla 2021 (CA 123-456)',
      },
      vehicleUsedFor: 'private',
      isEssentialPart: false,
      address,
      permanentDriver: { isPermanent: true, fullName: null },
      excesses: MOTOR_EXCESSES.map((excess) => ({ ...excess })),
      paymentDetails: debitOrder(),
      preInspectionId: CURRENT_INSPECTION_ID,
      openClaim: null,
      pendingAlteration: null,
      ...module,
    },
  };
}

export function motorPolicyDetail(
  overrides: Partial<Omit<MotorPolicy, 'module'>> = {},
  module: Partial<MotorPolicy['module']> = {},
  detail: Partial<Pick<MotorPolicyDetail, 'history' | 'cancellationTerms'>> = {},
): MotorPolicyDetail {
  return {
    ...motorPolicy(overrides, module),
    history: [],
    cancellationTerms: cancellationTerms({ coolingOffEndsOn: '2025-01-15', refundAmount: 145_000 }),
    ...detail,
  };
}

/** A motorcycle policy on the motorcycle (logo) scheme. */
export const motorcyclePolicyDetail = (module: Partial<MotorPolicy['module']> = {}) =>
  motorPolicyDetail(
    { policyNumber: 'MOT-0002', packageName: 'LOGO_MOTORCYCLE_SCHEME' },
    {
      scheme: 'motorcycle_logo',
      vehicle: {
        ...motorPolicy().module.vehicle,
        vehicle_type: 'motorcycle',
        make: 'Honda',
        model: 'CB500X',
        description: 'Honda CB500X 2022 (GP 55-66 ZZ)',
      },
      ...module,
    },
  );

export function motorAlteration(overrides: Partial<MotorAlteration> = {}): MotorAlteration {
  return {
    alterationPackageId: ALTERATION_ID,
    policyId: POLICY_ID,
    changeType: 'edit',
    changeCode: null,
    currentPremium: 145_000,
    newPremium: 152_500,
    currentSumAssured: 30_000_000,
    newSumAssured: 30_000_000,
    summary: 'The vehicle is now kept in Sandton and used for business',
    excesses: MOTOR_EXCESSES.map((excess) => ({ ...excess })),
    expiresAt: '2025-03-08T10:00:00Z',
    ...overrides,
  };
}

export function motorApplication(overrides: Partial<MotorApplication> = {}): MotorApplication {
  return {
    applicationId: APPLICATION_ID,
    quotePackageId: 'qp-1',
    policyHolderId: 'ph-1',
    packageName: 'RETAIL_MOTOR_INSURANCE',
    status: 'PENDING',
    statusDisplayValue: 'Pending',
    sumAssured: 25_000_000,
    monthlyPremium: 120_000,
    currency: 'ZAR',
    billingDay: 25,
    paymentMethodId: null,
    policyId: null,
    policyNumber: null,
    declarationAcceptedAt: null,
    underwritingStatus: null,
    underwritingReason: null,
    createdAt: '2025-01-02T08:00:00Z',
    updatedAt: '2025-01-02T08:00:00Z',
    recentlyUpdated: true,
    module: {
      type: 'motor',
      creditLife: null,
      quote: {
        packageName: 'RETAIL_MOTOR_INSURANCE',
        scheme: 'retail',
        rateTableVersion: 'motor-2026-1',
        sumAssured: 25_000_000,
        vehicleValue: 25_000_000,
        basePremium: 110_000,
        suggestedPremium: 120_000,
        loadings: [],
        discounts: [],
        extrasPremium: 0,
        excesses: [],
        currency: 'ZAR',
        billingFrequency: 'MONTHLY',
        coolingOffDays: 14,
        quotedOn: '2025-01-02',
        module: {
          employee: null,
          vehicle: {
            type: 'car',
            make: 'Volkswagen',
            model: 'Polo Vivo',
            year: 2019,
            vin: 'AAVZZZ6RZKU012345',
            registrationNumber: 'ND 456-789',
            odometer: 80_000,
            address: '12 Jan Smuts Avenue',
            essentialForJob: false,
            jobUsage: 'private',
          },
          driver: { isPermanent: true, fullName: null },
          previousInsurance: {
            yearsOfCarInsurance: 6,
            numberOfClaims: 1,
            insuranceCancelled: false,
            reasonForCancellation: null,
            drunkOrRecklessConviction: false,
          },
          vehicleExtras: { items: ['mag_wheels', 'tow_bar'], totalValue: 1_250_000 },
          enhancements: { items: [], totalValue: 0 },
          finance: { payingOffLoan: true, personFinancing: 'WesBank' },
        },
      },
      vehicle: {
        vehicle_type: 'car',
        make: 'Volkswagen',
        model: 'Polo Vivo',
        manufacturingYear: 2019,
        vin: 'AAVZZZ6RZKU012345',
        vehicle_reg_no: 'ND 456-789',
        colour: 'Red',
        engineNo: 'CLP123456',
        odometer: 80_000,
        vehicleRegistrationDate: '2019-06',
        estimatedRetailPrice: 25_000_000,
        isEstimatedRetailPrice: true,
        vehicleUsedFor: 'private',
        isEssentialPart: false,
      },
      address,
      permanentDriver: { isPermanent: true, fullName: null },
      ownerDetails: { vehicleOwner: true, fullName: null },
      motorVehicleFinance: {
        isPayingCarLoan: true,
        creditProvider: 'WesBank',
        optForTelkomCreditLife: false,
      },
      effectiveDate: '2025-01-03',
      billingAddress: address.googleAddress,
      paymentType: 'debit_order',
      preInspection: {
        preInspectionId: 'pi-app',
        assessmentStatus: 'SUBMITTED',
        assessmentStatusLabel: 'Photos sent for assessment',
        rejectionReason: null,
      },
      consents: [],
    },
    documents: [],
    requiredDocuments: ['drivers_licence', 'finance_agreement'],
    documentsOutstanding: [],
    waitingFor: 'Waiting for the vehicle inspection to be approved',
    ...overrides,
  };
}

export function preInspection(overrides: Partial<PreInspection> = {}): PreInspection {
  return {
    preInspectionId: NEW_INSPECTION_ID,
    assessmentType: 'PRE_INSPECTION',
    assessmentStatus: 'APPROVED',
    rejectionReason: null,
    odometerValue: 42_000,
    color: 'Silver',
    licenceNo: 'GP55XYGP',
    make: 'Mazda',
    model: 'CX-5',
    registrationNo: 'GP 55 XY GP',
    vinNo: 'JMZKF6W7A00123456',
    engineNo: 'PY1234567',
    manufacturingYear: 2022,
    vehicleRegistrationYear: 2022,
    vehicleRegistrationMonth: 3,
    estimatedRetailPrice: 45_000_000,
    isDeleted: false,
    photos: [
      { kind: 'front', status: 'uploaded', previewUrl: null },
      { kind: 'rear', status: 'uploaded', previewUrl: null },
      { kind: 'left', status: 'uploaded', previewUrl: null },
      { kind: 'right', status: 'uploaded', previewUrl: null },
      { kind: 'odometer', status: 'uploaded', previewUrl: null },
      { kind: 'licence_disc', status: 'uploaded', previewUrl: null },
      { kind: 'windscreen', status: 'uploaded', previewUrl: null },
    ],
    mobileEnding: '4567',
    smsSentAt: '2025-02-01T08:00:00Z',
    linkExpiresAt: '2025-02-08T08:00:00Z',
    claimId: null,
    createdAt: '2025-02-01T08:00:00Z',
    updatedAt: '2025-02-02T08:00:00Z',
    ...overrides,
  };
}

export function motorClaim(
  claimType: MotorClaimType = 'GLASS',
  overrides: Partial<MotorClaim> = {},
): MotorClaim {
  const theft = claimType === 'STOLEN' || claimType === 'HIJACKED';
  return {
    claimId: CLAIM_ID,
    claimNumber: 'CLM-0007',
    policyId: POLICY_ID,
    policyNumber: 'MOT-0001',
    status: 'open',
    approvalStatus: 'pending',
    statusDisplayValue: 'Pending',
    amount: theft ? 30_000_000 : 350_000,
    grantedAmount: null,
    coverAmount: 30_000_000,
    claimant: {
      firstName: 'Thandi',
      lastName: 'Nkosi',
      idNumber: '8001015009087',
      relation: 'self',
      mobile: '0821234567',
      email: null,
    },
    bankDetails: {
      bankName: 'fnb',
      branchCode: '250655',
      accountHolderName: 'Thandi Nkosi',
      accountNumber: '******6789',
      accountType: 'cheque',
    },
    coverStatus: 'ACTIVE',
    requiredDocuments: ['damage_photo', 'glass_quote'],
    documentsOutstanding: ['glass_quote'],
    documents: [],
    documentsCompleteAt: null,
    createdAt: '2025-03-11T08:00:00Z',
    updatedAt: '2025-03-11T08:00:00Z',
    recentlyUpdated: false,
    claimType,
    claimTypeLabel: claimType === 'GLASS' ? 'Glass' : claimType,
    incident_date: '2025-03-10',
    incident_time: '17:45',
    incident_address: '12 Jan Smuts Avenue',
    incident_suburb: 'Rosebank',
    incident_province: 'GP',
    incidentPlace: '12 Jan Smuts Avenue, Rosebank, Gauteng',
    incident_delay_reason: null,
    reportedLate: false,
    description: 'A stone cracked the windscreen on the highway',
    policeStation: theft ? 'Rosebank' : null,
    sapsCaseNumber: theft ? 'CAS 123/3/2025' : null,
    policeReferenceNumber: null,
    policeOfficer: null,
    excess: 100_000,
    vehicle: 'Toyota Corolla 2021 (CA 123-456)',
    accident: null,
    inspectionMobileEnding: theft ? null : '4567',
    inspection: theft ? null : { preInspectionId: 'pi-claim', status: 'AWAITING_PHOTOS' },
    ...overrides,
  };
}
