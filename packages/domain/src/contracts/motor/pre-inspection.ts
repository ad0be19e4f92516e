/**
 * The motor pre-inspection (issue 11, spec 001 §3 "Pre-inspection", §4 inspection types, §7 employee motor
 * `preinspections/*` and `claims/sendInspectionSms`): the vehicle's facts, the seven guided photos the
 * customer takes on their phone through an SMS link, and the back office's assessment. Cover cannot start
 * before the pre-inspection is APPROVED (decision 0019).
 *
 * Three audiences: the holder's calls (retail and employee motor families), the mobile inspection page
 * (public; the link's token is the credential, sent in the `x-inspection-token` header) and the back office.
 */
import { z } from 'zod';
import { entityIdField } from '../ids.js';
import { GET, POST, pathFamily, type RouteSpec } from '../paths/route.js';
import { INSPECTION_TYPES } from '../../constants/motor.js';
import { isValidVin, normaliseVin } from '../../validators/vin.js';
import {
  isPlausibleRegistrationNumber,
  normaliseRegistrationNumber,
} from '../../validators/registration-number.js';
import { EARLIEST_YEAR, isValidYearMonth, toYearMonth } from '../../validators/year-month.js';
import { saIdNumberField, saMobileField } from '../../validators/zod-fields.js';
import { MOTOR_LINE, MOTOR_PREFIXES } from './line.js';

// ---------------------------------------------------------------------------------------------------------
// Photos, statuses and limits
// ---------------------------------------------------------------------------------------------------------

/** The seven guided photos of an inspection, in the order the page asks for them. */
export const INSPECTION_PHOTO_KINDS = [
  'front',
  'rear',
  'left',
  'right',
  'odometer',
  'licence_disc',
  'windscreen',
] as const;
export type InspectionPhotoKind = (typeof INSPECTION_PHOTO_KINDS)[number];

/** What the page shows for each photo: a plain label and one line of guidance. */
export const INSPECTION_PHOTO_GUIDES: Readonly<
  Record<InspectionPhotoKind, { readonly label: string; readonly guidance: string }>
> = {
  front: {
    label: 'Front of the car',
    guidance: 'Stand 3 m in front of the car so the whole front and the number plate show',
  },
  rear: {
    label: 'Back of the car',
    guidance: 'Stand 3 m behind the car so the whole back and the number plate show',
  },
  left: {
    label: 'Left side',
    guidance: 'Stand 4 m from the left side so the car shows from bumper to bumper',
  },
  right: {
    label: 'Right side',
    guidance: 'Stand 4 m from the right side so the car shows from bumper to bumper',
  },
  odometer: {
    label: 'Odometer',
    guidance: 'Switch the ignition on and photograph the dashboard so the kilometres can be read',
  },
  licence_disc: {
    label: 'Licence disc',
    guidance: 'Photograph the licence disc on the windscreen up close so its text can be read',
  },
  windscreen: {
    label: 'Windscreen',
    guidance: 'Stand at the front corner so the whole windscreen shows, with any chips or cracks',
  },
};

export const inspectionPhotoLabel = (kind: InspectionPhotoKind) => INSPECTION_PHOTO_GUIDES[kind].label;

/**
 * CANCELLED: closed without an assessment because the application it was for was declined (by
 * underwriting, or by the employee an operator applied for) or withdrawn (removed by its customer): no
 * photos are wanted and its link is revoked.
 */
export const ASSESSMENT_STATUSES = [
  'AWAITING_PHOTOS',
  'SUBMITTED',
  'APPROVED',
  'REJECTED',
  'CANCELLED',
] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

export const ASSESSMENT_STATUS_LABELS: Readonly<Record<AssessmentStatus, string>> = {
  AWAITING_PHOTOS: 'Waiting for photos',
  SUBMITTED: 'Photos sent for assessment',
  APPROVED: 'Approved',
  REJECTED: 'Not approved',
  CANCELLED: 'No longer needed',
};

/** Why a CANCELLED pre-inspection was closed, in the customer's words. */
export const PRE_INSPECTION_CANCELLED_TEXT =
  'No photos are needed: the application for this vehicle was declined or withdrawn, so the inspection was closed and its link no longer works.';

/** Why the application a pre-inspection was for no longer goes ahead: declined, or withdrawn by its customer. */
export const PRE_INSPECTION_CLOSE_REASONS = ['declined', 'withdrawn'] as const;
export type PreInspectionCloseReason = (typeof PRE_INSPECTION_CLOSE_REASONS)[number];

