/**
 * A motor claim follows its inspection (spec 001 §4 inspection type CLAIM_SUBMISSION): when the customer
 * sends the photos through the claim's link, or the back office approves or rejects them, the pre-inspection
 * module calls `recordClaimInspectionStatus` in the same transaction, so the claim's view, its "text me the
 * link again" and its approval blocker (`motorClaimApprovalBlocker`) all see the photos as they are.
 */
import { MOTOR_LINE, type AssessmentStatus } from '@cover/domain/motor';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { claims, type ClaimRow, type PreInspectionRow } from '../../db/schema/index.js';
import { appendClaimEvent } from '../claims/index.js';
import { motorClaimDetailsSchema, type MotorClaimDetails } from './claim-details.js';

const STATUS_SUMMARIES: Readonly<Record<AssessmentStatus, string>> = {
  AWAITING_PHOTOS: 'Inspection waiting for photos',
  SUBMITTED: 'Inspection photos received',
  APPROVED: 'Inspection approved',
  REJECTED: 'Inspection not approved: the photos are to be retaken',
  CANCELLED: 'Inspection closed: no longer needed',
};

/** Stores a motor claim's details (parsed again, so nothing malformed is written). */
export async function updateClaimDetails(
  db: Database,
  claim: ClaimRow,
  details: MotorClaimDetails,
  now: Date,
): Promise<void> {
  await db
    .update(claims)
    .set({ details: motorClaimDetailsSchema.parse(details), updatedAt: now })
    .where(eq(claims.id, claim.id));
}

/** What the claim's history says when its photos, awaiting assessment, are accepted with its approval. */
export const PHOTOS_ACCEPTED_WITH_APPROVAL = 'Photos of the damage accepted with the claim’s approval';

/**
 * Records on its claim the new status of a CLAIM_SUBMISSION inspection (photos submitted, approved or
 * rejected), with an event, so the claim's view shows it; `summary` says why where the status alone does not
 * (approved with the claim). The pre-inspection module calls it in the transaction that moves any
 * inspection; an inspection of no motor claim is ignored.
 */
export async function recordClaimInspectionStatus(
  db: Database,
  inspection: Pick<PreInspectionRow, 'id' | 'claimId' | 'assessmentStatus'>,
  at: { now: Date; actor: string },
  summary?: string,
): Promise<void> {
  if (!inspection.claimId) return;
  const [claim] = await db.select().from(claims).where(eq(claims.id, inspection.claimId)).for('update');
  if (!claim || claim.line !== MOTOR_LINE) return;
  const details = motorClaimDetailsSchema.parse(claim.details);
  if (details.inspection?.preInspectionId !== inspection.id) return;
  if (details.inspection.status === inspection.assessmentStatus) return;
  const status = inspection.assessmentStatus;
  await updateClaimDetails(
    db,
    claim,
    { ...details, inspection: { preInspectionId: inspection.id, status } },
    at.now,
  );
  await appendClaimEvent(db, {
    claimId: claim.id,
    type: 'claim.inspection_status',
    summary: summary ?? STATUS_SUMMARIES[status],
    data: { preInspectionId: inspection.id, status },
    actor: at.actor,
    at: at.now,
  });
}
