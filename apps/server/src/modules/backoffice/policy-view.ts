/**
 * A policy as the back office sees it: its terms, waiting periods and cover limits in plain words, the
 * holder; in full also its claims, its latest 24 collections and its whole history (staff-only entries
 * included, with who did what).
 */
import {
  claimDisplayValue,
  claimTypeLabel,
  productName,
  saDay,
  statusDisplayValue,
  type BackofficePolicy,
  type BackofficePolicySummary,
  type ClaimApprovalStatus,
  type ClaimStatus,
} from '@cover/domain';
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  claims,
  insuredItems,
  policies,
  policyHolders,
  policyMembers,
  type PolicyRow,
} from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { recentCollections } from '../insurance-core/collections.js';
import { coverLimitsOf, waitingPeriodsOf } from './cover-terms.js';
import { staffHistory } from './history.js';
import { isUuid } from '../insurance-core/errors.js';

const iso = (value: Date | null) => value?.toISOString() ?? null;

export const policyNotFound = () => new AppError(404, 'POLICY_NOT_FOUND', 'There is no such policy.');

export async function findPolicyRow(db: Database, policyId: string): Promise<PolicyRow | null> {
  if (!isUuid(policyId)) return null;
  const [row] = await db.select().from(policies).where(eq(policies.id, policyId));
  return row ?? null;
}

/** The policy's terms for staff, without its claims, collections and history. */
export async function staffPolicySummary(
  db: Database,
  policy: PolicyRow,
  now: Date,
): Promise<BackofficePolicySummary> {
  const [[holder], members, items] = await Promise.all([
    db.select().from(policyHolders).where(eq(policyHolders.id, policy.policyHolderId)),
    db
      .select()
      .from(policyMembers)
      .where(eq(policyMembers.policyId, policy.id))
      .orderBy(asc(policyMembers.position)),
    db.select().from(insuredItems).where(eq(insuredItems.policyId, policy.id)),
  ]);
  if (!holder) throw new Error(`policy ${policy.id} has no holder`);
  const terms = { policy, members, items, today: saDay(now) };
  return {
    policyId: policy.id,
    policyNumber: policy.policyNumber,
    line: policy.line,
    productName: productName(policy.packageName),
    status: policy.status,
    statusDisplayValue: statusDisplayValue(policy.status),
    monthlyPremium: policy.monthlyPremium,
    sumAssured: policy.sumAssured,
    startDate: policy.startDate,
    nextBillingDate: policy.nextBillingDate,
    balance: policy.balance,
    version: policy.version,
    lapsedAt: iso(policy.lapsedAt),
    reinstatedAt: iso(policy.reinstatedAt),
    cancelledAt: iso(policy.cancelledAt),
    waitingPeriods: waitingPeriodsOf(terms),
    coverLimits: coverLimitsOf(terms),
    holder: {
      id: holder.id,
      name: `${holder.firstName} ${holder.lastName}`,
      idNumber: holder.idNumber,
      email: holder.email,
      cellphone: holder.cellphone,
    },
  };
}

/** The whole policy for staff; 404 for an unknown id. */
export async function staffPolicy(db: Database, policyId: string, now: Date): Promise<BackofficePolicy> {
  const policy = await findPolicyRow(db, policyId);
  if (!policy) throw policyNotFound();
  const [summary, claimRows, collectionRows, history] = await Promise.all([
    staffPolicySummary(db, policy, now),
    db.select().from(claims).where(eq(claims.policyId, policy.id)).orderBy(desc(claims.createdAt)),
    recentCollections(db, policy.id, 24),
    staffHistory(db, 'policy', policy.id),
  ]);
  return {
    ...summary,
    claims: claimRows.map((claim) => {
      const status = claim.claimStatus as ClaimStatus;
      return {
        claimId: claim.id,
        claimNumber: claim.claimNumber,
        type: claim.type,
        // motor and device keep the type's code with the claim ('GLASS' → 'Glass'), the domain's words
        typeLabel:
          typeof claim.details.claimType === 'string'
            ? (claimTypeLabel(claim.details.claimType) ?? null)
            : null,
        status,
        statusDisplayValue: claimDisplayValue({
          status,
          approvalStatus: claim.approvalStatus as ClaimApprovalStatus,
        }),
        amount: claim.requestedAmountCents,
        grantedAmount: claim.grantedAmountCents,
        createdAt: claim.createdAt.toISOString(),
      };
    }),
    collections: collectionRows.map((collection) => ({
      id: collection.id,
      type: collection.type,
      status: collection.status,
      amount: collection.amount,
      dueDate: collection.dueDate,
      failureReason: collection.failureReason,
      attemptedAt: iso(collection.attemptedAt),
    })),
    history,
  };
}
