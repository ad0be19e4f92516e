import type { InspectionType } from '@cover/domain';
import type { AssessmentStatus, InspectionPhotoKind } from '@cover/domain/motor';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { claims } from './claims.js';
import { id, timestamps } from './columns.js';
import { policyHolders } from './policy-holders.js';
import { plateKeyOf } from './lookup-keys.js';

/**
 * Motor pre-inspections (issue 11, spec 001 §3; decision 0019): the vehicle's facts as its holder gave them,
 * the inspection's assessment and the SMS link to the mobile inspection page. The link's token is stored
 * only as its SHA-256 (hex); a new SMS replaces it. Money is integer cents. Removing is a soft delete.
 */
export const preInspections = pgTable(
  'pre_inspections',
  {
    id: id(),
    policyHolderId: uuid('policy_holder_id')
      .notNull()
      .references(() => policyHolders.id),
    line: text('line').notNull().default('motor'),
    assessmentType: text('assessment_type').$type<InspectionType>().notNull(),
    assessmentStatus: text('assessment_status').$type<AssessmentStatus>().notNull(),
    rejectionReason: text('rejection_reason'),
    /** who assessed it ('operator:<id>') and when */
    assessedBy: text('assessed_by'),
    assessedAt: timestamp('assessed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    make: text('make').notNull(),
    model: text('model').notNull(),
    color: text('color').notNull(),
    registrationNo: text('registration_no').notNull(),
    vinNo: text('vin_no').notNull(),
    engineNo: text('engine_no').notNull(),
    licenceNo: text('licence_no').notNull(),
    odometerValue: integer('odometer_value').notNull(),
    manufacturingYear: integer('manufacturing_year').notNull(),
    vehicleRegistrationYear: integer('vehicle_registration_year').notNull(),
    vehicleRegistrationMonth: integer('vehicle_registration_month').notNull(),
    estimatedRetailPriceCents: integer('estimated_retail_price_cents').notNull(),
    /** the claim an inspection of type CLAIM_SUBMISSION belongs to */
    claimId: uuid('claim_id').references(() => claims.id),
    /** the mobile the link was last sent to, +27 form */
    mobile: text('mobile'),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    smsSentAt: timestamp('sms_sent_at', { withTimezone: true }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    index('pre_inspections_holder_idx').on(table.policyHolderId, table.createdAt),
    index('pre_inspections_vin_idx').on(table.vinNo),
    index('pre_inspections_plate_idx').on(plateKeyOf(table.registrationNo)),
    /** the back office's queue, oldest submission first, of every status or of one (its counts too) */
    index('pre_inspections_status_idx').on(
      table.assessmentStatus,
      table.submittedAt,
      table.createdAt,
      table.id,
    ),
    index('pre_inspections_queue_idx').on(table.submittedAt, table.createdAt, table.id),
    uniqueIndex('pre_inspections_token_hash_idx')
      .on(table.tokenHash)
      .where(sql`${table.tokenHash} is not null`),
    check('pre_inspections_odometer_check', sql`${table.odometerValue} >= 0`),
    check('pre_inspections_price_check', sql`${table.estimatedRetailPriceCents} >= 0`),
  ],
);

export type PreInspectionRow = typeof preInspections.$inferSelect;
export type NewPreInspectionRow = typeof preInspections.$inferInsert;

/**
 * The photos of an inspection, one per kind: the full-size copy (as uploaded; HEIC kept as a full-size JPEG
 * so every browser shows it) and a preview JPEG (at most 480 px on the long edge), both in the blob store.
 */
export const inspectionPhotos = pgTable(
  'inspection_photos',
  {
    id: id(),
    preInspectionId: uuid('pre_inspection_id')
      .notNull()
      .references(() => preInspections.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<InspectionPhotoKind>().notNull(),
    /** the type of the full-size copy, and the type the phone's file had (recognised by content) */
    contentType: text('content_type').notNull(),
    originalContentType: text('original_content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    fullBlobKey: text('full_blob_key').notNull(),
    previewBlobKey: text('preview_blob_key').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique('inspection_photos_kind_unique').on(table.preInspectionId, table.kind)],
);

export type InspectionPhotoRow = typeof inspectionPhotos.$inferSelect;

/**
 * A resumable photo upload (decision 0019): its declared size, how many bytes have arrived (`offset`) and
 * the blob keys of the chunks received so far, in order. The state lives here and in the blob store, never
 * in one process, so any instance can take the next chunk. `completed_at` is set once the photo is stored.
 */
export const inspectionUploads = pgTable(
  'inspection_uploads',
  {
    id: id(),
    preInspectionId: uuid('pre_inspection_id')
      .notNull()
      .references(() => preInspections.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<InspectionPhotoKind>().notNull(),
    size: integer('size').notNull(),
    offset: integer('offset').notNull().default(0),
    /** as the phone declared it; the content decides */
    contentType: text('content_type').notNull(),
    partKeys: text('part_keys').array().notNull().default([]),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    index('inspection_uploads_inspection_idx').on(table.preInspectionId, table.kind),
    check('inspection_uploads_offset_check', sql`${table.offset} >= 0 and ${table.offset} <= ${table.size}`),
  ],
);

export type InspectionUploadRow = typeof inspectionUploads.$inferSelect;
