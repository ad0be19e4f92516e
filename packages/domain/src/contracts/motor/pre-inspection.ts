/**
 * The motor pre-inspection (issue 11, spec 001 §3 "Pre-inspection", §4 inspection types, §7 employee motor
 * `preinspections/*` and `claims/sendInspectionSms`): the vehicle's facts, the seven guided photos the
 * customer takes on their phone through an SMS link, and the back office's assessment. Cover cannot start
 * before the pre-inspection is APPROVED (decision 0019).
 *
 * Three audiences: the holder's calls (retail and employee motor families), the mobile inspection page
 * (public; the link's token is the credential, sent in the `x-inspection-token` header) and the back office.
 *
 * This file holds the holder's calls; the photos and the link (pre-inspection-photos.ts), the statuses
 * (pre-inspection-status.ts) and the vehicle's facts (pre-inspection-fields.ts) are re-exported from it.
 */
import { z } from 'zod';
import { entityIdField } from '../ids.js';
import { GET, POST, pathFamily, type RouteSpec } from '../paths/route.js';
import { saIdNumberField, saMobileField } from '../../validators/zod-fields.js';
import { MOTOR_LINE, MOTOR_PREFIXES } from './line.js';
import {
  assessmentStatusField,
  createPreInspectionInputSchema,
  inspectionPhotoKindField,
  inspectionTypeField,
  queryBooleanField,
} from './pre-inspection-fields.js';
import { vinField } from './vin-field.js';

export * from './pre-inspection-photos.js';
export * from './pre-inspection-status.js';
export * from './pre-inspection-fields.js';

// ---------------------------------------------------------------------------------------------------------
// The holder's calls
// ---------------------------------------------------------------------------------------------------------

const listFilterShape = {
  assessmentType: inspectionTypeField.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  isDeleted: queryBooleanField.default(false),
};

/** getPreinspectionsByIdNumber: the caller's own ID number (a caller may only list their own). */
export const preInspectionsByIdNumberQuerySchema = z.object({
  idNumber: saIdNumberField.optional(),
  ...listFilterShape,
});
export type PreInspectionsByIdNumberQuery = z.output<typeof preInspectionsByIdNumberQuerySchema>;

/** getPreinspectionsByVinNumber: the caller's inspections of one vehicle. */
export const preInspectionsByVinQuerySchema = z.object({ vinNumber: vinField, ...listFilterShape });
export type PreInspectionsByVinQuery = z.output<typeof preInspectionsByVinQuerySchema>;

export const preInspectionIdInputSchema = z.object({ preInspectionId: entityIdField });
export type PreInspectionIdInput = z.output<typeof preInspectionIdInputSchema>;

export const inspectionPhotoStatusField = z.enum(['missing', 'uploaded']);

/** One photo of an inspection as its holder sees it. */
export const preInspectionPhotoSchema = z.object({
  kind: inspectionPhotoKindField,
  status: inspectionPhotoStatusField,
  previewUrl: z.string().nullable(),
});

/** A pre-inspection as its holder (and the motor module) sees it. */
export const preInspectionSchema = z.object({
  preInspectionId: z.string(),
  assessmentType: inspectionTypeField,
  assessmentStatus: assessmentStatusField,
  rejectionReason: z.string().nullable(),
  odometerValue: z.number().int(),
  color: z.string(),
  licenceNo: z.string(),
  make: z.string(),
  model: z.string(),
  registrationNo: z.string(),
  vinNo: z.string(),
  engineNo: z.string(),
  manufacturingYear: z.number().int(),
  vehicleRegistrationYear: z.number().int(),
  vehicleRegistrationMonth: z.number().int(),
  /** cents */
  estimatedRetailPrice: z.number().int(),
  isDeleted: z.boolean(),
  photos: z.array(preInspectionPhotoSchema),
  /** the last 4 digits of the mobile the link was sent to */
  mobileEnding: z.string().nullable(),
  smsSentAt: z.string().nullable(),
  linkExpiresAt: z.string().nullable(),
  claimId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * true while an underwriter reviews the motor application made with it: it cannot be removed then (409
   * APPLICATION_UNDER_REVIEW, docs/decisions/0040); absent where a reply does not say
   */
  applicationUnderReview: z.boolean().optional(),
  /**
   * true when its vehicle was claimed as stolen or hijacked on a claim we approved: it serves no swap or
   * application any more (QA walk 12 no. 1); absent where a reply does not say
   */
  vehicleClaimedStolen: z.boolean().optional(),
});
export type PreInspection = z.infer<typeof preInspectionSchema>;

