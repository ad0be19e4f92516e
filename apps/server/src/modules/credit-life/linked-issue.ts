/**
 * Issuing the credit life policy taken with another line's policy (a phone's, a vehicle's): once the parent
 * policy is issued, its linked credit life application (approved with the parent's declaration, or approved
 * here) becomes a credit life policy starting with the parent and linked to it. One an underwriter has not
 * approved (referred on its own, on hold) is left to the underwriter: the parent is issued without it.
 */
import { and, eq } from 'drizzle-orm';
import { applications, policies, type ApplicationRow, type PolicyRow } from '../../db/schema/index.js';
import { transitionApplication } from '../insurance-core/applications.js';
import { today } from '../insurance-core/clock.js';
import { actorOf, type LineCallContext } from '../insurance-core/line-context.js';
import { issueCreditLifePolicy, type CreditLifeIssueContext } from './issue.js';
import type { CreditLifeLine } from './line.js';
import { findLinkedApplication, heldByUnderwriting } from './linked-application.js';
import { closeCreditLife } from './linked-close.js';
import type { CreditLifeApplicationDetails } from './views.js';

export interface LinkedIssue {
  line: CreditLifeLine;
  /** the parent application, issued */
  parent: ApplicationRow;
  /** its policy */
  parentPolicy: PolicyRow;
  linkedId: string;
  /** the history line of the approval when it still is PENDING */
  approvedSummary: string;
}

/** The credit life policy of the linked application (null when it was removed meanwhile or is held). */
export async function issueLinkedCreditLife(
  ctx: CreditLifeIssueContext,
  issue: LinkedIssue,
): Promise<PolicyRow | null> {
  const linked = await findLinkedApplication(ctx.db, issue.line, issue.parent, issue.linkedId);
  if (linked.policyId || (linked.status !== 'PENDING' && linked.status !== 'APPROVED')) return null;
  if (heldByUnderwriting(linked)) return null;
  const approved =
    linked.status === 'APPROVED'
      ? linked
      : await transitionApplication(ctx.db, linked, 'APPROVED', {
          now: ctx.now,
          actor: ctx.actor ?? actorOf(ctx as LineCallContext),
          summary: issue.approvedSummary,
          changes: { declarationAcceptedAt: ctx.now },
        });
  const details = approved.details as unknown as CreditLifeApplicationDetails;
  return issueCreditLifePolicy(ctx, {
    line: issue.line,
    approved,
    details,
    startDate: issue.parentPolicy.startDate,
    financedItem: details.financedItem,
    linkedPolicyId: issue.parentPolicy.id,
  });
}

/**
 * What an underwriter's approval issues for a credit life application (docs/decisions/0025). Taken on its
 * own, or with a parent whose policy has ended: a policy of its own from today. Taken with a parent whose
 * policy is in force: linked to that policy, from today or the parent's start, whichever is later (a held
 * credit life is approved after the parent was issued without it). Taken with a parent still waiting:
 * nothing yet; it stays APPROVED and is issued with the parent. Taken with a parent that will never be a
 * policy (declined, withdrawn): nothing; it is closed with the reason the customer reads (closeCreditLife).
 */
export async function issueUnderwrittenCreditLife(
  ctx: CreditLifeIssueContext,
  line: CreditLifeLine,
  approved: ApplicationRow,
): Promise<PolicyRow | null> {
  const details = approved.details as unknown as CreditLifeApplicationDetails;
  const parent = details.linkedApplicationId
    ? await parentOf(ctx.db, approved, details.linkedApplicationId)
    : null;
  if (parent && !parent.policyId) {
    if (parent.status !== 'PENDING' && parent.status !== 'APPROVED')
      await closeCreditLife(ctx.db, approved, {
        now: ctx.now,
        actor: ctx.actor ?? actorOf(ctx as LineCallContext),
        summary: 'Cancelled: the application it was taken with did not go ahead',
      });
    return null;
  }
  const parentPolicy = parent?.policyId ? await policyInForce(ctx.db, parent.policyId) : null;
  const from = today(ctx.now);
  return issueCreditLifePolicy(ctx, {
    line,
    approved,
    details,
    startDate: parentPolicy && parentPolicy.startDate > from ? parentPolicy.startDate : from,
    financedItem: details.financedItem,
    linkedPolicyId: parentPolicy?.id ?? null,
  });
}

async function parentOf(db: CreditLifeIssueContext['db'], linked: ApplicationRow, parentId: string) {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, parentId), eq(applications.policyHolderId, linked.policyHolderId)));
  return row ?? null;
}

async function policyInForce(db: CreditLifeIssueContext['db'], policyId: string) {
  const [row] = await db.select().from(policies).where(eq(policies.id, policyId));
  return row?.status === 'ACTIVE' ? row : null;
}
