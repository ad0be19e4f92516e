// Records for the device servicing tests: a device policy, its detail view, an application and a claim.
import type { DeviceClaimType } from '@cover/domain';
import type { DeviceApplication, DeviceClaim, DevicePolicy, DevicePolicyDetail } from '@cover/domain/device';
import {
  cancellationTerms,
  debitOrder,
  POLICY_ID,
  policyRecord,
} from '../../../../components/policies/test-records';

export const DEVICE_API = {
  retail: '/api/retail/device',
  employee: '/api/employee/device',
} as const;

export const CLAIM_ID = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';

const EXCESSES = [
  { claimType: 'SCREEN_DAMAGE', label: 'Screen damage', percentage: 15, minimum: 25_000, amount: 45_000 },
  { claimType: 'HARDWARE_DAMAGE', label: 'Hardware damage', percentage: 15, minimum: 25_000, amount: 45_000 },
  { claimType: 'SOFTWARE_DAMAGE', label: 'Software damage', percentage: 10, minimum: 15_000, amount: 30_000 },
  { claimType: 'LOST', label: 'Lost or stolen device', percentage: 25, minimum: 50_000, amount: 75_000 },
] as const;

export function devicePolicy(
  overrides: Partial<Omit<DevicePolicy, 'module'>> = {},
  module: Partial<DevicePolicy['module']> = {},
): DevicePolicy {
  const { naturalDeathWaitingEndsOn: _funeralOnly, ...core } = policyRecord({
    policyNumber: 'DEV-0001',
    packageName: 'RETAIL_DEVICE_INSURANCE',
    sumAssured: 300_000,
    monthlyPremium: 9_900,
    coolingOffEndsOn: '2025-01-15',
  });
  return {
    ...core,
    ...overrides,
    module: {
      type: 'device',
      device: {
        insuredItemId: 'item-1',
        deviceId: null,
        brand: 'Samsung',
        model: 'Galaxy A15',
        storageGb: 128,
        colour: 'Blue Black',
        imei: '356938035643809',
        replacementCost: 300_000,
        listed: true,
        isOnContract: false,
        isPurchasedFromProvider: true,
        description: 'Samsung Galaxy A15 128 GB (IMEI …3809)',
      },
      excesses: EXCESSES.map((excess) => ({ ...excess })),
      billingAddress: { formattedAddress: '1 Main Road', city: 'Pretoria', provience: 'GP', code: '0001' },
      paymentDetails: debitOrder(),
      creditLifePolicyId: null,
      openClaim: null,
      ...module,
    },
  };
}

export function devicePolicyDetail(
  overrides: Partial<Omit<DevicePolicy, 'module'>> = {},
  module: Partial<DevicePolicy['module']> = {},
  detail: Partial<Pick<DevicePolicyDetail, 'history' | 'cancellationTerms'>> = {},
): DevicePolicyDetail {
  return {
    ...devicePolicy(overrides, module),
    history: [],
    cancellationTerms: cancellationTerms({ coolingOffEndsOn: '2025-01-15', refundAmount: 9_900 }),
    ...detail,
  };
}

export function deviceApplication(overrides: Partial<DeviceApplication> = {}): DeviceApplication {
  return {
    applicationId: '11111111-2222-4333-8444-555555555555',
    applicationNumber: 'APP-2026-000042',
    quotePackageId: 'qp-1',
    policyHolderId: 'ph-1',
    packageName: 'RETAIL_DEVICE_INSURANCE',
    status: 'PENDING',
    statusDisplayValue: 'Pending',
    sumAssured: 300_000,
    monthlyPremium: 9_900,
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
      type: 'device',
      quote: {
        packageName: 'RETAIL_DEVICE_INSURANCE',
        rateTableVersion: '1',
        device: {
          deviceId: null,
          brand: 'Apple',
          model: 'iPhone 15',
          storageGb: 128,
          colours: ['Black'],
          listed: true,
          priceVersion: null,
          pricedOn: null,
        },
        replacementCost: 1_800_000,
        band: { fromCents: 1_500_000, upToCents: 2_000_000 },
        deviceMonthlyPremium: 19_900,
        excesses: [],
        isOptedforCreditLife: false,
        creditLife: null,
        creditLifeMonthlyPremium: 0,
        totalMonthlyPremium: 19_900,
        currency: 'ZAR',
        billingFrequency: 'MONTHLY',
        coolingOffDays: 14,
        quotedOn: '2025-01-02',
      },
      deviceIMEINumber: '356938035643809',
      deviceColor: 'Black',
      isOnContract: false,
      isPurchasedFromProvider: true,
      effectiveDate: '2025-01-03',
      billingAddress: { formattedAddress: '1 Main Road', city: 'Pretoria', provience: 'GP', code: '0001' },
      paymentType: 'debit_order',
      creditLife: null,
      consents: [],
    },
    documents: [],
    requiredDocuments: ['purchase_proof'],
    documentsOutstanding: ['purchase_proof'],
    creditLifePolicyId: null,
    ...overrides,
  };
}

export function deviceClaim(
  claimType: DeviceClaimType = 'SCREEN_DAMAGE',
  overrides: Partial<DeviceClaim> = {},
): DeviceClaim {
  const lost = claimType === 'LOST';
  return {
    claimId: CLAIM_ID,
    claimNumber: 'CLM-0001',
    policyId: POLICY_ID,
    policyNumber: 'DEV-0001',
    status: 'open',
    approvalStatus: 'pending',
    statusDisplayValue: 'Pending',
    amount: lost ? 300_000 : 120_000,
    grantedAmount: null,
    coverAmount: 300_000,
    claimant: {
      firstName: 'Lerato',
      lastName: 'Mokoena',
      idNumber: '8001015009087',
      relation: 'self',
      mobile: '0821234567',
      email: null,
    },
    bankDetails: {
      bankName: 'capitec',
      branchCode: '470010',
      accountHolderName: 'Lerato Mokoena',
      accountNumber: '******7890',
      accountType: 'savings',
    },
    coverStatus: 'ACTIVE',
    requiredDocuments: lost ? ['affidavit'] : ['damage_photo', 'repair_quote'],
    documentsOutstanding: lost ? ['affidavit'] : ['repair_quote'],
    documents: [],
    documentsCompleteAt: null,
    createdAt: '2025-02-01T08:00:00Z',
    updatedAt: '2025-02-01T08:00:00Z',
    recentlyUpdated: false,
    claimType,
    claimTypeLabel: lost ? 'Lost or stolen device' : 'Screen damage',
    incidentDate: '2025-01-30',
    description: 'The phone fell and the screen cracked',
    sapsCaseNumber: lost ? 'CAS 123/1/2025' : null,
    policeStation: lost ? 'Hatfield' : null,
    excess: lost ? 75_000 : 45_000,
    device: 'Samsung Galaxy A15 128 GB (IMEI …3809)',
    repairQuote: lost ? null : 120_000,
    ...overrides,
  };
}
