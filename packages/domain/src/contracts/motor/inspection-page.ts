/** The mobile inspection page's protocol (public; the token in `x-inspection-token` is the credential). */
import { z } from 'zod';
import { apiErrorSchema } from '../api-error.js';
import { entityIdField } from '../ids.js';
import {
  INSPECTION_MAX_PHOTO_BYTES,
  INSPECTION_TOKEN_HEADER,
  PRE_INSPECTION_MESSAGES,
  UPLOAD_OFFSET_HEADER,
  assessmentStatusField,
  inspectionPhotoKindField,
  inspectionPhotoStatusField,
  inspectionTypeField,
} from './pre-inspection.js';

export const INSPECTION_PAGE_PATHS = {
  page: '/api/inspection',
  startUpload: '/api/inspection/photos/:kind/uploads',
  upload: '/api/inspection/uploads/:uploadId',
  preview: '/api/inspection/photos/:kind/preview',
  submit: '/api/inspection/submit',
} as const;

/** One photo of the page: what to take and whether it is there. */
export const inspectionPagePhotoSchema = z.object({
  kind: inspectionPhotoKindField,
  label: z.string(),
  guidance: z.string(),
  status: inspectionPhotoStatusField,
  previewUrl: z.string().nullable(),
});
export type InspectionPagePhoto = z.infer<typeof inspectionPagePhotoSchema>;

/** GET /api/inspection */
export const inspectionPageSchema = z.object({
  vehicle: z.object({ make: z.string(), model: z.string(), registrationNo: z.string() }),
  assessmentType: inspectionTypeField,
  /** a claim's inspection (CLAIM_SUBMISSION): the number of the claim its photos are for */
  claimNumber: z.string().nullable(),
  assessmentStatus: assessmentStatusField,
  rejectionReason: z.string().nullable(),
  photos: z.array(inspectionPagePhotoSchema),
  maxPhotoBytes: z.number().int(),
  chunkBytes: z.number().int(),
  linkExpiresAt: z.string(),
});
export type InspectionPage = z.infer<typeof inspectionPageSchema>;

export const inspectionTokenHeadersSchema = z.object({
  /** an unknown, malformed or missing token is the one 404 of an invalid link, never a 400 */
  [INSPECTION_TOKEN_HEADER]: z.string().max(200).optional(),
});

export const inspectionKindParamsSchema = z.object({ kind: inspectionPhotoKindField });
export const inspectionUploadParamsSchema = z.object({ uploadId: entityIdField });

/** POST /api/inspection/photos/:kind/uploads */
export const startInspectionUploadInputSchema = z.object({
  size: z
    .number({ message: PRE_INSPECTION_MESSAGES.uploadSize })
    .int(PRE_INSPECTION_MESSAGES.uploadSize)
    .min(1, PRE_INSPECTION_MESSAGES.uploadSize)
    .max(INSPECTION_MAX_PHOTO_BYTES, PRE_INSPECTION_MESSAGES.uploadSize),
  /** as the phone declares it; the content decides (an empty type is allowed: some phones send none) */
  contentType: z
    .string()
    .trim()
    .max(100, PRE_INSPECTION_MESSAGES.contentType)
    .regex(/^(?:[A-Za-z0-9.+-]+\/[A-Za-z0-9.+-]+)?$/, PRE_INSPECTION_MESSAGES.contentType),
});
export type StartInspectionUploadInput = z.output<typeof startInspectionUploadInputSchema>;
export const startInspectionUploadReplySchema = z.object({
  uploadId: z.string(),
  offset: z.literal(0),
  size: z.number().int(),
});

/** HEAD / GET /api/inspection/uploads/:uploadId */
export const inspectionUploadStatusSchema = z.object({
  uploadId: z.string(),
  kind: inspectionPhotoKindField,
  offset: z.number().int(),
  size: z.number().int(),
  complete: z.boolean(),
});
export type InspectionUploadStatus = z.infer<typeof inspectionUploadStatusSchema>;

/** PATCH /api/inspection/uploads/:uploadId with `Upload-Offset` and one chunk. */
export const inspectionUploadChunkHeadersSchema = z.object({
  [UPLOAD_OFFSET_HEADER]: z.coerce
    .number({ message: 'Send the Upload-Offset header' })
    .int()
    .min(0)
    .max(INSPECTION_MAX_PHOTO_BYTES),
});
export const inspectionUploadChunkReplySchema = z.object({
  uploadId: z.string(),
  offset: z.number().int(),
  size: z.number().int(),
  complete: z.boolean(),
  photo: inspectionPagePhotoSchema.nullable(),
});
export type InspectionUploadChunkReply = z.infer<typeof inspectionUploadChunkReplySchema>;

/** 409 of a PATCH at the wrong offset: the error envelope and the server's offset to resume from. */
export const inspectionOffsetConflictSchema = apiErrorSchema.extend({
  uploadId: z.string(),
  offset: z.number().int(),
  size: z.number().int(),
});

/** POST /api/inspection/submit */
export const inspectionSubmitReplySchema = z.object({
  assessmentStatus: assessmentStatusField,
  message: z.string(),
});