/**
 * Whether a pre-inspection closes with its application: one still waiting for photos or for an assessment
 * does; an approved one stays (cover may rest on it) and a closed one stays closed.
 */
export const closesWithApplication = (status: AssessmentStatus): boolean =>
  status === 'AWAITING_PHOTOS' || status === 'SUBMITTED' || status === 'REJECTED';

/** The history line of a pre-inspection closed with its application, by why it closed. */
export const preInspectionClosedSummary = (reason: PreInspectionCloseReason): string =>
  `Pre-inspection no longer needed: the application for this vehicle was ${reason}`;

/** Photos may be (re)taken while the inspection waits for them or after it was rejected. */
export const PHOTO_EDITABLE_STATUSES: readonly AssessmentStatus[] = ['AWAITING_PHOTOS', 'REJECTED'];

export const INSPECTION_TYPE_LABELS: Readonly<Record<(typeof INSPECTION_TYPES)[number], string>> = {
  PRE_INSPECTION: 'Pre-inspection before cover',
  CLAIM_SUBMISSION: 'Inspection for a claim',
};

const MiB = 1024 * 1024;
/** The largest photo the page may send (decision 0019). */
export const INSPECTION_MAX_PHOTO_BYTES = 15 * MiB;
/** One PATCH carries at most this many bytes (decision 0019). */
export const INSPECTION_CHUNK_BYTES = 512 * 1024;
/** The longest edge of a preview, in pixels. */
export const INSPECTION_PREVIEW_MAX_EDGE = 480;
/** An SMS link works this many days; a new SMS replaces the old link. */
export const INSPECTION_LINK_DAYS = 7;
export const INSPECTION_ODOMETER_MAX_KM = 2_000_000;
/** R20 million in cents: above any private vehicle's retail price (and within a 32-bit column). */
export const MAX_RETAIL_PRICE_CENTS = 2_000_000_000;

/** The page's credential header, and the resumable upload's offset header. */
export const INSPECTION_TOKEN_HEADER = 'x-inspection-token';
export const UPLOAD_OFFSET_HEADER = 'upload-offset';
export const UPLOAD_CHUNK_CONTENT_TYPE = 'application/offset+octet-stream';

/** The page's address: the token sits in the fragment so it never reaches a server log or a Referer. */
export const INSPECTION_PAGE_ROUTE = '/inspection';
export const inspectionLink = (origin: string, token: string) =>
  `${origin.replace(/\/+$/, '')}${INSPECTION_PAGE_ROUTE}#t=${token}`;

