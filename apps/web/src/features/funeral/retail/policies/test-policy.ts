// A retail funeral policy for component tests.
import type { PolicyDetail } from '@cover/domain/funeral';
import {
  beneficiary,
  cancellationTerms,
  debitOrder,
  policyRecord,
} from '../../../../components/policies/test-records';

const life = (memberId: string, firstName: string, age: number) => ({
  memberId,
  firstName,
  lastName: 'Mokoena',
  saId: null,
  dateOfBirth: `${2025 - age}-05-20`,
  age,
  coverAmount: 1_000_000,
  accidentalCoverAmount: 2_000_000,
  premium: 9_000,
});

export const GRACE_ID = '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';

export function retailPolicy(overrides: Partial<Omit<PolicyDetail, 'module'>> = {}): PolicyDetail {
  return {
    cancellationTerms: cancellationTerms(),
    ...policyRecord({ policyNumber: 'FUN-0001', packageName: 'RETAIL_FUNERAL_INSURANCE', ...overrides }),
    history: [],
    module: {
      type: 'funeral',
      coverType: 'Money cover',
      coverageOption: 'B',
      naturalDeathAmount: 1_000_000,
      accidentalDeathAmount: 2_000_000,
      airtimeBenefitAmount: 0,
      childrenPremium: 0,
      mainMember: life('6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d', 'Lerato', 45),
      spouse: null,
      children: [],
      extendedFamily: [{ ...life(GRACE_ID, 'Grace', 69), relation: 'mother', coverageOption: 'B' }],
      beneficiaries: [beneficiary('Sipho', 70), beneficiary('Grace', 30, 'parent')],
      paymentDetails: debitOrder(),
    },
  };
}

export const RETAIL = '/api/retail/funeral/policy';
