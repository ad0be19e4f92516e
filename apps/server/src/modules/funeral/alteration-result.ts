/** The stored result of an alteration package and its API view. */
import { type BeneficiaryInput, type MainMemberDetails, type PolicyChangeFacts } from '@cover/domain';
import {
  type AlterationChange,
  type AlterationPackage,
  type AlterationType,
  type CoverOptionCode,
  type FuneralQuoteBreakdownEntry,
  type FuneralQuoteModule,
} from '@cover/domain/funeral';
import type { AlterationPackageRow } from '../../db/schema/index.js';
import type { MemberSnapshot } from '../insurance-core/members.js';

export interface StoredResult {
  members?: MemberSnapshot[];
  module?: FuneralQuoteModule;
  coverType?: string;
  coverOption?: string;
  sumAssured?: number;
  basePremium?: number;
  monthlyPremium?: number;
  breakdown: FuneralQuoteBreakdownEntry[];
  beneficiaries?: BeneficiaryInput[];
  paymentMethod?: AlterationChangePayment;
  billingDay?: number;
  mainMember?: MainMemberDetails;
  /** what the change does, as the history words it (absent on packages stored before it was kept) */
  change?: PolicyChangeFacts;
}
export type AlterationChangePayment = Extract<
  AlterationChange,
  { type: 'update_payment_details' }
>['paymentMethod'];

export const lineOf = (member: MemberSnapshot): FuneralQuoteBreakdownEntry => ({
  role: member.role,
  ...(member.role === 'extended' && member.relation
    ? { relationship: member.relation as FuneralQuoteBreakdownEntry['relationship'] }
    : {}),
  age: member.age,
  coverageOption: member.coverageOption as CoverOptionCode,
  coverAmount: member.coverAmount,
  accidentalCoverAmount: member.accidentalCoverAmount,
  premium: member.premium,
});

export function toAlterationPackage(row: AlterationPackageRow): AlterationPackage {
  const result = row.result as unknown as StoredResult;
  return {
    alterationPackageId: row.id,
    policyId: row.policyId,
    type: row.type as AlterationType,
    status: row.status as AlterationPackage['status'],
    summary: row.summary,
    currentPremium: row.currentPremium,
    newPremium: row.newPremium,
    premiumDifference: row.newPremium - row.currentPremium,
    currentSumAssured: row.currentSumAssured,
    newSumAssured: row.newSumAssured,
    breakdown: result.breakdown,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    appliedAt: row.appliedAt?.toISOString() ?? null,
  };
}