export const preInspectionListReplySchema = z.object({ data: z.array(preInspectionSchema) });
export type PreInspectionListReply = z.infer<typeof preInspectionListReplySchema>;

export const removePreInspectionReplySchema = z.object({
  preInspection: preInspectionSchema,
  message: z.string(),
});

/** sendInspectionSms: texts the customer the link to the inspection page. */
export const sendInspectionSmsInputSchema = z.object({
  preInspectionId: entityIdField,
  mobile: saMobileField,
});
export type SendInspectionSmsInput = z.output<typeof sendInspectionSmsInputSchema>;
export const sendInspectionSmsReplySchema = z.object({
  preInspectionId: z.string(),
  mobileEnding: z.string(),
  linkExpiresAt: z.string(),
});
export type SendInspectionSmsReply = z.infer<typeof sendInspectionSmsReplySchema>;

/** The six pre-inspection calls of the retail and employee motor families (spec 001 §7). */
export const preInspectionSpecs = {
  createPreinspection: {
    at: 'preinspections/createPreinspection',
    method: POST,
    input: createPreInspectionInputSchema,
    reply: preInspectionSchema,
    status: 201,
    idempotent: true,
  },
  getPreinspectionsByIdNumber: {
    at: 'preinspections/getPreinspectionsByIdNumber',
    method: GET,
    input: preInspectionsByIdNumberQuerySchema,
    reply: preInspectionListReplySchema,
  },
  getPreinspectionsByVinNumber: {
    at: 'preinspections/getPreinspectionsByVinNumber',
    method: GET,
    input: preInspectionsByVinQuerySchema,
    reply: preInspectionListReplySchema,
  },
  getPreinspectionById: {
    at: 'preinspections/getPreinspectionById',
    method: GET,
    input: preInspectionIdInputSchema,
    reply: preInspectionSchema,
  },
  removePreinspectionByPreinspectionId: {
    at: 'preinspections/removePreinspectionByPreinspectionId',
    method: POST,
    input: preInspectionIdInputSchema,
    reply: removePreInspectionReplySchema,
    idempotent: true,
  },
  sendInspectionSms: {
    at: 'claims/sendInspectionSms',
    method: POST,
    input: sendInspectionSmsInputSchema,
    reply: sendInspectionSmsReplySchema,
    idempotent: true,
  },
} as const satisfies Record<string, RouteSpec>;
export type PreInspectionCall = keyof typeof preInspectionSpecs;

export const PRE_INSPECTION_PATHS = {
  retail: pathFamily(MOTOR_LINE, MOTOR_PREFIXES.retail.prefix, 'retail', preInspectionSpecs),
  employee: pathFamily(MOTOR_LINE, MOTOR_PREFIXES.employee.prefix, 'employee', preInspectionSpecs),
} as const;
export type PreInspectionPaths = (typeof PRE_INSPECTION_PATHS)['retail' | 'employee'];

/** The holder's photo previews (the `previewUrl` of a pre-inspection): a JPEG, per family. */
export const PRE_INSPECTION_PHOTO_PREVIEW_ROUTES = {
  retail: `${MOTOR_PREFIXES.retail.prefix}/preinspections/:preInspectionId/photos/:kind/preview`,
  employee: `${MOTOR_PREFIXES.employee.prefix}/preinspections/:preInspectionId/photos/:kind/preview`,
} as const;
export const preInspectionPhotoParamsSchema = z.object({
  preInspectionId: entityIdField,
  kind: inspectionPhotoKindField,
});
