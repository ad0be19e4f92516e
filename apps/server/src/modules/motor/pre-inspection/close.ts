/**
 * A pre-inspection closed with the application it was for (QA ops 3): once a motor application is declined
 * (by underwriting in the back office, or by the employee an operator applied for), no photos of its
 * vehicle are wanted. Its pre-inspection, unless approved already or wanted by another application still
 * open, becomes CANCELLED ('No longer needed'): its link is revoked, so the page and the uploads refuse it,
 * and the holder is no longer offered 'Send the photo link again'. One code path for both declines.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { applications, type ApplicationRow } from '../../../db/schema/index.js';
import { appendEvent } from '../../insurance-core/events.js';
import { findPreInspection, updatePreInspection } from './repo.js';

/** Statuses that close: those still waiting for photos or for an assessment. */
const OPEN = ['AWAITING_PHOTOS', 'SUBMITTED', 'REJECTED'];

export const PRE_INSPECTION_CLOSED_SUMMARY =
  'Pre-inspection no longer needed: the application for this vehicle was declined';

const preInspectionIdOf = (application: ApplicationRow): string | null => {
  const vehicle = (application.details as { vehicle?: { preInspectionId?: unknown } }).vehicle;
  return typeof vehicle?.preInspectionId === 'string' ? vehicle.preInspectionId : null;
};

/** Whether another application still open (pending or approved) was made with this pre-inspection. */
async function wantedElsewhere(db: Database, application: ApplicationRow, preInspectionId: string) {
  const [other] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.line, application.line),
        ne(applications.id, application.id),
        inArray(applications.status, ['PENDING', 'APPROVED']),
        sql`${applications.details} -> 'vehicle' ->> 'preInspectionId' = ${preInspectionId}`,
      ),
    )
    .limit(1);
  return other !== undefined;
}

/**
 * In the decline's transaction: closes the declined motor application's pre-inspection (see above).
 * Returns whether it closed one.
 */
export async function closePreInspectionOfDeclined(
  db: Database,
  application: ApplicationRow,
  at: { now: Date; actor: string },
): Promise<boolean> {
  const preInspectionId = preInspectionIdOf(application);
  if (!preInspectionId) return false;
  const row = await findPreInspection(db, preInspectionId, { lock: true });
  if (!row || row.isDeleted || !OPEN.includes(row.assessmentStatus)) return false;
  if (row.policyHolderId !== application.policyHolderId) return false;
  if (await wantedElsewhere(db, application, preInspectionId)) return false;
  await updatePreInspection(db, row.id, {
    assessmentStatus: 'CANCELLED',
    tokenHash: null,
    tokenExpiresAt: null,
    updatedAt: at.now,
  });
  await appendEvent(db, {
    entityType: 'pre_inspection',
    entityId: row.id,
    type: 'pre_inspection_cancelled',
    summary: PRE_INSPECTION_CLOSED_SUMMARY,
    data: { applicationId: application.id },
    actor: at.actor,
    at: at.now,
  });
  return true;
}
