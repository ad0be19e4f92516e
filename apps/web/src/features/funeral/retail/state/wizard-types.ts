import type { CoverOptionCode, FuneralCoverType, QuotePackage } from '@cover/domain/funeral';
import type { ChildDraft, ExtendedFamilyDraft, PersonDraft } from '../../shared/members/member-drafts';

export type { ChildDraft, ExtendedFamilyDraft, PersonDraft };
import type { BeneficiaryDraft } from '../../../../components/beneficiaries/beneficiary-rules';

/** The retail funeral wizard's draft (spec 002 §3 "Funeral quote and registration wizard"), plain JSON. */
export interface WizardStep1 {
  /** the cover type ('Money cover' by default) */
  selectedPlan: FuneralCoverType;
  coverOption: CoverOptionCode | '';
  /** the main member's cover in cents (0 until an option is chosen) */
  coverAmount: number;
  firstName: string;
  lastName: string;
  /** needed to price the cover before the ID number is known */
  dateOfBirth: string;
  extendedFamilyIncluded: 'yes' | 'no';
  extendedFamily: ExtendedFamilyDraft[];
}

/**
 * The Plan step's form: step 1 with the lives its price depends on, kept in the draft where the later steps
 * hold them (step 3's number of children, step 4's spouse).
 */
export interface PlanValues extends WizardStep1 {
  spouseIncluded: boolean;
  spouseDateOfBirth: string;
  noOfChildrens: number;
}

export interface ValidityFlags {
  idNumber: boolean;
  age: boolean;
  mobile: boolean;
  alternateMobile: boolean;
  email: boolean;
}

export interface WizardStep3 {
  title: string;
  idNumber: string;
  mobile: string;
  alternateMobile: string;
  email: string;
  address: { formattedAddress: string; city: string; provience: string; code: string };
  noOfChildrens: number;
  validity: ValidityFlags;
  /** a policy holder already exists for this ID number */
  isExistIdNumber: boolean;
  /** no active funeral policy is held under this ID number */
  isUniqueIdNumber: boolean;
  beneficiaries: BeneficiaryDraft[];
}

export interface WizardStep4 {
  spouseIncluded: boolean;
  spouse: PersonDraft;
  children: ChildDraft[];
}

export interface WizardStep5 {
  acceptTandc: boolean;
  acceptPOPIAandTCF: boolean;
}

export interface WizardStep6 {
  bankName: string;
  branchCode: string;
  accountHolderName: string;
  accountNumber: string;
  /** the debit order date as a day number; 0 until chosen */
  debitOrderDate: number;
  accountType: string;
}

export interface PolicyDetails {
  policyId: string;
  policyNumber: string;
  billingDay: number | null;
}

export interface FuneralQuoteState {
  activeStep: number;
  succeedSteps: number[];
  step1: WizardStep1;
  step3: WizardStep3;
  step4: WizardStep4;
  step5: WizardStep5;
  step6: WizardStep6;
  policyDetails: PolicyDetails;
  /** the latest stored quote package, and the input it priced */
  quote: QuotePackage | null;
  quoteKey: string | null;
  monthlyPremium: number;
  /** set while the draft changes a PENDING application (createQuoteApplication then alters it) */
  applicationId?: string | null;
  /**
   * The username of the signed-in customer the draft belongs to; null while it was only filled in before
   * signing in (whoever signs in next takes it over). Another customer's draft is never shown.
   */
  owner?: string | null;
  /** The ages given in the cover calculator, shown as hints where the wizard asks for dates of birth. */
  calculatorAges?: CalculatorAges | null;
}

export interface CalculatorAges {
  mainMember: number | null;
  spouse: number | null;
  /** by the extended family member's key */
  extendedFamily: Record<string, number>;
}

/** What the cover calculator hands to the wizard ('Get this cover'). */
export interface CalculatorChoices {
  selectedPlan: WizardStep1['selectedPlan'];
  coverOption: CoverOptionCode;
  coverAmount: number;
  mainMemberAge: number | null;
  spouseIncluded: boolean;
  spouseAge: number | null;
  children: number;
  extendedFamily: { relationship: string; age: number | null; coverageOption: CoverOptionCode }[];
}

/** Typed but not yet saved values of the steps with fields (the draft keeps them as they are typed). */
export type DraftEdit = {
  [K in 'step1' | 'step3' | 'step4' | 'step5' | 'step6']?: Partial<FuneralQuoteState[K]>;
};
