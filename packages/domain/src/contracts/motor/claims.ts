/**
 * Motor claims (spec 001 §3 "Motor claim forms", §9; issue 11): stolen, hijacked, glass, accessories,
 * accident scratches & dents and towing, posted to one path with the claim type choosing the form. Every
 * form has the common fields under the spec's own names (incident_date, incident_time, incident_address,
 * incident_suburb, incident_province, incident_delay_reason), the police details, what happened, the
 * acceptance of the terms and the account the claim is paid to. Theft and hijacking need a SAPS case number
 * and claim the sum insured; the other types claim a quote or invoice, and those whose damage is inspected
 * (glass, accessories, accident damage) give the mobile number the inspection link is texted to. An accident
 * adds its details (claim-accident.ts). A claim reported more than 48 hours after the incident must say why
 * (claim-notice.ts; the server checks against its clock). The replies are in claim-replies.ts.
 */
import { z } from 'zod';
import { MOTOR_CLAIM_TYPES, type MotorClaimType } from '../../constants/claim-types.js';
import type { InspectionType } from '../../constants/motor.js';
import { toProvinceCode, type Province } from '../../constants/provinces.js';
import { CLAIM_SUBMITTED_SUCCESSFULLY } from '../../errors/unable-to.js';
import { parseIsoDate } from '../../validators/calendar.js';
import { multilineText, saMobileField } from '../../validators/zod-fields.js';
import { payoutBankDetailsSchema } from '../claims/payout.js';
import { POLICE_REPORT_MESSAGES, policeStationField, sapsCaseNumberField } from '../claims/police-report.js';
import { policyIdField } from '../ids.js';
import { ACCIDENT_MESSAGES, accidentDetailsSchema } from './claim-accident.js';
import { MOTOR_CLAIM_NOTICE_HOURS } from './claim-notice.js';

/** R10 million in cents: above any claim the online form takes (and within a 32-bit column). */
export const MAX_MOTOR_CLAIM_AMOUNT_CENTS = 1_000_000_000;

export const MOTOR_CLAIM_MESSAGES = {
  claimType: 'Please choose the claim type',
  incidentDate: 'Please enter the date of the incident: day, month and year',
  incidentTime: 'Please enter the time of the incident as HH:MM, e.g. 14:30',
  incidentAddress: 'Please enter the street address where it happened (3 to 200 characters)',
  incidentSuburb: 'Please enter the suburb or town where it happened (2 to 80 characters)',
  incidentProvince: 'Please choose the province where it happened',
  incidentDelayReason: `Please tell us why the claim is reported more than ${MOTOR_CLAIM_NOTICE_HOURS} hours after the incident (10 to 1000 characters)`,
  sapsCaseNumber: POLICE_REPORT_MESSAGES.sapsCaseNumber,
  policeStation: 'Please enter the police station where the case was opened',
  policeReferenceNumber: 'Please enter the police reference number (at most 40 characters)',
  policeOfficer: 'Please enter the name of the police officer (at most 80 characters)',
  description: 'Please tell us what happened (10 to 2000 characters)',
  amount: 'Please enter the amount of the quote or invoice in rand',
  claimInspectionPhoneNumber:
    'Please enter the mobile number to text the inspection link to, e.g. 082 123 4567',
  acceptTermsAndCondition: 'Please accept the terms and conditions',
  claimId: 'Please choose a claim',
  // the server's rules
  policyNotActive: 'This policy is not active, so a claim cannot be made on it',
  incidentInFuture: 'The date and time of the incident cannot be in the future',
  delayReasonRequired: `This claim is reported more than ${MOTOR_CLAIM_NOTICE_HOURS} hours after the incident: please tell us why`,
  theftClaimOpen:
    'This vehicle has a theft or hijacking claim being dealt with, so no other claim can be made on it until that claim is finished.',
  amountAboveSumInsured:
    'The amount is more than the vehicle’s sum insured. Please check the amount, or request a call back.',
  /** what the amount is called when it is not more than the excess (amountWithinExcessProblem) */
  amountWhat: 'quote or invoice',
  inspectionNotNeeded: 'This claim does not need the vehicle to be inspected',
  inspectionClaimFinished: 'This claim is finished, so no inspection can be arranged for it',
  inspectionPhotosIn: 'The inspection photos of this claim are already in',
  inspectionSent: 'We have sent the inspection link by SMS',
  success: CLAIM_SUBMITTED_SUCCESSFULLY,
} as const;

export const motorClaimTypeField = z.enum(
  MOTOR_CLAIM_TYPES.map((type) => type.value) as [MotorClaimType, ...MotorClaimType[]],
  { message: MOTOR_CLAIM_MESSAGES.claimType },
);

