/**
 * A credit life application taken with another line's application (a phone's, a vehicle's) whose parent will
 * never become a policy (declined by an underwriter, withdrawn): it closes with it, never issued as a policy
 * of its own linked to nothing. One an underwriter had (referred on its own, on hold, recommended, approved and
 * waiting for the parent) is closed as declined, with a reason the customer reads on their credit life
 * application (docs/decisions/0025).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applications, type ApplicationRow } from '../../db/schema/index.js';
import { transitionApplication } from '../insurance-core/applications.js';
import { appendEvent } from '../insurance-core/events.js';

/** The reason the customer reads on their credit life application (and in its decline event). */
export const LINKED_PARENT_DECLINED =
  'The application this credit life was taken with did not go ahead, so the credit life cannot start. You can apply for credit life on its own.';

export interface LinkedClosing {
  now: Date;
  actor: string;
  /** the history line, e.g. 'Cancelled with the application it was taken with, which was declined' */
  summary: string;
}

/**
 * Closes the credit life application `linkedId` of the parent's holder (nothing when it is issued, closed
 * already or not there). Returns the closed row, or null.
 */
export async function closeLinkedCreditLife(
  db: Database,
  parent: Pick<ApplicationRow, 'policyHolderId'>,
  linkedId: string,
  closing: LinkedClosing,
): Promise<ApplicationRow | null> {
  const [linked] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, linkedId), eq(applications.policyHolderId, parent.policyHolderId)))
    .for('update');
  if (!linked || linked.policyId || (linked.status !== 'PENDING' && linked.status !== 'APPROVED'))
    return null;
  return closeCreditLife(db, linked, closing);
}

/** Closes a credit life application that cannot start because of its parent (see closeLinkedCreditLife). */
export async function closeCreditLife(
  db: Database,
  linked: ApplicationRow,
  closing: LinkedClosing,
): Promise<ApplicationRow> {
  const underwritten = linked.underwritingStatus !== null;
  const closed = await transitionApplication(db, linked, 'CANCELLED', {
    now: closing.now,
    actor: closing.actor,
    summary: closing.summary,
  });
  if (!underwritten) return closed;
  const [declined] = await db
    .update(applications)
    .set({ underwritingStatus: 'DECLINED', declineReason: LINKED_PARENT_DECLINED })
    .where(eq(applications.id, linked.id))
    .returning();
  await appendEvent(db, {
    entityType: 'application',
    entityId: linked.id,
    type: 'application.underwriting_declined',
    summary: `We cannot offer this cover: ${LINKED_PARENT_DECLINED}`,
    data: { reason: LINKED_PARENT_DECLINED },
    actor: closing.actor,
    at: closing.now,
  });
  return declined ?? closed;
}
