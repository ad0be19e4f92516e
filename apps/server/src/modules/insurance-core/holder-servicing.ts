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
import { findOwnedPolicy } from './ownership.js';
import { archiveOwned, type ServicingScope } from './servicing.js';

export const SERVICING_TEXTS = {
  cancelledWithRefund: 'Your policy has been cancelled. The premiums you paid will be refunded.',
  cancelled: 'Your policy has been cancelled.',
  archived: 'Removed from your list.',
  noteCreated: 'Note saved.',
} as const;

/** cancelPolicy: the caller's policy of the line, cancelled with the refund its term allows. */
export async function cancelForHolder<View>(
  ctx: LineCallContext,
  line: ProductLine,
  input: Pick<CancelPolicyInput, 'policyId' | 'comment'> & { reason: string },
  viewOf: (row: PolicyRow) => Promise<View>,
) {
  const policy = await findOwnedPolicy(ctx.db, ctx.holder, input.policyId, { line: line.key, lock: true });
  const result = await cancelPolicyCore(ctx.db, policy, {
    reason: input.reason,
    comment: input.comment,
    line,
    now: ctx.now,
    actor: actorOf(ctx),
  });
  return {
    policy: await viewOf(result.policy),
    withinCoolingOff: result.withinCoolingOff,
    refund: result.refund ? { collectionId: result.refund.id, amount: -result.refund.amount } : null,
    message: result.refund ? SERVICING_TEXTS.cancelledWithRefund : SERVICING_TEXTS.cancelled,
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