export const motorClaimTypeLabel = (type: MotorClaimType): string =>
  MOTOR_CLAIM_TYPES.find((entry) => entry.value === type)?.label ?? type;

/** Theft and hijacking: the vehicle is gone, a SAPS case is opened and the sum insured is claimed. */
export const MOTOR_THEFT_CLAIM_TYPES: readonly MotorClaimType[] = ['STOLEN', 'HIJACKED'];
export const isMotorTheftClaim = (type: MotorClaimType) => MOTOR_THEFT_CLAIM_TYPES.includes(type);

/** The types whose damage is inspected through photos the customer takes (a CLAIM_SUBMISSION inspection). */
export const MOTOR_INSPECTED_CLAIM_TYPES: readonly MotorClaimType[] = [
  'GLASS',
  'ACCESSORIES',
  'ACCIDENT_SCRATCHES_DENTS',
];
export const motorClaimNeedsInspection = (type: MotorClaimType) => MOTOR_INSPECTED_CLAIM_TYPES.includes(type);

/** The inspection type of a claim's inspection (spec 001 §4). */
export const MOTOR_CLAIM_INSPECTION_TYPE = 'CLAIM_SUBMISSION' satisfies InspectionType;

// ---------------------------------------------------------------------------------------------------------
// Documents
// ---------------------------------------------------------------------------------------------------------

/** Documents of a motor claim. */
export const MOTOR_CLAIM_DOCUMENT_KINDS = [
  { value: 'damage_photo', label: 'Photos of the damage' },
  { value: 'repair_quote', label: 'Repair quote' },
  { value: 'glass_quote', label: 'Glass replacement quote' },
  { value: 'accessory_proof_of_purchase', label: 'Proof of purchase of the accessories' },
  { value: 'saps_case_slip', label: 'SAPS case slip' },
  { value: 'affidavit', label: 'Sworn affidavit' },
  { value: 'drivers_licence', label: 'Copy of the driver’s licence' },
  { value: 'registration_certificate', label: 'Vehicle registration certificate' },
  { value: 'towing_invoice', label: 'Towing invoice' },
] as const;
export type MotorClaimDocumentKind = (typeof MOTOR_CLAIM_DOCUMENT_KINDS)[number]['value'];

const REQUIRED_DOCUMENTS: Readonly<Record<MotorClaimType, readonly MotorClaimDocumentKind[]>> = {
  STOLEN: ['saps_case_slip', 'affidavit', 'registration_certificate'],
  HIJACKED: ['saps_case_slip', 'affidavit', 'drivers_licence', 'registration_certificate'],
  GLASS: ['damage_photo', 'glass_quote'],
  ACCESSORIES: ['damage_photo', 'repair_quote', 'accessory_proof_of_purchase'],
  ACCIDENT_SCRATCHES_DENTS: ['damage_photo', 'repair_quote', 'drivers_licence'],
  TOWING: ['towing_invoice'],
};

/**
 * What each type needs before it is assessed: theft the SAPS case slip, an affidavit and the registration
 * certificate (hijacking also the driver's licence); damage photos and a quote (glass, accessories with
 * their proof of purchase, accident damage with the driver's licence); towing its invoice.
 */
export const requiredMotorClaimDocuments = (type: MotorClaimType): MotorClaimDocumentKind[] => [
  ...REQUIRED_DOCUMENTS[type],
];

// ---------------------------------------------------------------------------------------------------------
// Fields
// ---------------------------------------------------------------------------------------------------------

/** An optional text: blank (or only spaces) is the same as absent, anything else must pass `schema`. */
const optionalText = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(schema.optional());

const text = (min: number, max: number, message: string) =>
  z.string({ message }).trim().min(min, message).max(max, message);

const incidentDateField = z
  .string({ message: MOTOR_CLAIM_MESSAGES.incidentDate })
  .trim()
  .refine((value) => parseIsoDate(value) !== null, MOTOR_CLAIM_MESSAGES.incidentDate);

/** 'HH:MM' (24 hours); '9:05' is read as '09:05'. */
const incidentTimeField = z
  .string({ message: MOTOR_CLAIM_MESSAGES.incidentTime })
  .trim()
  .transform((value) => (/^\d:\d\d$/.test(value) ? `0${value}` : value))
  .pipe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, MOTOR_CLAIM_MESSAGES.incidentTime));

/** A province code, or its name in any case ('Gauteng' → 'GP'). */
const provinceField = z
  .string({ message: MOTOR_CLAIM_MESSAGES.incidentProvince })
  .transform((value, ctx): Province => {
    const code = toProvinceCode(value);
    if (code) return code;
    ctx.issues.push({ code: 'custom', message: MOTOR_CLAIM_MESSAGES.incidentProvince, input: value });
    return z.NEVER;
  });

