/**
 * The inspection of a motor claim's damage (spec 001 §3 "A claim inspection phone number is held", §4
 * inspection type CLAIM_SUBMISSION, §7 claims/sendClaimInspectionSms): for glass, accessories and accident
 * damage, a CLAIM_SUBMISSION inspection of the claimed vehicle is created once (its facts taken from the
 * insured vehicle and the pre-inspection its cover started from) and its link texted to the claim's
 * inspection number, or to another mobile the caller gives. Asking again texts a new link (the old one stops
 * working) until the photos are in. The claim records the inspection and an event; the SMS leaves once the
 * transaction has committed. Submitting such a claim texts the link through the same use case, and the
 * claim cannot be approved until the photos are in (`motorClaimApprovalBlocker`).
 */
import { mobileEnding } from '@cover/domain';
import {
  MOTOR_CLAIM_INSPECTION_TYPE,
  MOTOR_CLAIM_MESSAGES,
  MOTOR_LINE,
  motorClaimNeedsInspection,
  type AssessmentStatus,
  type SendClaimInspectionSmsInput,
  type SendClaimInspectionSmsReply,
} from '@cover/domain/motor';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { policies, type ClaimRow, type PreInspectionRow } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { appendClaimEvent, getClaimForPrincipal } from '../claims/index.js';
import { listInsuredItems } from '../insurance-core/insured-items.js';
import {
  actorOf,
  requireCaller,
  requireHolder,
  type LineCallContext,
} from '../insurance-core/line-context.js';
import {
  approveClaimInspectionOf,
  closeClaimInspectionOf,
  createInspection,
  deliverInspectionLink,
  issueInspectionLink,
  type PreInspectionCallDeps,
} from './pre-inspection/index.js';
import { findOwnedPreInspection } from './pre-inspection/repo.js';
import { motorClaimDetailsSchema, type MotorClaimDetails } from './claim-details.js';
import {
  PHOTOS_ACCEPTED_WITH_APPROVAL,
  recordClaimInspectionStatus,
  updateClaimDetails,
} from './claim-inspection-status.js';
import { motorDataOf, type VehicleItemData } from './line.js';

/** A claim that is paid out, closed or repudiated is finished. */
const isFinished = (claim: Pick<ClaimRow, 'claimStatus' | 'approvalStatus'>) =>
  ['paid_out', 'closed'].includes(claim.claimStatus) || claim.approvalStatus === 'repudiated';

/** Inspections whose link may be sent again: still waiting for photos, or rejected (photos may be retaken). */
const RESENDABLE: readonly AssessmentStatus[] = ['AWAITING_PHOTOS', 'REJECTED'];

/** What the back office reads while a claim's photos of the damage are outstanding (and why it cannot approve). */
export const CLAIM_PHOTOS_OUTSTANDING = {
  notTaken:
    'The photos of the damage are outstanding: the customer has not yet taken them with the inspection link. ' +
    'The claim cannot be approved until they are in; it can still be put on hold or repudiated.',
  retake:
    'The photos of the damage were not accepted and are to be retaken. ' +
    'The claim cannot be approved until new photos are in; it can still be put on hold or repudiated.',
} as const;

/**
 * Why a motor claim cannot be approved yet: damage inspected from photos is approved (paid) only once the
 * photos are in (submitted, or approved); before that, or while they are to be retaken, approval waits.
 * Theft, hijacking and towing claims have no photos and are never held up.
 */
export function motorClaimApprovalBlocker(
  details: Pick<MotorClaimDetails, 'claimType' | 'inspection'>,
): string | null {
  if (!motorClaimNeedsInspection(details.claimType)) return null;
  const status = details.inspection?.status;
  if (status === 'SUBMITTED' || status === 'APPROVED') return null;
  return status === 'REJECTED' ? CLAIM_PHOTOS_OUTSTANDING.retake : CLAIM_PHOTOS_OUTSTANDING.notTaken;
}

/**
 * The motor line's follow-up on a claim's decision (`LineClaims.decided`): once the claim is repudiated, its
 * inspection of the damage, still waiting for photos, for their assessment or for a retake, is no longer
 * needed. It closes as a pre-inspection closes with its declined application (CANCELLED, its link revoked,
 * leaving the queue of inspections awaiting assessment). Once the claim is approved, its photos awaiting
 * assessment (the approval needs them in) are accepted with it: the inspection is APPROVED by whoever
 * decided, and leaves the queue too. Either way the claim records it.
 */
export async function closeInspectionOfDecidedClaim(
  db: Database,
  claim: ClaimRow,
  at: { now: Date; actor: string },
): Promise<void> {
  const details = motorClaimDetailsSchema.parse(claim.details);
  if (!details.inspection) return;
  const { preInspectionId } = details.inspection;
  if (claim.approvalStatus === 'repudiated') {
    const closed = await closeClaimInspectionOf(db, claim, preInspectionId, at);
    if (closed) await recordClaimInspectionStatus(db, closed, at);
  } else if (claim.approvalStatus === 'approved') {
    const approved = await approveClaimInspectionOf(db, claim, preInspectionId, at);
    if (approved) await recordClaimInspectionStatus(db, approved, at, PHOTOS_ACCEPTED_WITH_APPROVAL);
  }
}

/**
 * A new CLAIM_SUBMISSION inspection of the claim's vehicle: its plate, VIN, make, model, colour, engine and
 * year from the insured vehicle; its licence number, registration month, last odometer reading and retail
 * price from the approved pre-inspection the cover started from.
 */
