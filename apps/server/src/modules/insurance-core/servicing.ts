/**
 * Removing a policy or application from the holder's lists (archive) and notes on them, for every line:
 * the id may name either one of the caller's own policies or applications of the line (404 otherwise). An
 * application not yet issued becomes ARCHIVED, never one an underwriter is reviewing (409
 * APPLICATION_UNDER_REVIEW, decision 0040); a cancelled or lapsed policy is hidden from the lists; an active
 * policy must be cancelled first. Every note and archive appends an event to the entity's history.
 */
import type { PolicyHolder } from '@cover/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { policies, type PolicyNoteRow, type PolicyRow } from '../../db/schema/index.js';
import { transitionApplication } from './applications.js';
import { CORE_MESSAGES, conflict, isUuid, policyNotFound } from './errors.js';
import { appendEvent } from './events.js';
import { insertNote } from './notes.js';
import { findOwnedApplication } from './ownership.js';
import { updatePolicy } from './policies.js';
import { assertNotUnderReview } from './underwriting.js';

/** Who acts, on which line, and when. */
export interface ServicingScope {
  db: Database;
  line: string;
  holder: PolicyHolder | null;
  now: Date;
  actor: string;
}

export interface NoteText {
  title: string;
  description: string;
}

/** One of the holder's policies of the line, locked; null when the id names none of them. */
async function ownPolicyOrNull(scope: ServicingScope, id: string): Promise<PolicyRow | null> {
  if (!scope.holder || !isUuid(id)) return null;
  const [row] = await scope.db
    .select()
    .from(policies)
    .where(
      and(
        eq(policies.id, id),
        eq(policies.policyHolderId, scope.holder.policyHolderId),
        eq(policies.line, scope.line),
      ),
    )
    .for('update');
  return row ?? null;
}

/** Archives the caller's policy or application named by `id`, with the note saying why. */
export async function archiveOwned(
  scope: ServicingScope,
  id: string,
  text: NoteText,
): Promise<{ note: PolicyNoteRow; archived: 'policy' | 'application' }> {
  const { db, now, actor } = scope;
  const policy = await ownPolicyOrNull(scope, id);
  if (policy) {
    if (policy.status === 'ACTIVE') throw conflict('POLICY_ACTIVE', CORE_MESSAGES.archiveActivePolicy);
    if (!policy.archivedAt) await updatePolicy(db, policy.id, { archivedAt: now }, now);
    const note = await insertNote(db, {
      policyId: policy.id,
      applicationId: null,
      kind: 'archive',
      title: text.title,
      description: text.description,
      author: actor,
      now,
    });
    await appendEvent(db, {
      entityType: 'policy',
      entityId: policy.id,
      type: 'policy.archived',
      summary: `Removed: ${text.title}`,
      data: { noteId: note.id },
      actor,
      at: now,
    });
    return { note, archived: 'policy' };
  }
  const application = await findOwnedApplication(db, scope.holder, id, { line: scope.line, lock: true });
  if (application.status === 'ACTIVE')
    throw conflict('APPLICATION_ISSUED', CORE_MESSAGES.archiveIssuedApplication);
  // withdrawing it would leave the underwriter deciding on an application the customer took back (0040)
  assertNotUnderReview(application);
  await transitionApplication(db, application, 'ARCHIVED', {
    now,
    actor,
    summary: `Removed: ${text.title}`,
    changes: { archivedAt: now },
  });
  const note = await insertNote(db, {
    policyId: null,
    applicationId: application.id,
    kind: 'archive',
    title: text.title,
    description: text.description,
    author: actor,
    now,
  });
  return { note, archived: 'application' };
}

/** A note on the caller's policy or application named by `id` (404 'Policy not found' for anything else). */
export async function noteOwned(scope: ServicingScope, id: string, text: NoteText): Promise<PolicyNoteRow> {
  const policy = await ownPolicyOrNull(scope, id);
  const target = policy
    ? ({ entityType: 'policy', id: policy.id } as const)
    : ({
        entityType: 'application',
        id: (
          await findOwnedApplication(scope.db, scope.holder, id, { line: scope.line }).catch(() => {
            throw policyNotFound();
          })
        ).id,
      } as const);
  const note = await insertNote(scope.db, {
    policyId: target.entityType === 'policy' ? target.id : null,
    applicationId: target.entityType === 'application' ? target.id : null,
    kind: 'note',
    title: text.title,
    description: text.description,
    author: scope.actor,
    now: scope.now,
  });
  await appendEvent(scope.db, {
    entityType: target.entityType,
    entityId: target.id,
    type: `${target.entityType}.note`,
    summary: `Note: ${text.title}`,
    data: { noteId: note.id },
    actor: scope.actor,
    at: scope.now,
  });
  return note;
}
