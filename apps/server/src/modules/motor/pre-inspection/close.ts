/**
 * A pre-inspection closed with the application it was for (QA ops 3): once a motor application no longer
 * goes ahead, because it was declined (by underwriting in the back office, or by the employee an operator
 * applied for) or withdrawn (removed by its customer, the employee included), no photos of its vehicle are
 * wanted. Its pre-inspection, unless approved already or wanted by another application still open, becomes
 * CANCELLED ('No longer needed'): its link is revoked, so the page and the uploads refuse it (the photos
 * already taken stay), and the holder is no longer offered 'Send the photo link again'. One code path for
 * every reason. A claim's inspection of the damage (CLAIM_SUBMISSION) closes the same way with its claim once
 * the claim is repudiated (`closeClaimInspectionOf`, QA walk 4): no assessment of its photos is wanted. Once
 * the claim is approved, its photos awaiting assessment are approved with it (`approveClaimInspectionOf`):
 * the claim's approval accepts them, by whoever decided it.
 */
import {
  closesWithApplication,
  preInspectionClosedSummary,
  type PreInspectionCloseReason,
} from '@cover/domain/motor';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  applications,
  type ApplicationRow,
  type ClaimRow,
  type PreInspectionRow,
} from '../../../db/schema/index.js';
import { appendEvent } from '../../insurance-core/events.js';
import { findPreInspection, updatePreInspection } from './repo.js';

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

/** Why and when the application stopped, and who stopped it. */
export interface PreInspectionClosing {
  reason: PreInspectionCloseReason;
  now: Date;
  actor: string;
}

/**
 * In the transaction that declines or withdraws the motor application: closes its pre-inspection (see
 * above). Returns whether it closed one.
 */
export async function closePreInspectionOf(
  db: Database,
  application: ApplicationRow,
  closing: PreInspectionClosing,
): Promise<boolean> {
  const preInspectionId = preInspectionIdOf(application);
  if (!preInspectionId) return false;
  const row = await findPreInspection(db, preInspectionId, { lock: true });
  if (!row || row.isDeleted || !closesWithApplication(row.assessmentStatus)) return false;
  if (row.policyHolderId !== application.policyHolderId) return false;
  if (await wantedElsewhere(db, application, preInspectionId)) return false;
  await closeInspection(db, row, {
    summary: preInspectionClosedSummary(closing.reason),
    data: { applicationId: application.id, closeReason: closing.reason },
    now: closing.now,
    actor: closing.actor,
  });
  return true;
}

/** CANCELLED ('No longer needed'), its link revoked, with its history line; returns the closed row. */
async function closeInspection(
  db: Database,
  row: PreInspectionRow,
  closing: { summary: string; data: Record<string, unknown>; now: Date; actor: string },
): Promise<PreInspectionRow> {
  const closed = await updatePreInspection(db, row.id, {
    assessmentStatus: 'CANCELLED',
    tokenHash: null,
    tokenExpiresAt: null,
    updatedAt: closing.now,
  });
  await appendEvent(db, {
    entityType: 'pre_inspection',
    entityId: row.id,
    type: 'pre_inspection_cancelled',
    summary: closing.summary,
    data: closing.data,
    actor: closing.actor,
    at: closing.now,
  });
  return closed;
}

/** The history line of a claim's inspection closed with its repudiated claim. */
export const claimInspectionClosedSummary = (claimNumber: string) =>
  `Inspection no longer needed: claim ${claimNumber} was repudiated`;

/** The claim's own inspection, locked, if it is neither removed nor of another claim or holder. */
async function claimInspectionOf(
  db: Database,
  claim: Pick<ClaimRow, 'id' | 'policyHolderId'>,
  preInspectionId: string,
): Promise<PreInspectionRow | null> {
  const row = await findPreInspection(db, preInspectionId, { lock: true });
  if (!row || row.isDeleted) return null;
  return row.claimId === claim.id && row.policyHolderId === claim.policyHolderId ? row : null;
}

/**
 * In the transaction that repudiates the claim: closes its inspection of the damage (`preInspectionId`, the
 * one the claim records) unless its photos were approved already or it is closed; an inspection of another
 * claim or holder is left alone. Returns the closed inspection, or null.
 */
export async function closeClaimInspectionOf(
  db: Database,
  claim: Pick<ClaimRow, 'id' | 'claimNumber' | 'policyHolderId'>,
  preInspectionId: string,
  closing: { now: Date; actor: string },
): Promise<PreInspectionRow | null> {
  const row = await claimInspectionOf(db, claim, preInspectionId);
  if (!row || !closesWithApplication(row.assessmentStatus)) return null;
  return closeInspection(db, row, {
    summary: claimInspectionClosedSummary(claim.claimNumber),
    data: { claimId: claim.id, closeReason: 'claim_repudiated' },
    ...closing,
  });
}

/** The history line of a claim's inspection approved with its claim. */
export const claimInspectionApprovedSummary = (claimNumber: string) =>
  `Photos accepted with the approval of claim ${claimNumber}`;

/**
 * In the transaction that approves the claim: its inspection of the damage whose photos await assessment
 * (SUBMITTED) is APPROVED, assessed by whoever decided the claim, then. Its event is not the back office's
 * 'pre_inspection_approved': the customer is told the claim's approval, not also that its photos are.
 * Returns the approved inspection, or null (none awaiting assessment, or of another claim or holder).
 */
export async function approveClaimInspectionOf(
  db: Database,
  claim: Pick<ClaimRow, 'id' | 'claimNumber' | 'policyHolderId'>,
  preInspectionId: string,
  at: { now: Date; actor: string },
): Promise<PreInspectionRow | null> {
  const row = await claimInspectionOf(db, claim, preInspectionId);
  if (row?.assessmentStatus !== 'SUBMITTED') return null;
  const approved = await updatePreInspection(db, row.id, {
    assessmentStatus: 'APPROVED',
    rejectionReason: null,
    assessedBy: at.actor,
    assessedAt: at.now,
    updatedAt: at.now,
  });
  await appendEvent(db, {
    entityType: 'pre_inspection',
    entityId: row.id,
    type: 'pre_inspection_approved_with_claim',
    summary: claimInspectionApprovedSummary(claim.claimNumber),
    data: { claimId: claim.id },
    actor: at.actor,
    at: at.now,
  });
  return approved;
}
