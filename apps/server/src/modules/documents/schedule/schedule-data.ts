/**
 * What a policy schedule shows: one version of a policy of any line, already resolved to display-ready
 * values (names, labels, masked account numbers, formatted amounts in the line's own parts). Money is
 * integer cents, dates are 'YYYY-MM-DD'. A line's schedule source builds it (funeral:
 * modules/funeral/schedule-data.ts); the renderer knows nothing else.
 */
import type { PolicyTerm } from '@cover/domain';

/** A column of a table of the line's own (share of the content width: the shares add up to 1). */
export interface ScheduleColumn {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** What the policy covers, as the line shows it: lives (funeral), a phone (device), a vehicle (motor). */
export interface ScheduleTable {
  heading: string;
  columns: ScheduleColumn[];
  rows: string[][];
}

/** A section of the line's own terms (funeral: the waiting periods). */
export interface ScheduleSection {
  heading: string;
  paragraphs: string[];
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
  /** the line's name for its cover, e.g. 'Funeral cover' */
  productTitle: string;
  /** the line key, e.g. 'funeral' */
  line: string;
  packageName: string;
  /** the line's own policy facts, e.g. ['Cover type', 'Money cover'] */
  productFacts: [label: string, value: string][];
  startDate: string;
  /** the status in the customer's words ('Active', 'Cancelled', 'Lapsed'; statusLabel) */
  status: string;
  covered: ScheduleTable;
  premiumLines: SchedulePremiumLine[];
  monthlyPremium: number;
  billingDay: number;
  nextBillingDate: string | null;
  payment: SchedulePayment | null;
  /** null: the line has no beneficiaries (device, motor) and the schedule has no such section */
  beneficiaries: ScheduleBeneficiary[] | null;
  /** the line's own terms, before the shared cooling-off, grace period and complaints */
  lineTerms: ScheduleSection[];
  /**
   * the line's term: long-term cover (funeral, credit life) or short-term (device, motor); it names the
   * insurer and sets the cooling-off days
   */
  term: PolicyTerm;
  coolingOffEndsOn: string;
  gracePeriodDays: number;
}
