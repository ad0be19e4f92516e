import type { CoverOptionCode, FuneralCoverType, QuotePackage } from '@cover/domain/funeral';
import type { BeneficiaryDraft } from '../../../../components/beneficiaries/beneficiary-rules';
import type { DebitOrderDraft } from '../../shared/debit-order';
import type { ChildDraft, ExtendedFamilyDraft, PersonDraft } from '../../shared/members/member-drafts';

/**
 * Which employee funeral product is registered: EMPLOYEE_FUNERAL_INSURANCE paid by salary deduction, the
 * paid funeral (retail-priced, debit order) or the free TELKOM_FREE_BENEFIT.
 */
export type EmployeeVariant = 'salary' | 'paid' | 'free';

export interface EmployeeCover {
  coverType: FuneralCoverType;
  coverOption: CoverOptionCode;
  spouseIncluded: boolean;
  spouse: PersonDraft;
  children: ChildDraft[];
  extendedFamily: ExtendedFamilyDraft[];
}

export interface EmployeeDetails {
  idNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
}

export interface EmployeeRegisterValues {
  variant: EmployeeVariant;
  cover: EmployeeCover;
  details: EmployeeDetails;
  beneficiaries: BeneficiaryDraft[];
  debitOrder: DebitOrderDraft;
  /**
   * the declaration, the salary deduction consent (asked only when the salary pays) and the debit order
   * authorisation (asked only when a debit order pays: the paid funeral; a draft saved before it was asked
   * has none)
   */
  declaration: {
    acceptTandc: boolean;
    acceptPOPIAandTCF: boolean;
    salaryDeduction: boolean;
    debitOrder?: boolean;
  };
}

export interface EmployeeFuneralRegisterState {
  activeStep: number;
  succeedSteps: number[];
  values: EmployeeRegisterValues;
  /** the latest quote package and the input it priced; its totalPremium is the monthly premium */
  quote: QuotePackage | null;
  quoteKey: string | null;
  totalPremium: number;
  policyDetails: { policyId: string; policyNumber: string };
}
