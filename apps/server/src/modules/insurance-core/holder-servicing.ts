/**
 * The servicing calls every line's holder has: cancel one of their policies (the line's term sets the
 * cooling-off refund) and archive a policy or application with a note. The line supplies how its policy
 * is shown.
 */
import type { ArchiveInput, ArchiveReply, CancelPolicyInput, Note } from '@cover/domain';
import type { PolicyNoteRow, PolicyRow } from '../../db/schema/index.js';
import { cancelPolicyCore } from './cancellation.js';
import { actorOf, type LineCallContext } from './line-context.js';
import type { ProductLine } from './lines.js';
import { inForceLinkedPolicies } from './linked-policies.js';
import { findOwnedPolicy } from './ownership.js';
import { archiveOwned, type ServicingScope } from './servicing.js';

/** The refund's amount and what it is for (every premium paid, or the days after today) are said beside it. */
const REFUND_ON_ITS_WAY = ' Your refund is on its way.';

export const SERVICING_TEXTS = {
  cancelledWithRefund: `Your policy has been cancelled.${REFUND_ON_ITS_WAY}`,
  cancelled: 'Your policy has been cancelled.',
  cancelledWithLinked: (numbers: readonly string[], refunded: boolean) =>
    `Your policy and its credit life ${numbers.join(', ')} have been cancelled.` +
    (refunded ? REFUND_ON_ITS_WAY : ''),
  cancelledWith: (policyNumber: string) => `Cancelled with ${policyNumber} at the customer’s request`,
  archived: 'Removed from your list.',
  noteCreated: 'Note saved.',
} as const;

/**
 * cancelPolicy: the caller's policy of the line, cancelled with the refund its term allows; with
 * `alsoCancelLinked`, the in-force policies sold with it (its credit life, of `linkedLines`) too, in the same
 * transaction, each with the refund of its own term. Without it they continue (the cancel page said so).
 */
export async function cancelForHolder<View>(
  ctx: LineCallContext,
  line: ProductLine,
  input: Pick<CancelPolicyInput, 'policyId' | 'comment' | 'alsoCancelLinked'> & { reason: string },
  viewOf: (row: PolicyRow) => Promise<View>,
  linkedLines: readonly ProductLine[] = [],
) {
  const policy = await findOwnedPolicy(ctx.db, ctx.holder, input.policyId, { line: line.key, lock: true });
  const result = await cancelPolicyCore(ctx.db, policy, {
    reason: input.reason,
    comment: input.comment,
    line,
    now: ctx.now,
    actor: actorOf(ctx),
  });
  const alsoCancelled = [];
  if (input.alsoCancelLinked) {
    for (const linked of await inForceLinkedPolicies(ctx.db, policy, { lock: true })) {
      const linkedLine = linkedLines.find((candidate) => candidate.key === linked.line);
      if (!linkedLine) throw new Error(`${line.key} does not cancel its linked ${linked.line} policies`);
      const cancelled = await cancelPolicyCore(ctx.db, linked, {
        reason: input.reason,
        comment: SERVICING_TEXTS.cancelledWith(policy.policyNumber),
        line: linkedLine,
        now: ctx.now,
        actor: actorOf(ctx),
      });
      alsoCancelled.push({
        policyId: linked.id,
        policyNumber: linked.policyNumber,
        refund: cancelled.refund ? -cancelled.refund.amount : 0,
      });
    }
  }
  const refunded = result.refund !== null || alsoCancelled.some((entry) => entry.refund > 0);
  return {
    policy: await viewOf(result.policy),
    withinCoolingOff: result.withinCoolingOff,
    refund: result.refund ? { collectionId: result.refund.id, amount: -result.refund.amount } : null,
    message:
      alsoCancelled.length > 0
        ? SERVICING_TEXTS.cancelledWithLinked(
            alsoCancelled.map((entry) => entry.policyNumber),
            refunded,
          )
        : refunded
          ? SERVICING_TEXTS.cancelledWithRefund
          : SERVICING_TEXTS.cancelled,
    alsoCancelled,
  };
}

export const toNote = (row: PolicyNoteRow): Note => ({
  noteId: row.id,
  policyId: row.policyId,
  applicationId: row.applicationId,
  title: row.title,
  description: row.description,
  createdAt: row.createdAt.toISOString(),
});

export const servicingScopeOf = (ctx: LineCallContext, line: string): ServicingScope => ({
  db: ctx.db,
  line,
  holder: ctx.holder,
  now: ctx.now,
  actor: actorOf(ctx),
});

/** archive { policyId, title, description }: removes one of the caller's policies or applications of the line. */
export async function archiveForHolder(
  ctx: LineCallContext,
  line: string,
  input: ArchiveInput,
): Promise<ArchiveReply> {
  const { note, archived } = await archiveOwned(servicingScopeOf(ctx, line), input.policyId, input);
  return { note: toNote(note), archived, message: SERVICING_TEXTS.archived };
}
