/** Cancelling, archiving (removing from the lists) and notes on funeral policies and applications. */
import type {
  ArchiveInput,
  ArchiveReply,
  CancelPolicyInput,
  CancelPolicyReply,
  NoteInput,
  Note,
} from '@cover/domain';
import { FUNERAL_LINE } from '@cover/domain';
import { and, eq } from 'drizzle-orm';
import { policies, type PolicyNoteRow } from '../../db/schema/index.js';
import { transitionApplication } from '../insurance-core/applications.js';
import { cancelPolicyCore } from '../insurance-core/cancellation.js';
import { CORE_MESSAGES, conflict, isUuid, policyNotFound } from '../insurance-core/errors.js';
import { appendEvent } from '../insurance-core/events.js';
import { insertNote } from '../insurance-core/notes.js';
import { findOwnedApplication, findOwnedPolicy } from '../insurance-core/ownership.js';
import { updatePolicy } from '../insurance-core/policies.js';
import { actorOf, type FuneralContext } from './context.js';
import { FUNERAL } from './line.js';
import { loadPolicyView } from './policy-view.js';

export const SERVICING_TEXTS = {
  cancelledWithRefund: 'Your policy has been cancelled. The premiums you paid will be refunded.',
  cancelled: 'Your policy has been cancelled.',
  archived: 'Removed from your list.',
  noteCreated: 'Note saved.',
} as const;

export async function cancelFuneralPolicy(
  ctx: FuneralContext,
  input: CancelPolicyInput,
): Promise<CancelPolicyReply> {
  const policy = await findOwnedPolicy(ctx.db, ctx.holder, input.policyId, {
    line: FUNERAL_LINE,
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

/** Is the id one of the holder's policies? (null when it is not a policy of theirs) */
async function ownPolicyOrNull(ctx: FuneralContext, id: string) {
  if (!ctx.holder || !isUuid(id)) return null;
  const [row] = await ctx.db
    .select()
    .from(policies)
    .where(
      and(
        eq(policies.id, id),
        eq(policies.policyHolderId, ctx.holder.policyHolderId),
        eq(policies.line, FUNERAL_LINE),
      ),
    )
    .for('update');
  return row ?? null;
}

/**
 * archive { policyId, title, description }: the id names one of the caller's policies or applications.
 * An application not yet issued becomes ARCHIVED; a cancelled or lapsed policy is hidden from the lists.
 * An active policy must be cancelled first.
 */
export async function archiveFuneral(ctx: FuneralContext, input: ArchiveInput): Promise<ArchiveReply> {
  const actor = actorOf(ctx);
  const policy = await ownPolicyOrNull(ctx, input.policyId);
  if (policy) {
    if (policy.status === 'ACTIVE') throw conflict('POLICY_ACTIVE', CORE_MESSAGES.archiveActivePolicy);
    if (!policy.archivedAt) await updatePolicy(ctx.db, policy.id, { archivedAt: ctx.now }, ctx.now);
    const note = await insertNote(ctx.db, {
      policyId: policy.id,
      applicationId: null,
      kind: 'archive',
      title: input.title,
      description: input.description,
      author: actor,
      now: ctx.now,
    });
    await appendEvent(ctx.db, {
      entityType: 'policy',
      entityId: policy.id,
      type: 'policy.archived',
      summary: `Removed: ${input.title}`,
      data: { noteId: note.id },
      actor,
      at: ctx.now,
    });
    return { note: toNote(note), archived: 'policy', message: SERVICING_TEXTS.archived };
  }
  const application = await findOwnedApplication(ctx.db, ctx.holder, input.policyId, {
    line: FUNERAL_LINE,
    lock: true,
  });
  if (application.status === 'ACTIVE')
    throw conflict('APPLICATION_ISSUED', CORE_MESSAGES.archiveIssuedApplication);
  await transitionApplication(ctx.db, application, 'ARCHIVED', {
    now: ctx.now,
    actor,
    summary: `Removed: ${input.title}`,
    changes: { archivedAt: ctx.now },
  });
  const note = await insertNote(ctx.db, {
    policyId: null,
    applicationId: application.id,
    kind: 'archive',
    title: input.title,
    description: input.description,
    author: actor,
    now: ctx.now,
  });
  return { note: toNote(note), archived: 'application', message: SERVICING_TEXTS.archived };
}

/** note/create: a note on one of the caller's policies or applications. */
export async function createNote(
  ctx: FuneralContext,
  input: NoteInput,
): Promise<{ note: Note; message: string }> {
  const policy = await ownPolicyOrNull(ctx, input.policyId);
  const target = policy
    ? ({ entityType: 'policy', id: policy.id } as const)
    : ({
        entityType: 'application',
        id: (
          await findOwnedApplication(ctx.db, ctx.holder, input.policyId, { line: FUNERAL_LINE }).catch(() => {
            throw policyNotFound();
          })
        ).id,
      } as const);
  const note = await writeNote(ctx, target, input);
  return { note: toNote(note), message: SERVICING_TEXTS.noteCreated };
}

/** One note on a policy or an application, with its event in that entity's history. */
async function writeNote(
  ctx: FuneralContext,
  target: { entityType: 'policy' | 'application'; id: string },
  input: { title: string; description: string },
) {
  const actor = actorOf(ctx);
  const note = await insertNote(ctx.db, {
    policyId: target.entityType === 'policy' ? target.id : null,
    applicationId: target.entityType === 'application' ? target.id : null,
    kind: 'note',
    title: input.title,
    description: input.description,
    author: actor,
    now: ctx.now,
  });
  await appendEvent(ctx.db, {
    entityType: target.entityType,
    entityId: target.id,
    type: `${target.entityType}.note`,
    summary: `Note: ${input.title}`,
    data: { noteId: note.id },
    actor,
    at: ctx.now,
  });
  return note;
}
