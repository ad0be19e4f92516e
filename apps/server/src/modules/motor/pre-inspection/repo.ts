/** Reads and writes of pre-inspections and their photos; every holder read is scoped to its owner and line. */
import type { InspectionType } from '@cover/domain';
import type { AssessmentStatus, InspectionPhotoKind } from '@cover/domain/motor';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  inspectionPhotos,
  policies,
  preInspections,
  type InspectionPhotoRow,
  type NewPreInspectionRow,
  type PreInspectionRow,
} from '../../../db/schema/index.js';
import { policyPreInspectionId } from '../../../db/schema/lookup-keys.js';
import { isUuid } from '../../insurance-core/errors.js';
import { PRE_INSPECTION_LINE } from './line.js';

export async function insertPreInspection(
  db: Database,
  values: Omit<NewPreInspectionRow, 'line'>,
): Promise<PreInspectionRow> {
  const [row] = await db
    .insert(preInspections)
    .values({ ...values, line: PRE_INSPECTION_LINE })
    .returning();
  if (!row) throw new Error('pre-inspection not inserted');
  return row;
}

/** The holder's own pre-inspection with this id (removed ones too), or null; `lock` holds it for the transaction. */
export async function findOwnedPreInspection(
  db: Database,
  holderId: string,
  preInspectionId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<PreInspectionRow | null> {
  if (!isUuid(preInspectionId)) return null;
  const query = db
    .select()
    .from(preInspections)
    .where(
      and(
        eq(preInspections.id, preInspectionId),
        eq(preInspections.policyHolderId, holderId),
        eq(preInspections.line, PRE_INSPECTION_LINE),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Any pre-inspection by id (the back office), or null. */
export async function findPreInspection(
  db: Database,
  preInspectionId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<PreInspectionRow | null> {
  if (!isUuid(preInspectionId)) return null;
  const query = db.select().from(preInspections).where(eq(preInspections.id, preInspectionId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export interface HolderListFilter {
  vinNo?: string;
  assessmentType?: InspectionType | undefined;
  isDeleted: boolean;
  limit: number;
}

/** The holder's pre-inspections, newest first. */
export function listHolderPreInspections(
  db: Database,
  holderId: string,
  filter: HolderListFilter,
): Promise<PreInspectionRow[]> {
  const conditions: SQL[] = [
    eq(preInspections.policyHolderId, holderId),
    eq(preInspections.line, PRE_INSPECTION_LINE),
    eq(preInspections.isDeleted, filter.isDeleted),
  ];
  if (filter.vinNo) conditions.push(eq(preInspections.vinNo, filter.vinNo));
  if (filter.assessmentType) conditions.push(eq(preInspections.assessmentType, filter.assessmentType));
  return db
    .select()
    .from(preInspections)
    .where(and(...conditions))
    .orderBy(desc(preInspections.createdAt), desc(preInspections.id))
    .limit(filter.limit);
}

/** Where a pre-inspection is still to be finished: waiting for photos, sent for assessment, or to be retaken. */
const STILL_OPEN: readonly AssessmentStatus[] = ['AWAITING_PHOTOS', 'SUBMITTED', 'REJECTED'];

/**
 * The holder's newest pre-inspection (before cover, not removed) of the vehicle with this VIN and registration
 * that a new application can use, or null: one still open (not approved or closed), or one approved since
 * `approvedSince` that no policy started from (decision 0019, second addendum).
 */
export async function findReusablePreInspectionOf(
  db: Database,
  holderId: string,
  vehicle: { vinNo: string; registrationNo: string },
  approvedSince: Date,
): Promise<PreInspectionRow | null> {
  const [row] = await db
    .select()
    .from(preInspections)
    .where(
      and(
        eq(preInspections.policyHolderId, holderId),
        eq(preInspections.line, PRE_INSPECTION_LINE),
        eq(preInspections.assessmentType, 'PRE_INSPECTION'),
        eq(preInspections.isDeleted, false),
        eq(preInspections.vinNo, vehicle.vinNo),
        eq(preInspections.registrationNo, vehicle.registrationNo),
        or(
          inArray(preInspections.assessmentStatus, [...STILL_OPEN]),
          and(
            eq(preInspections.assessmentStatus, 'APPROVED'),
            gte(preInspections.assessedAt, approvedSince),
            notExists(
              db
                .select({ id: policies.id })
                .from(policies)
                // the policies issued on a pre-inspection, through their own index (its predicate said again:
                // the planner proves a partial index from the query's own conditions, not from the join's)
                .where(
                  and(
                    isNotNull(policyPreInspectionId(policies.lineData)),
                    sql`${policyPreInspectionId(policies.lineData)} = ${preInspections.id}::text`,
                  ),
                ),
            ),
          ),
        ),
      ),
    )
    .orderBy(desc(preInspections.createdAt), desc(preInspections.id))
    .limit(1);
  return row ?? null;
}

export async function updatePreInspection(
  db: Database,
  preInspectionId: string,
  values: Partial<Omit<NewPreInspectionRow, 'id' | 'policyHolderId' | 'line'>>,
): Promise<PreInspectionRow> {
  const [row] = await db
    .update(preInspections)
    .set(values)
    .where(eq(preInspections.id, preInspectionId))
    .returning();
  if (!row) throw new Error('pre-inspection vanished while being updated');
  return row;
}

/** The inspection a link's token opens: not removed, the token not expired. */
export async function findByTokenHash(
  db: Database,
  tokenHash: string,
  now: Date,
  { lock = false }: { lock?: boolean } = {},
): Promise<PreInspectionRow | null> {
  const query = db
    .select()
    .from(preInspections)
    .where(
      and(
        eq(preInspections.tokenHash, tokenHash),
        gt(preInspections.tokenExpiresAt, now),
        eq(preInspections.isDeleted, false),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The photos of these inspections. */
export function photosOf(db: Database, preInspectionIds: readonly string[]): Promise<InspectionPhotoRow[]> {
  if (preInspectionIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(inspectionPhotos)
    .where(inArray(inspectionPhotos.preInspectionId, [...preInspectionIds]));
}

export async function findPhoto(
  db: Database,
  preInspectionId: string,
  kind: InspectionPhotoKind,
): Promise<InspectionPhotoRow | null> {
  const [row] = await db
    .select()
    .from(inspectionPhotos)
    .where(and(eq(inspectionPhotos.preInspectionId, preInspectionId), eq(inspectionPhotos.kind, kind)));
  return row ?? null;
}

/**
 * Records the photo of a kind, replacing an earlier one; returns the blob keys of the one replaced (to
 * delete once the transaction has committed).
 */
export async function savePhoto(
  db: Database,
  photo: Omit<InspectionPhotoRow, 'id'>,
): Promise<{ fullBlobKey: string; previewBlobKey: string } | null> {
  const previous = await findPhoto(db, photo.preInspectionId, photo.kind);
  await db
    .insert(inspectionPhotos)
    .values(photo)
    .onConflictDoUpdate({
      target: [inspectionPhotos.preInspectionId, inspectionPhotos.kind],
      set: {
        contentType: photo.contentType,
        originalContentType: photo.originalContentType,
        size: photo.size,
        width: photo.width,
        height: photo.height,
        fullBlobKey: photo.fullBlobKey,
        previewBlobKey: photo.previewBlobKey,
        uploadedAt: photo.uploadedAt,
      },
    });
  return previous ? { fullBlobKey: previous.fullBlobKey, previewBlobKey: previous.previewBlobKey } : null;
}

/** The back office's queue: not removed, by status, oldest submission first. */
export function listForBackoffice(
  db: Database,
  filter: { status?: AssessmentStatus | undefined; limit: number },
): Promise<PreInspectionRow[]> {
  const conditions: SQL[] = [eq(preInspections.isDeleted, false)];
  if (filter.status) conditions.push(eq(preInspections.assessmentStatus, filter.status));
  return db
    .select()
    .from(preInspections)
    .where(and(...conditions))
    .orderBy(asc(preInspections.submittedAt), asc(preInspections.createdAt), asc(preInspections.id))
    .limit(filter.limit);
}

/** How many pre-inspections (not removed) are in each status. */
export async function countsByStatus(db: Database): Promise<Record<AssessmentStatus, number>> {
  const rows = await db
    .select({ status: preInspections.assessmentStatus, n: count() })
    .from(preInspections)
    .where(eq(preInspections.isDeleted, false))
    .groupBy(preInspections.assessmentStatus);
  const counts: Record<AssessmentStatus, number> = {
    AWAITING_PHOTOS: 0,
    SUBMITTED: 0,
    APPROVED: 0,
    REJECTED: 0,
    CANCELLED: 0,
  };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}
