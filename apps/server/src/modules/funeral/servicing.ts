/** Cancelling, archiving (removing from the lists) and notes on funeral policies and applications. */
import type {
  ArchiveInput,
  ArchiveReply,
  CancelPolicyInput,
  CancelPolicyReply,
  NoteInput,
  Note,
} from '@cover/domain/funeral';
import type { PolicyNoteRow } from '../../db/schema/index.js';
import { cancelPolicyCore } from '../insurance-core/cancellation.js';
import { findOwnedPolicy } from '../insurance-core/ownership.js';
import { archiveOwned, noteOwned, type ServicingScope } from '../insurance-core/servicing.js';
import { actorOf, type LineCallContext } from '../insurance-core/line-context.js';
import { FUNERAL } from './line.js';
import { loadPolicyView } from './policy-view.js';

export const SERVICING_TEXTS = {
  cancelledWithRefund: 'Your policy has been cancelled. The premiums you paid will be refunded.',
  cancelled: 'Your policy has been cancelled.',
  archived: 'Removed from your list.',
  noteCreated: 'Note saved.',
} as const;

export async function cancelFuneralPolicy(
  ctx: LineCallContext,
  input: CancelPolicyInput,
): Promise<CancelPolicyReply> {
  const policy = await findOwnedPolicy(ctx.db, ctx.holder, input.policyId, {
    line: FUNERAL.key,
    lock: true,
  });
  const result = await cancelPolicyCore(ctx.db, policy, {
    reason: input.reason,
    comment: input.comment,
    line: FUNERAL,
    now: ctx.now,
    actor: actorOf(ctx),
  });
  return {
    policy: await loadPolicyView(ctx.db, result.policy, ctx.now, ctx.longWindow),
    withinCoolingOff: result.withinCoolingOff,
    refund: result.refund ? { collectionId: result.refund.id, amount: -result.refund.amount } : null,
    message: result.refund ? SERVICING_TEXTS.cancelledWithRefund : SERVICING_TEXTS.cancelled,
  };
}

const toNote = (row: PolicyNoteRow): Note => ({
  noteId: row.id,
  policyId: row.policyId,
  applicationId: row.applicationId,
  title: row.title,
  description: row.description,
  createdAt: row.createdAt.toISOString(),
});

const scopeOf = (ctx: LineCallContext): ServicingScope => ({
  db: ctx.db,
  line: FUNERAL.key,
  holder: ctx.holder,
  now: ctx.now,
  actor: actorOf(ctx),
});

/** archive { policyId, title, description }: removes one of the caller's policies or applications. */
export async function archiveFuneral(ctx: LineCallContext, input: ArchiveInput): Promise<ArchiveReply> {
  const { note, archived } = await archiveOwned(scopeOf(ctx), input.policyId, input);
  return { note: toNote(note), archived, message: SERVICING_TEXTS.archived };
}

/** note/create: a note on one of the caller's policies or applications. */
export async function createNote(
  ctx: LineCallContext,
  input: NoteInput,
): Promise<{ note: Note; message: string }> {
  const note = await noteOwned(scopeOf(ctx), input.policyId, input);
  return { note: toNote(note), message: SERVICING_TEXTS.noteCreated };
}
