// Records for the credit life tests: a policy on a financed phone, its detail view and an application.
import type { CreditLifeApplication, CreditLifePolicy, CreditLifePolicyDetail } from '@cover/domain';
import type { VehicleCreditLifeQuote } from '@cover/domain/motor';
import {
  cancellationTerms,
  debitOrder,
  POLICY_ID,
  policyRecord,
} from '../../../components/policies/test-records';

export const CREDIT_LIFE_API = {
  retail: '/api/retail/device/credit-life',
  employee: '/api/employee/credit-life',
} as const;

/** A valid SA ID number (Luhn) for the person responsible. */
export const PERSON_ID = '8001015009087';

export function creditLifePolicy(
  overrides: Partial<Omit<CreditLifePolicy, 'module'>> = {},
  module: Partial<CreditLifePolicy['module']> = {},
): CreditLifePolicy {
  const { naturalDeathWaitingEndsOn: _funeralOnly, ...core } = policyRecord({
    policyNumber: 'DCL-0001',
    packageName: 'DEVICE_CREDIT_LIFE',
    sumAssured: 800_000,
    monthlyPremium: 3_360,
    coolingOffEndsOn: '2025-02-01',
  });
  return {
    ...core,
    ...overrides,
    module: {
      type: 'credit_life',
      financedItem: 'Samsung Galaxy A15 (IMEI …3809)',
      outstandingBalance: 800_000,
      totalAmountInsured: 800_000,
      maximumMonthlyPremium: 3_600,
      issuedPercentage: 0,
      personResponsibleForFinancing: { firstName: 'Thabo', lastName: 'Mokoena', idNumber: PERSON_ID },
      linkedPolicyId: null,
      beneficiaries: [
        {
          beneficiaryId: 'b-1',
          relation: 'spouse',
          firstName: 'Lerato',
          lastName: 'Mokoena',
          idNumber: null,
          email: null,
          mobile: '0821234567',
          alternateMobile: null,
          percentage: 60,
        },
        {
          beneficiaryId: 'b-2',
          relation: 'child',
          firstName: 'Kabelo',
          lastName: 'Mokoena',
          idNumber: null,
          email: null,
          mobile: null,
          alternateMobile: null,
          percentage: 40,
        },
      ],
      paymentDetails: debitOrder(),
      ...module,
    },
  };
}

export function creditLifePolicyDetail(
  overrides: Partial<Omit<CreditLifePolicy, 'module'>> = {},
  module: Partial<CreditLifePolicy['module']> = {},
): CreditLifePolicyDetail {
  return {
    ...creditLifePolicy(overrides, module),
    history: [],
    cancellationTerms: cancellationTerms({ coolingOffEndsOn: '2025-02-01', refundAmount: 3_360 }),
  };
}

export function creditLifeApplication(overrides: Partial<CreditLifeApplication> = {}): CreditLifeApplication {
  return {
    applicationId: '22222222-3333-4444-8555-666666666666',
    applicationNumber: 'APP-2026-000042',
    quotePackageId: 'q-1',
    policyHolderId: 'h-1',
    packageName: 'DEVICE_CREDIT_LIFE',
    status: 'PENDING',
    statusDisplayValue: 'Pending',
    sumAssured: 800_000,
    monthlyPremium: 3_360,
    currency: 'ZAR',
    billingDay: 25,
    paymentMethodId: null,
    policyId: null,
    policyNumber: null,
    declarationAcceptedAt: null,
    underwritingStatus: null,
    underwritingReason: null,
    createdAt: '2025-01-01T08:00:00Z',
    updatedAt: '2025-01-02T08:00:00Z',
    recentlyUpdated: true,
    ...overrides,
    module: {
      type: 'credit_life',
      financedItem: 'Apple iPhone 15 (IMEI …3809)',
      outstandingBalance: 800_000,
      totalAmountInsured: 800_000,
      maximumMonthlyPremium: 3_600,
      issuedPercentage: 0,
      personResponsibleForFinancing: { firstName: 'Thabo', lastName: 'Mokoena', idNumber: PERSON_ID },
      creditLifeMonthlyPremium: 3_360,
      additionalPercentage: 0,
      beneficiariesDetails: [
        { relation: 'spouse', firstName: 'Lerato', lastName: 'Mokoena', percentage: 100 },
      ],
      linkedApplicationId: null,
      paymentType: 'deduct_from_salary',
      ...overrides.module,
    },
  };
}

/** getVehicleCreditLifeQuote's reply: `suggestedPremium` a month for the balance and percentage asked. */
export function vehicleCreditLifeQuote(
  outstandingSettlementBalanceAmount: number,
  additionalPercentageInsured: number,
  suggestedPremium: number,
): VehicleCreditLifeQuote {
  const inputData = {
    vinNumber: null,
    citizenship: 'citizen',
    outstandingSettlementBalanceAmount,
    additionalPercentageInsured,
    totalEstimatedValue: null,
  };
  return {
    quotePackageId: 'q-cl-1',
    packageName: 'VEHICLE_CREDIT_LIFE',
    sumAssured: Math.round((outstandingSettlementBalanceAmount * (100 + additionalPercentageInsured)) / 100),
    basePremium: suggestedPremium,
    suggestedPremium,
    maximumMonthlyPremium: Math.round((outstandingSettlementBalanceAmount * 45) / 10_000),
    billingFrequency: 'MONTHLY',
    currency: 'ZAR',
    rateTableVersion: 'credit-life-2026-11',
    quotedOn: '2026-11-20',
    createdAt: '2026-11-20T08:00:00.000Z',
    expiresAt: '2026-11-27T08:00:00.000Z',
    inputData,
    module: {
      ...inputData,
      telkomEmployee: true,
      coreBenefitPremium: suggestedPremium,
      flexiBenefitPremium: 0,
    },
  };
}

export { POLICY_ID };
