/**
 * What a policy schedule shows: one version of a policy, already resolved to display-ready values (names,
 * labels, masked account numbers). Money is integer cents, dates are 'YYYY-MM-DD'. Built from the funeral
 * core's schedule view by `scheduleDataFromView`; the renderer knows nothing else.
 */
export interface ScheduleMember {
  /** 'Main member', 'Spouse', 'Child', 'Extended family (Aunt)' … */
  role: string;
  name: string;
  dateOfBirth: string;
  /** natural-death cover, cents */
  coverAmount: number;
  /** accidental-death cover, cents */
  accidentalCoverAmount: number;
  /** this life's monthly premium, cents (children may share one line and show 0) */
  premium: number;
}

export interface ScheduleBeneficiary {
  name: string;
  relation: string;
  percentage: number;
}

export interface SchedulePremiumLine {
  label: string;
  amount: number;
}

export interface SchedulePayment {
  /** 'Debit order' or 'Deduct from salary' */
  method: string;
  bankName: string | null;
  /** e.g. '••••6789' — never the full number */
  accountNumberMasked: string | null;
  accountType: string | null;
  salaryReferenceNumber: string | null;
}

export interface PolicyScheduleData {
  policyId: string;
  policyNumber: string;
  /** the policy version this schedule belongs to (1 at issue, +1 per alteration) */
  version: number;
  /** the date this version took effect / was issued */
  issuedOn: string;
  holder: {
    name: string;
    idNumber: string;
    email: string | null;
    cellphone: string | null;
    address: string | null;
  };
  packageName: string;
  coverType: string;
  coverageOption: string;
  startDate: string;
  /** display value of the status ('active', 'Cancelled', 'Lapsed') */
  status: string;
  members: ScheduleMember[];
  premiumLines: SchedulePremiumLine[];
  monthlyPremium: number;
  billingDay: number;
  nextBillingDate: string | null;
  payment: SchedulePayment | null;
  beneficiaries: ScheduleBeneficiary[];
  /** 6 for funeral cover (none for accidental death) */
  naturalDeathWaitingMonths: number;
  naturalDeathWaitingEndsOn: string;
  coolingOffEndsOn: string;
  coolingOffDays: number;
  gracePeriodDays: number;
  rateTableVersion: string;
}
