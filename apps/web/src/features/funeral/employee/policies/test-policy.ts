// An employee funeral policy (paid by salary deduction) for component tests.
import type { PolicyDetail } from '@cover/domain/funeral';
import {
  beneficiary,
  cancellationTerms,
  debitOrder,
  policyRecord,
} from '../../../../components/policies/test-records';

const thabo = {
  memberId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  firstName: 'Thabo',
  lastName: 'Mokoena',
  saId: '8503145123084',
  dateOfBirth: '1985-03-14',
  age: 40,
  premium: 8_000,
  coverAmount: 1_500_000,
  accidentalCoverAmount: 3_000_000,
};

export const GRACE_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';

/** Thabo's mother Grace, 68, covered on option B. */
export const grace = {
  ...thabo,
  memberId: GRACE_ID,
  firstName: 'Grace',
  saId: null,
  dateOfBirth: '1958-05-20',
  age: 68,
  premium: 24_300,
  relation: 'mother',
  coverageOption: 'B',
};

/** Thabo's employee cover, option C, with two beneficiaries (and the relatives given). */
export function employeePolicy(
  packageName = 'EMPLOYEE_FUNERAL_INSURANCE',
  extendedFamily: (typeof grace)[] = [],
): PolicyDetail {
  const salary = debitOrder({
    type: 'deduct_from_salary',
    salaryReferenceNumber: '10000001',
    bankName: null,
  });
  const cover = { coverType: 'Money cover', coverageOption: 'C', naturalDeathAmount: 1_500_000 };
  const people = { mainMember: thabo, spouse: null, children: [], extendedFamily };
  return {
    cancellationTerms: cancellationTerms(),
    ...policyRecord({ policyNumber: 'EFN-0001', packageName }),
    history: [],
    module: {
      ...cover,
      ...people,
      type: 'funeral',
      accidentalDeathAmount: 3_000_000,
      airtimeBenefitAmount: 0,
      childrenPremium: 0,
      beneficiaries: [beneficiary('Naledi', 60, 'spouse'), beneficiary('Lwazi', 40)],
      paymentDetails: salary,
    },
  };
}

export const EMPLOYEE = '/api/employee/funeral';
export const CMS = '/api/telkom-cms/funeral';
