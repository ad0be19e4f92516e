/**
 * Issuing the credit life policy taken with another line's policy (a phone's, a vehicle's): once the parent
 * policy is issued, its linked credit life application (approved with the parent's declaration, or approved
 * here) becomes a credit life policy starting with the parent and linked to it. One an underwriter has not
 * approved (referred on its own, on hold) is left to the underwriter: the parent is issued without it.
 */
import type { ApplicationRow, PolicyRow } from '../../db/schema/index.js';
import { transitionApplication } from '../insurance-core/applications.js';
import { actorOf, type LineCallContext } from '../insurance-core/line-context.js';
import { issueCreditLifePolicy, type CreditLifeIssueContext } from './issue.js';
import type { CreditLifeLine } from './line.js';
import { findLinkedApplication, heldByUnderwriting } from './linked-application.js';
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