async function createClaimInspection(
  ctx: LineCallContext,
  claim: ClaimRow,
  holderId: string,
): Promise<PreInspectionRow> {
  const [policy] = await ctx.db.select().from(policies).where(eq(policies.id, claim.policyId));
  if (!policy) throw new Error(`claim ${claim.id} has no policy`);
  const data = motorDataOf(policy);
  const item = (await listInsuredItems(ctx.db, [policy.id])).find(
    (entry) => entry.id === claim.insuredItemId,
  );
  if (!item) throw new Error(`motor claim ${claim.id} has no insured vehicle`);
  const vehicle = item.data as unknown as VehicleItemData;
  const cover = await findOwnedPreInspection(ctx.db, holderId, data.preInspectionId);
  if (!cover) throw new Error(`motor policy ${policy.id} has no pre-inspection`);
  return createInspection(ctx.db, {
    holderId,
    claimId: claim.id,
    now: ctx.now,
    actor: actorOf(ctx),
    input: {
      assessmentType: MOTOR_CLAIM_INSPECTION_TYPE,
      make: vehicle.make,
      model: vehicle.model,
      color: vehicle.colour,
      registrationNo: vehicle.registrationNo,
      vinNo: vehicle.vin,
      engineNo: vehicle.engineNo,
      licenceNo: cover.licenceNo,
      odometerValue: cover.odometerValue,
      manufacturingYear: vehicle.manufacturingYear,
      vehicleRegistrationYear: cover.vehicleRegistrationYear,
      vehicleRegistrationMonth: cover.vehicleRegistrationMonth,
      estimatedRetailPrice: cover.estimatedRetailPriceCents,
    },
  });
}

/** The claim's inspection when its link may be sent again; null when a new one is needed (none, or removed). */
async function currentInspection(
  ctx: LineCallContext,
  details: MotorClaimDetails,
  holderId: string,
): Promise<PreInspectionRow | null> {
  if (!details.inspection) return null;
  const row = await findOwnedPreInspection(ctx.db, holderId, details.inspection.preInspectionId);
  if (!row || row.isDeleted) return null;
  if (!RESENDABLE.includes(row.assessmentStatus))
    throw new AppError(409, 'INSPECTION_PHOTOS_IN', MOTOR_CLAIM_MESSAGES.inspectionPhotosIn);
  return row;
}

/**
 * claims/sendClaimInspectionSms: the caller's own motor claim (404 for anyone else's, nothing changed), of a
 * type whose damage is inspected (422 otherwise) and not finished (409); texts its inspection's link to
 * `mobile` or the claim's inspection number, which becomes the claim's number.
 */
export async function sendMotorClaimInspectionSms(
  ctx: LineCallContext,
  input: SendClaimInspectionSmsInput,
  deps: PreInspectionCallDeps,
): Promise<SendClaimInspectionSmsReply> {
  const principal = requireCaller(ctx);
  const holder = requireHolder(ctx);
  if (!ctx.afterCommit)
    throw new Error('a claim inspection SMS needs a registrar that runs work after the commit');
  const claim = await getClaimForPrincipal(ctx.db, principal, input.claimId, {
    line: MOTOR_LINE,
    lock: true,
  });
  const details = motorClaimDetailsSchema.parse(claim.details);
  if (!motorClaimNeedsInspection(details.claimType))
    throw new AppError(422, 'INSPECTION_NOT_NEEDED', MOTOR_CLAIM_MESSAGES.inspectionNotNeeded);
  if (isFinished(claim))
    throw new AppError(409, 'CLAIM_FINISHED', MOTOR_CLAIM_MESSAGES.inspectionClaimFinished);
  const mobile = input.mobile ?? details.inspectionMobile;
  if (!mobile)
    throw new AppError(422, 'CLAIM_INVALID', MOTOR_CLAIM_MESSAGES.claimInspectionPhoneNumber, {
      mobile: MOTOR_CLAIM_MESSAGES.claimInspectionPhoneNumber,
    });
  const inspection =
    (await currentInspection(ctx, details, holder.policyHolderId)) ??
    (await createClaimInspection(ctx, claim, holder.policyHolderId));
  const issued = await issueInspectionLink(ctx.db, {
    holderId: holder.policyHolderId,
    preInspectionId: inspection.id,
    mobile,
    now: ctx.now,
    actor: actorOf(ctx),
  });
  const created = inspection.id !== details.inspection?.preInspectionId;
  const recorded = { preInspectionId: inspection.id, status: issued.row.assessmentStatus };
  await updateClaimDetails(
    ctx.db,
    claim,
    { ...details, inspectionMobile: mobile, inspection: recorded },
    ctx.now,
  );
  await appendClaimEvent(ctx.db, {
    claimId: claim.id,
    type: 'claim.inspection_link_sent',
    summary: `Inspection link texted to the mobile number ending ${mobileEnding(mobile)}`,
    data: { preInspectionId: inspection.id, mobileEnding: mobileEnding(mobile), created },
    actor: actorOf(ctx),
    at: ctx.now,
  });
  const origin = ctx.origin ?? '';
  ctx.afterCommit(() => deliverInspectionLink(deps, issued, origin));
  return {
    claimId: claim.id,
    preInspectionId: inspection.id,
    inspection: recorded,
    mobileEnding: issued.reply.mobileEnding,
    linkExpiresAt: issued.reply.linkExpiresAt,
    message: MOTOR_CLAIM_MESSAGES.inspectionSent,
  };
}
