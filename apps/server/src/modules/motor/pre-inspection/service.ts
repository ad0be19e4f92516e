/**
 * The holder's pre-inspections (spec 001 §3, §7): create one from the vehicle's facts, list them by the
 * holder's own ID number or by VIN, read one, remove one (a soft delete, refused once approved), and
 * `findApprovedPreInspection`, the gate before motor cover may start.
 */
import {
  APPROVED_INSPECTION_REUSE_DAYS,
  type CreatePreInspectionInput,
  type PreInspection,
  type PreInspectionsByIdNumberQuery,
  type PreInspectionsByVinQuery,
} from '@cover/domain/motor';
import type { Database } from '../../../db/client.js';
import type { PreInspectionRow } from '../../../db/schema/index.js';
import { appendEvent } from '../../insurance-core/events.js';
import { inspectionsOfStolenVehicles } from './claimed-stolen.js';
import { actorOf, requireHolder, type LineCallContext } from '../../insurance-core/line-context.js';
import {
  noPreInspectionsForIdNumber,
  preInspectionNotApproved,
  preInspectionNotFound,
  removeApprovedRefused,
} from './errors.js';
import {
  findReusablePreInspectionOf,
  findOwnedPreInspection,
  insertPreInspection,
  listHolderPreInspections,
  photosOf,
  updatePreInspection,
  type HolderListFilter,
} from './repo.js';
import { assertInspectionNotUnderReview, inspectionsUnderReview } from './under-review.js';
import { removeAllUploads } from './upload-repo.js';
import { toPreInspection, type HolderFamily } from './view.js';

export interface CreateInspectionInput {
  holderId: string;
  input: CreatePreInspectionInput;
  now: Date;
  /** who creates it, e.g. 'retail:<sub>' */
  actor: string;
  /** the claim an inspection of type CLAIM_SUBMISSION belongs to (the motor claims module checks it) */
  claimId?: string;
}

/** The vehicle's facts as an inspection keeps them. */
const inspectedFacts = (input: CreatePreInspectionInput) => ({
  make: input.make,
  model: input.model,
  color: input.color,
  registrationNo: input.registrationNo,
  vinNo: input.vinNo,
  engineNo: input.engineNo,
  licenceNo: input.licenceNo,
  odometerValue: input.odometerValue,
  manufacturingYear: input.manufacturingYear,
  vehicleRegistrationYear: input.vehicleRegistrationYear,
  vehicleRegistrationMonth: input.vehicleRegistrationMonth,
  estimatedRetailPriceCents: input.estimatedRetailPrice,
});

/** A new pre-inspection, waiting for its photos. */
export async function createInspection(
  db: Database,
  create: CreateInspectionInput,
): Promise<PreInspectionRow> {
  const { input, now } = create;
  const row = await insertPreInspection(db, {
    policyHolderId: create.holderId,
    assessmentType: input.assessmentType,
    assessmentStatus: 'AWAITING_PHOTOS',
    ...inspectedFacts(input),
    claimId: create.claimId ?? null,
    createdAt: now,
    updatedAt: now,
  });
  await appendEvent(db, {
    entityType: 'pre_inspection',
    entityId: row.id,
    type: 'pre_inspection_created',
    summary: 'Pre-inspection created',
    // made for a swap (Swap vehicle): its notices speak of the swap
    data: { assessmentType: row.assessmentType, ...(input.forSwap ? { forSwap: true } : {}) },
    actor: create.actor,
    at: now,
  });
  return row;
}

/** Rows with their photos, as the holder sees them. */
export async function viewsOf(
  db: Database,
  rows: readonly PreInspectionRow[],
  family: HolderFamily,
): Promise<PreInspection[]> {
  const photos = await photosOf(
    db,
    rows.map((row) => row.id),
  );
  const underReview = await inspectionsUnderReview(db, rows);
  const stolen = await inspectionsOfStolenVehicles(db, rows);
  return rows.map((row) => ({
    ...toPreInspection(
      row,
      photos.filter((photo) => photo.preInspectionId === row.id),
      family,
    ),
    applicationUnderReview: underReview.has(row.id),
    vehicleClaimedStolen: stolen.has(row.id),
  }));
}

/** The earliest approval a new application may still start from (decision 0019, second addendum). */
export const approvalsSince = (now: Date) =>
  new Date(now.getTime() - APPROVED_INSPECTION_REUSE_DAYS * 86_400_000);

/**
 * createPreinspection: a new pre-inspection, or the holder's open one of the same vehicle (same VIN and
 * registration: waiting for photos, sent, or to be retaken), so that asking for the link again, from another
 * device or a wizard started afresh, never makes the customer take the photos twice or staff assess two. One
 * still waiting for photos takes the facts given now; one with photos keeps the facts they were taken with.
 * One approved in the last 14 days that no policy started from is given back as it is (the application it
 * was for declined or withdrawn, a new one made): cover can start from it without new photos.
 */
