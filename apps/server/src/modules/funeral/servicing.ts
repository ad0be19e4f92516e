/** Cancelling, archiving (removing from the lists) and notes on funeral policies and applications. */
import type {
  ArchiveInput,
  ArchiveReply,
  CancelPolicyInput,
  CancelPolicyReply,
  NoteInput,
  Note,
} from '@cover/domain/funeral';
import {
  archiveForHolder,
  cancelForHolder,
  servicingScopeOf,
  SERVICING_TEXTS,
  toNote,
} from '../insurance-core/holder-servicing.js';
import { noteOwned } from '../insurance-core/servicing.js';
import type { LineCallContext } from '../insurance-core/line-context.js';
import { FUNERAL } from './line.js';
import { loadPolicyView } from './policy-view.js';

export { SERVICING_TEXTS } from '../insurance-core/holder-servicing.js';

export const cancelFuneralPolicy = (
  ctx: LineCallContext,
  input: CancelPolicyInput,
): Promise<CancelPolicyReply> =>
  cancelForHolder(ctx, FUNERAL, input, (row) => loadPolicyView(ctx.db, row, ctx.now, ctx.longWindow));

/** archive { policyId, title, description }: removes one of the caller's policies or applications. */
export const archiveFuneral = (ctx: LineCallContext, input: ArchiveInput): Promise<ArchiveReply> =>
  archiveForHolder(ctx, FUNERAL.key, input);

/** note/create: a note on one of the caller's policies or applications. */
export async function createNote(
  ctx: LineCallContext,
  input: NoteInput,
): Promise<{ note: Note; message: string }> {
  const note = await noteOwned(servicingScopeOf(ctx, FUNERAL.key), input.policyId, input);
  return { note: toNote(note), message: SERVICING_TEXTS.noteCreated };
}
