/**
 * The state of resumable photo uploads (decision 0019), kept in the database so that any instance can take
 * the next chunk: every move of an upload's offset is a conditional update on the offset the request
 * expected, so two requests racing for the same position cannot both succeed.
 */
import type { InspectionPhotoKind } from '@cover/domain/motor';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { inspectionUploads, type InspectionUploadRow } from '../../../db/schema/index.js';
import { isUuid } from '../../insurance-core/errors.js';

export async function insertUpload(
  db: Database,
  values: {
    preInspectionId: string;
    kind: InspectionPhotoKind;
    size: number;
    contentType: string;
    now: Date;
  },
): Promise<InspectionUploadRow> {
  const [row] = await db
    .insert(inspectionUploads)
    .values({
      preInspectionId: values.preInspectionId,
      kind: values.kind,
      size: values.size,
      contentType: values.contentType,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  if (!row) throw new Error('upload not inserted');
  return row;
}

/** An upload of this inspection, or null (another inspection's upload is not found either). */
export async function findUpload(
  db: Database,
  preInspectionId: string,
  uploadId: string,
): Promise<InspectionUploadRow | null> {
  if (!isUuid(uploadId)) return null;
  const [row] = await db
    .select()
    .from(inspectionUploads)
    .where(and(eq(inspectionUploads.id, uploadId), eq(inspectionUploads.preInspectionId, preInspectionId)));
  return row ?? null;
}

/** Removes every upload of the inspection's kind (unfinished or done); returns their chunks' blob keys. */
export async function removeUploadsOfKind(
  db: Database,
  preInspectionId: string,
  kind: InspectionPhotoKind,
): Promise<string[]> {
  const removed = await db
    .delete(inspectionUploads)
    .where(and(eq(inspectionUploads.preInspectionId, preInspectionId), eq(inspectionUploads.kind, kind)))
    .returning({ partKeys: inspectionUploads.partKeys });
  return removed.flatMap((row) => row.partKeys);
}

/** Every upload's chunk keys of an inspection (to clean up when it is removed or decided). */
export async function removeAllUploads(db: Database, preInspectionId: string): Promise<string[]> {
  const removed = await db
    .delete(inspectionUploads)
    .where(eq(inspectionUploads.preInspectionId, preInspectionId))
    .returning({ partKeys: inspectionUploads.partKeys });
  return removed.flatMap((row) => row.partKeys);
}

/**
 * Appends a stored chunk: moves the offset from `expected` to `next` and adds its key, only if the upload
 * is still unfinished at `expected`. Null when it was not (another request moved it first).
 */
export async function appendChunk(
  db: Database,
  upload: { id: string; expected: number; next: number; partKey: string; now: Date },
): Promise<InspectionUploadRow | null> {
  const [row] = await db
    .update(inspectionUploads)
    .set({
      offset: upload.next,
      partKeys: sql`array_append(${inspectionUploads.partKeys}, ${upload.partKey})`,
      updatedAt: upload.now,
    })
    .where(
      and(
        eq(inspectionUploads.id, upload.id),
        eq(inspectionUploads.offset, upload.expected),
        isNull(inspectionUploads.completedAt),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Marks the upload complete (its chunks no longer needed) if it is still unfinished at `expected`; returns
 * the chunks' keys, or null when another request moved it first.
 */
export async function completeUpload(
  db: Database,
  upload: { id: string; expected: number; now: Date },
): Promise<string[] | null> {
  const [before] = await db
    .select({ partKeys: inspectionUploads.partKeys })
    .from(inspectionUploads)
    .where(eq(inspectionUploads.id, upload.id))
    .for('update');
  const [row] = await db
    .update(inspectionUploads)
    .set({
      offset: sql`${inspectionUploads.size}`,
      partKeys: [],
      completedAt: upload.now,
      updatedAt: upload.now,
    })
    .where(
      and(
        eq(inspectionUploads.id, upload.id),
        eq(inspectionUploads.offset, upload.expected),
        isNull(inspectionUploads.completedAt),
      ),
    )
    .returning({ id: inspectionUploads.id });
  return row && before ? before.partKeys : null;
}

/** Puts an unfinished upload back to offset 0 (its content was not a photo); returns the chunks' keys. */
export async function resetUpload(
  db: Database,
  upload: { id: string; expected: number; now: Date },
): Promise<string[] | null> {
  const [before] = await db
    .select({ partKeys: inspectionUploads.partKeys })
    .from(inspectionUploads)
    .where(eq(inspectionUploads.id, upload.id))
    .for('update');
  const [row] = await db
    .update(inspectionUploads)
    .set({ offset: 0, partKeys: [], updatedAt: upload.now })
    .where(
      and(
        eq(inspectionUploads.id, upload.id),
        eq(inspectionUploads.offset, upload.expected),
        isNull(inspectionUploads.completedAt),
      ),
    )
    .returning({ id: inspectionUploads.id });
  return row && before ? before.partKeys : null;
}