const amountField = z
  .number({ message: MOTOR_CLAIM_MESSAGES.amount })
  .int(MOTOR_CLAIM_MESSAGES.amount)
  .min(100, MOTOR_CLAIM_MESSAGES.amount)
  .max(MAX_MOTOR_CLAIM_AMOUNT_CENTS, MOTOR_CLAIM_MESSAGES.amount);

const inspectionPhoneField = z
  .string({ message: MOTOR_CLAIM_MESSAGES.claimInspectionPhoneNumber })
  .pipe(saMobileField);

const policeStation = policeStationField(MOTOR_CLAIM_MESSAGES.policeStation);

/** The fields every motor claim form has. */
const commonShape = {
  policyId: policyIdField,
  incident_date: incidentDateField,
  incident_time: incidentTimeField,
  incident_address: text(3, 200, MOTOR_CLAIM_MESSAGES.incidentAddress),
  incident_suburb: text(2, 80, MOTOR_CLAIM_MESSAGES.incidentSuburb),
  incident_province: provinceField,
  /** required (by the server) when the claim is reported more than 48 hours after the incident */
  incident_delay_reason: multilineText(
    optionalText(text(10, 1000, MOTOR_CLAIM_MESSAGES.incidentDelayReason)),
  ),
  policeStation: optionalText(policeStation),
  sapsCaseNumber: optionalText(sapsCaseNumberField),
  policeReferenceNumber: optionalText(text(1, 40, MOTOR_CLAIM_MESSAGES.policeReferenceNumber)),
  policeOfficer: optionalText(text(2, 80, MOTOR_CLAIM_MESSAGES.policeOfficer)),
  description: multilineText(text(10, 2000, MOTOR_CLAIM_MESSAGES.description)),
  acceptTermsAndCondition: z.literal(true, { message: MOTOR_CLAIM_MESSAGES.acceptTermsAndCondition }),
  bankDetails: payoutBankDetailsSchema,
};

type Issues = z.core.$RefinementCtx;

/** A case number is opened at a police station: naming one needs the other. */
function checkPoliceDetails(input: { sapsCaseNumber?: string; policeStation?: string }, ctx: Issues) {
  if (input.sapsCaseNumber && !input.policeStation)
    ctx.addIssue({ code: 'custom', path: ['policeStation'], message: MOTOR_CLAIM_MESSAGES.policeStation });
}

/** Theft and hijacking: the SAPS case number and police station are required; the sum insured is claimed. */
const theftClaim = <T extends 'STOLEN' | 'HIJACKED'>(type: T) =>
  z.object({
    ...commonShape,
    claimType: z.literal(type),
    policeStation,
    sapsCaseNumber: sapsCaseNumberField,
  });

/** Damage that is inspected: the quote's amount and the mobile number for the inspection link. */
const inspectedShape = { amount: amountField, claimInspectionPhoneNumber: inspectionPhoneField };

const glassClaim = z
  .object({ ...commonShape, claimType: z.literal('GLASS'), ...inspectedShape })
  .superRefine(checkPoliceDetails);
const accessoriesClaim = z
  .object({ ...commonShape, claimType: z.literal('ACCESSORIES'), ...inspectedShape })
  .superRefine(checkPoliceDetails);
const accidentClaim = z
  .object({
    ...commonShape,
    claimType: z.literal('ACCIDENT_SCRATCHES_DENTS'),
    ...inspectedShape,
    accident: accidentDetailsSchema,
  })
  .superRefine((input, ctx) => {
    checkPoliceDetails(input, ctx);
    if (input.accident.driver.licenceIssuedDate > input.incident_date)
      ctx.addIssue({
        code: 'custom',
        path: ['accident', 'driver', 'licenceIssuedDate'],
        message: ACCIDENT_MESSAGES.licenceAfterIncident,
      });
  });
/** Towing: the tow invoice's amount. */
const towingClaim = z
  .object({ ...commonShape, claimType: z.literal('TOWING'), amount: amountField })
  .superRefine(checkPoliceDetails);

/**
 * claims/submitClaim of the motor families: one schema, the claim type choosing the form. Fields of other
 * forms (an amount on a theft claim, accident details on a glass claim) are dropped.
 */
export const motorClaimSubmitInputSchema = z.discriminatedUnion(
  'claimType',
  [theftClaim('STOLEN'), theftClaim('HIJACKED'), glassClaim, accessoriesClaim, accidentClaim, towingClaim],
  { message: MOTOR_CLAIM_MESSAGES.claimType },
);
export type MotorClaimSubmitDraft = z.input<typeof motorClaimSubmitInputSchema>;
export type MotorClaimSubmitInput = z.output<typeof motorClaimSubmitInputSchema>;