export const PRE_INSPECTION_MESSAGES = {
  vin: 'Please enter the 17-character VIN from the licence disc or the registration papers',
  registrationNo: 'Please enter the registration number as it is on the number plate',
  registrationDate: 'Please enter the month and year the vehicle was first registered, up to this month',
  manufacturingYear: 'Please enter the year the vehicle was made',
  odometer: `Please enter the odometer reading in kilometres, from 0 to ${INSPECTION_ODOMETER_MAX_KM.toLocaleString('en-ZA')}`,
  price: 'Please enter the estimated retail price: R0 to R20 000 000',
  make: 'Please enter the make, e.g. Toyota',
  model: 'Please enter the model, e.g. Corolla Cross 1.8',
  color: 'Please enter the colour',
  licenceNo: 'Please enter the licence number from the licence disc',
  engineNo: 'Please enter the engine number',
  reason: 'Please give the reason the inspection is not approved',
  linkInvalid: 'This inspection link has expired or is not valid. Ask for a new one.',
  notApproved: "The vehicle's pre-inspection must be approved before cover can start",
  uploadSize: `A photo may be at most ${INSPECTION_MAX_PHOTO_BYTES / MiB} MB`,
  notAPhoto: 'This file is not a photo. Please take the photo again with the camera (JPEG, HEIC or WebP).',
  contentType: 'Please send a photo: JPEG, HEIC, WebP or PNG',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Fields
// ---------------------------------------------------------------------------------------------------------

/** A short line of text: trimmed, 1..max characters. */
const textField = (max: number, message: string) =>
  z.string({ message }).trim().min(1, message).max(max, message);

export const vinField = z
  .string({ message: PRE_INSPECTION_MESSAGES.vin })
  .trim()
  .refine(isValidVin, PRE_INSPECTION_MESSAGES.vin)
  .transform(normaliseVin);

export const registrationNumberField = z
  .string({ message: PRE_INSPECTION_MESSAGES.registrationNo })
  .trim()
  .refine(isPlausibleRegistrationNumber, PRE_INSPECTION_MESSAGES.registrationNo)
  .transform(normaliseRegistrationNumber);

export const inspectionTypeField = z.enum(INSPECTION_TYPES);
export const assessmentStatusField = z.enum(ASSESSMENT_STATUSES);
export const inspectionPhotoKindField = z.enum(INSPECTION_PHOTO_KINDS, {
  message: 'Please choose one of the seven inspection photos',
});

/** A true/false query value: 'true' or 'false' in a query string, or a boolean. */
export const queryBooleanField = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

// ---------------------------------------------------------------------------------------------------------
// The holder's calls
// ---------------------------------------------------------------------------------------------------------

/** createPreinspection: the vehicle's facts as the licence disc and the papers give them. */
export const createPreInspectionInputSchema = z
  .object({
    assessmentType: inspectionTypeField.default('PRE_INSPECTION'),
    make: textField(40, PRE_INSPECTION_MESSAGES.make),
    model: textField(80, PRE_INSPECTION_MESSAGES.model),
    color: textField(30, PRE_INSPECTION_MESSAGES.color),
    registrationNo: registrationNumberField,
    vinNo: vinField,
    engineNo: textField(30, PRE_INSPECTION_MESSAGES.engineNo).transform((value) => value.toUpperCase()),
    licenceNo: textField(30, PRE_INSPECTION_MESSAGES.licenceNo).transform((value) => value.toUpperCase()),
    odometerValue: z
      .number({ message: PRE_INSPECTION_MESSAGES.odometer })
      .int(PRE_INSPECTION_MESSAGES.odometer)
      .min(0, PRE_INSPECTION_MESSAGES.odometer)
      .max(INSPECTION_ODOMETER_MAX_KM, PRE_INSPECTION_MESSAGES.odometer),
    manufacturingYear: z
      .number({ message: PRE_INSPECTION_MESSAGES.manufacturingYear })
      .int(PRE_INSPECTION_MESSAGES.manufacturingYear)
      .min(EARLIEST_YEAR, PRE_INSPECTION_MESSAGES.manufacturingYear)
      .refine((year) => year <= new Date().getFullYear() + 1, PRE_INSPECTION_MESSAGES.manufacturingYear),
    vehicleRegistrationYear: z
      .number({ message: PRE_INSPECTION_MESSAGES.registrationDate })
      .int(PRE_INSPECTION_MESSAGES.registrationDate),
    vehicleRegistrationMonth: z
      .number({ message: PRE_INSPECTION_MESSAGES.registrationDate })
      .int(PRE_INSPECTION_MESSAGES.registrationDate),
    /** cents */
    estimatedRetailPrice: z
      .number({ message: PRE_INSPECTION_MESSAGES.price })
      .int(PRE_INSPECTION_MESSAGES.price)
      .min(0, PRE_INSPECTION_MESSAGES.price)
      .max(MAX_RETAIL_PRICE_CENTS, PRE_INSPECTION_MESSAGES.price),
  })
  .superRefine((input, ctx) => {
    const { vehicleRegistrationYear: year, vehicleRegistrationMonth: month } = input;
    if (!isValidYearMonth(toYearMonth(year, month)) || !isRegisteredByNow(year, month)) {
      ctx.addIssue({
        code: 'custom',
        message: PRE_INSPECTION_MESSAGES.registrationDate,
        path: ['vehicleRegistrationMonth'],
      });
    }
  });
export type CreatePreInspectionInput = z.output<typeof createPreInspectionInputSchema>;

/** A vehicle cannot have been registered after the current month. */
function isRegisteredByNow(year: number, month: number, today = new Date()): boolean {
  return year * 12 + month <= today.getFullYear() * 12 + today.getMonth() + 1;
}

/** spec 001 §3: vehicleRegistrationDate is built as YYYY-MM from the two pre-inspection fields. */
export const vehicleRegistrationDate = (inspection: {
  vehicleRegistrationYear: number;
  vehicleRegistrationMonth: number;
}) => toYearMonth(inspection.vehicleRegistrationYear, inspection.vehicleRegistrationMonth);

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
