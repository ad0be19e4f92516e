/**
 * The back office's assessment of a pre-inspection: approve, or reject with a reason (the customer may
 * then retake photos through the link and send them again). Only a SUBMITTED inspection can be assessed.
 * The claim a claim inspection belongs to records the decision in the same transaction.
 */
import type { AssessPreInspectionInput } from '@cover/domain/motor';
import type { Database } from '../../../db/client.js';
import type { PreInspectionRow } from '../../../db/schema/index.js';
import { appendEvent } from '../../insurance-core/events.js';
import { recordClaimInspectionStatus } from '../claim-inspection-status.js';
import { notSubmitted, preInspectionNotFound } from './errors.js';
import { findPreInspection, updatePreInspection } from './repo.js';

export interface AssessmentAt {
  now: Date;
  /** 'operator:<id>' */
  actor: string;
}

export async function assessPreInspection(
  db: Database,
  preInspectionId: string,
  input: AssessPreInspectionInput,
  at: AssessmentAt,
): Promise<PreInspectionRow> {
  const row = await findPreInspection(db, preInspectionId, { lock: true });
  if (!row || row.isDeleted) throw preInspectionNotFound();
  if (row.assessmentStatus !== 'SUBMITTED') throw notSubmitted();
  const reason = input.decision === 'REJECTED' ? (input.reason ?? null) : null;
  const updated = await updatePreInspection(db, row.id, {
    assessmentStatus: input.decision,
    rejectionReason: reason,
    assessedBy: at.actor,
    assessedAt: at.now,
    updatedAt: at.now,
  });
  await appendEvent(db, {
    entityType: 'pre_inspection',
    entityId: row.id,
    type: input.decision === 'APPROVED' ? 'pre_inspection_approved' : 'pre_inspection_rejected',
    summary: input.decision === 'APPROVED' ? 'Pre-inspection approved' : 'Pre-inspection not approved',
    data: { decision: input.decision, ...(input.reason ? { reason: input.reason } : {}) },
    actor: at.actor,
    at: at.now,
  });
  await recordClaimInspectionStatus(db, updated, at);
  return updated;
}