export async function createHolderInspection(
  ctx: LineCallContext,
  input: CreatePreInspectionInput,
  family: HolderFamily,
): Promise<PreInspection> {
  const holder = requireHolder(ctx);
  const open =
    input.assessmentType === 'PRE_INSPECTION'
      ? await findReusablePreInspectionOf(ctx.db, holder.policyHolderId, input, approvalsSince(ctx.now))
      : null;
  if (open) {
    const current =
      open.assessmentStatus === 'AWAITING_PHOTOS'
        ? await updatePreInspection(ctx.db, open.id, { ...inspectedFacts(input), updatedAt: ctx.now })
        : open;
    const [view] = await viewsOf(ctx.db, [current], family);
    if (view) return view;
  }
  const row = await createInspection(ctx.db, {
    holderId: holder.policyHolderId,
    input,
    now: ctx.now,
    actor: actorOf(ctx),
  });
  return toPreInspection(row, [], family);
}

const listFilter = (query: PreInspectionsByIdNumberQuery | PreInspectionsByVinQuery): HolderListFilter => ({
  assessmentType: query.assessmentType,
  isDeleted: query.isDeleted,
  limit: query.limit,
});

/** getPreinspectionsByIdNumber: the caller's own; naming anyone else's ID number answers 404. */
export async function listByIdNumber(
  ctx: LineCallContext,
  query: PreInspectionsByIdNumberQuery,
  family: HolderFamily,
): Promise<{ data: PreInspection[] }> {
  if (query.idNumber !== undefined && query.idNumber !== ctx.holder?.id.number)
    throw noPreInspectionsForIdNumber();
  if (!ctx.holder) return { data: [] };
  const rows = await listHolderPreInspections(ctx.db, ctx.holder.policyHolderId, listFilter(query));
  return { data: await viewsOf(ctx.db, rows, family) };
}

/** getPreinspectionsByVinNumber: the caller's inspections of one vehicle. */
export async function listByVin(
  ctx: LineCallContext,
  query: PreInspectionsByVinQuery,
  family: HolderFamily,
): Promise<{ data: PreInspection[] }> {
  if (!ctx.holder) return { data: [] };
  const rows = await listHolderPreInspections(ctx.db, ctx.holder.policyHolderId, {
    ...listFilter(query),
    vinNo: query.vinNumber,
  });
  return { data: await viewsOf(ctx.db, rows, family) };
}

async function ownedRow(ctx: LineCallContext, preInspectionId: string, lock = false) {
  const row = ctx.holder
    ? await findOwnedPreInspection(ctx.db, ctx.holder.policyHolderId, preInspectionId, { lock })
    : null;
  if (!row) throw preInspectionNotFound();
  return row;
}

export async function getHolderInspection(
  ctx: LineCallContext,
  preInspectionId: string,
  family: HolderFamily,
): Promise<PreInspection> {
  const [view] = await viewsOf(ctx.db, [await ownedRow(ctx, preInspectionId)], family);
  if (!view) throw preInspectionNotFound();
  return view;
}

export const REMOVED_MESSAGE = 'Pre-inspection removed';

/**
 * removePreinspectionByPreinspectionId: a soft delete that also revokes the link; refused once approved
 * (cover may depend on it), and while an underwriter reviews the application made with it (409
 * APPLICATION_UNDER_REVIEW, docs/decisions/0040). Removing a removed one answers the same. Returns the chunks of unfinished
 * uploads to delete once committed.
 */
export async function removeHolderInspection(
  ctx: LineCallContext,
  preInspectionId: string,
  family: HolderFamily,
): Promise<{ reply: { preInspection: PreInspection; message: string }; staleChunks: string[] }> {
  const row = await ownedRow(ctx, preInspectionId, true);
  if (row.assessmentStatus === 'APPROVED') throw removeApprovedRefused();
  if (!row.isDeleted) await assertInspectionNotUnderReview(ctx.db, row);
  let removed = row;
  let staleChunks: string[] = [];
  if (!row.isDeleted) {
    staleChunks = await removeAllUploads(ctx.db, row.id);
    removed = await updatePreInspection(ctx.db, row.id, {
      isDeleted: true,
      deletedAt: ctx.now,
      tokenHash: null,
      tokenExpiresAt: null,
      updatedAt: ctx.now,
    });
    await appendEvent(ctx.db, {
      entityType: 'pre_inspection',
      entityId: row.id,
      type: 'pre_inspection_removed',
      summary: 'Pre-inspection removed',
      actor: actorOf(ctx),
      at: ctx.now,
    });
  }
  const [view] = await viewsOf(ctx.db, [removed], family);
  if (!view) throw preInspectionNotFound();
  return { reply: { preInspection: view, message: REMOVED_MESSAGE }, staleChunks };
}

/**
 * For the motor policy issue: the holder's own approved pre-inspection (of type PRE_INSPECTION, not
 * removed), or 422 "The
 * vehicle's pre-inspection must be approved before cover can start" (also for an unknown or someone
 * else's id, so nothing is revealed about it).
 */
export async function findApprovedPreInspection(
  db: Database,
  holderId: string,
  preInspectionId: string,
): Promise<PreInspectionRow> {
  const row = await findOwnedPreInspection(db, holderId, preInspectionId);
  if (!row || row.isDeleted || row.assessmentType !== 'PRE_INSPECTION' || row.assessmentStatus !== 'APPROVED')
    throw preInspectionNotApproved();
  return row;
}
