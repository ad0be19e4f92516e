/**
 * Staff-only notes: a '<entity>.staff_note' event (internal) in the history of a policy, an application or
 * a claim, written by the operator who wrote it. Customers never see it (listEvents leaves internal rows
 * out unless asked).
 */
import type { StaffHistoryEntry, StaffNoteEntity } from '@cover/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applications, claims, policies } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { appendEvent, type CoreEntity } from '../insurance-core/events.js';
import { toStaffHistory } from './history.js';
import { isUuid } from '../insurance-core/errors.js';

const ENTITIES: Record<
  StaffNoteEntity,
  { entityType: CoreEntity; notFound: () => AppError; exists: (db: Database, id: string) => Promise<boolean> }
> = {
  policies: {
    entityType: 'policy',
    notFound: () => new AppError(404, 'POLICY_NOT_FOUND', 'There is no such policy.'),
    exists: async (db, id) =>
      (await db.select({ id: policies.id }).from(policies).where(eq(policies.id, id))).length > 0,
  },
  applications: {
    entityType: 'application',
    notFound: () => new AppError(404, 'APPLICATION_NOT_FOUND', 'There is no such application.'),
    exists: async (db, id) =>
      (await db.select({ id: applications.id }).from(applications).where(eq(applications.id, id))).length > 0,
  },
  claims: {
    entityType: 'claim',
    notFound: () => new AppError(404, 'CLAIM_NOT_FOUND', 'There is no such claim.'),
    exists: async (db, id) =>
      (await db.select({ id: claims.id }).from(claims).where(eq(claims.id, id))).length > 0,
  },
};

export async function addStaffNote(
  db: Database,
  entity: StaffNoteEntity,
  entityId: string,
  note: string,
  at: { now: Date; actor: string },
): Promise<StaffHistoryEntry> {
  const { entityType, notFound, exists } = ENTITIES[entity];
  if (!isUuid(entityId) || !(await exists(db, entityId))) throw notFound();
  const row = await appendEvent(db, {
    entityType,
    entityId,
    type: `${entityType}.staff_note`,
    summary: 'Staff note',
    data: { note },
    actor: at.actor,
    internal: true,
    at: at.now,
  });
  const [entry] = await toStaffHistory(db, [row]);
  if (!entry) throw new Error('note was not stored');
  return entry;
}
