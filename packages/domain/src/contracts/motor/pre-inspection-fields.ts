/**
 * The vehicle's facts of a motor pre-inspection as its holder enters them (spec 001 §3 "Pre-inspection"):
 * their limits and messages, the fields the calls share, and createPreinspection's input.
 */
import { z } from 'zod';
import { INSPECTION_TYPES } from '../../constants/motor.js';
import {
  isPlausibleRegistrationNumber,
  normaliseRegistrationNumber,
} from '../../validators/registration-number.js';
import { EARLIEST_YEAR, isValidYearMonth, toYearMonth } from '../../validators/year-month.js';
import { ALL_INSPECTION_PHOTO_KINDS, INSPECTION_MAX_PHOTO_BYTES } from './pre-inspection-photos.js';
import { ASSESSMENT_STATUSES } from './pre-inspection-status.js';
import { VIN_MESSAGE, vinField } from './vin-field.js';

export const INSPECTION_ODOMETER_MAX_KM = 2_000_000;
/** R20 million in cents: above any private vehicle's retail price (and within a 32-bit column). */
export const MAX_RETAIL_PRICE_CENTS = 2_000_000_000;

export const PRE_INSPECTION_MESSAGES = {
  vin: VIN_MESSAGE,
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
  // one message for every link that does not open (no oracle), naming the usual cause: a newer link was sent
  // (QA walk 15, finding 7)
  linkInvalid:
    'This inspection link does not open: a newer one may have been sent to you, or it expired. Use the link in the latest SMS we sent, or ask for a new one.',
  notApproved: "The vehicle's pre-inspection must be approved before cover can start",
  uploadSize: `A photo may be at most ${INSPECTION_MAX_PHOTO_BYTES / (1024 * 1024)} MB`,
  notAPhoto: 'This file is not a photo. Please take the photo again with the camera (JPEG, HEIC or WebP).',
  contentType: 'Please send a photo: JPEG, HEIC, WebP or PNG',
} as const;

/** A short line of text: trimmed, 1..max characters. */
const textField = (max: number, message: string) =>
  z.string({ message }).trim().min(1, message).max(max, message);

export const registrationNumberField = z
  .string({ message: PRE_INSPECTION_MESSAGES.registrationNo })
  .trim()
  .refine(isPlausibleRegistrationNumber, PRE_INSPECTION_MESSAGES.registrationNo)
  .transform(normaliseRegistrationNumber);

export const inspectionTypeField = z.enum(INSPECTION_TYPES);
export const assessmentStatusField = z.enum(ASSESSMENT_STATUSES);
export const inspectionPhotoKindField = z.enum(ALL_INSPECTION_PHOTO_KINDS, {
  message: 'Please choose one of the inspection photos',
});

/** A true/false query value: 'true' or 'false' in a query string, or a boolean. */
export const queryBooleanField = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

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
    /** true: the vehicle a policy's cover is to move to (Swap vehicle), so its notices speak of the swap */
    forSwap: z.boolean().optional(),
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
