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

/** Thabo's employee cover, option C, with two beneficiaries. */
export function employeePolicy(packageName = 'EMPLOYEE_FUNERAL_INSURANCE'): PolicyDetail {
  const salary = debitOrder({
    type: 'deduct_from_salary',
    salaryReferenceNumber: '10000001',
    bankName: null,
  });
  const cover = { coverType: 'Money cover', coverageOption: 'C', naturalDeathAmount: 1_500_000 };
  const people = { mainMember: thabo, spouse: null, children: [], extendedFamily: [] };
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
