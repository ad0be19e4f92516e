/**
 * Device registration (spec 002 §3 "Device registration form", every field) as an application on the
 * insurance core (§4 PENDING → APPROVED → ACTIVE): createApplication turns a device quote package into a
 * PENDING application holding the phone, its IMEI, contract and ownership facts, payment, billing address,
 * effective date and, when opted in, credit life; proof of purchase (and of the contract) is uploaded to
 * the application; applicationDeclaration records the consents (with their time and text version),
 * approves it and issues the device policy (and the credit life policy).
 */
import { z } from 'zod';
import { isValidImei, normaliseImei } from '../../validators/imei.js';
import { claimDocumentViewSchema } from '../claims/line-documents.js';
import { consentRecordSchema, paymentMethodInputSchema } from '../common.js';
import { creditLifeDetailsSchema } from '../credit-life/details.js';
import { entityIdField } from '../ids.js';
import { applicationCoreShape, billingDayField } from '../policy-core.js';
import { DEVICE_MESSAGES, deviceColourField } from './catalogue.js';
import { deviceQuoteSchema } from './quote.js';

export const REGISTRATION_MESSAGES = {
  owner: 'Only the owner of the phone can insure it',
  effectiveDate: 'Please choose a start date from today up to 30 days from now',
  address: 'Please enter the street address',
  city: 'Please enter the town or city',
  province: 'Please choose the province',
  creditLifeDetails: 'Please give the credit life details, or choose not to add credit life',
  consent: 'Please give this consent to continue',
} as const;

/** What is wrong with an IMEI as typed, or null: missing or not 15 digits, or 15 with a digit typed wrong. */
export function imeiProblem(value: string): string | null {
  if (isValidImei(value)) return null;
  return /^\d{15}$/.test(normaliseImei(value.trim())) ? DEVICE_MESSAGES.imeiMistyped : DEVICE_MESSAGES.imei;
}

/** The IMEI: 15 digits after removing spaces and hyphens, with a valid Luhn check digit. */
export const imeiField = z
  .string({ message: DEVICE_MESSAGES.imei })
  .trim()
  .superRefine((value, ctx) => {
    const problem = imeiProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(normaliseImei);

export { billingAddressSchema, provinceField, type BillingAddress } from '../address.js';
import { billingAddressSchema } from '../address.js';

/** The document kinds of a device application. */
export const DEVICE_APPLICATION_DOCUMENT_KINDS = [
  { value: 'purchase_proof', label: 'Proof of purchase' },
  { value: 'contract_proof', label: 'Contract' },
] as const;
export type DeviceApplicationDocumentKind = (typeof DEVICE_APPLICATION_DOCUMENT_KINDS)[number]['value'];

/** Proof of purchase always; the contract as well for a phone on contract. */
export const requiredDeviceApplicationDocuments = (isOnContract: boolean): DeviceApplicationDocumentKind[] =>
  isOnContract ? ['purchase_proof', 'contract_proof'] : ['purchase_proof'];

/** createApplication: the registration form (altering a PENDING application when applicationId is given). */
export const deviceRegistrationInputSchema = z
  .object({
    applicationId: entityIdField.optional(),
    quote_package_id: entityIdField,
    deviceIMEINumber: imeiField,
    deviceColor: deviceColourField,
    isOnContract: z.boolean(),
    /** the applicant owns the phone */
    isOwner: z.literal(true, { message: REGISTRATION_MESSAGES.owner }),
    /** bought from the provider (Telkom) */
    isPurchasedFromProvider: z.boolean(),
    effectiveDate: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, REGISTRATION_MESSAGES.effectiveDate),
    paymentMethod: paymentMethodInputSchema,
    billingDay: billingDayField.optional(),
    billingAddress: billingAddressSchema,
    isOptedforCreditLife: z.boolean().default(false),
    creditLife: creditLifeDetailsSchema.optional(),
  })
  .refine((input) => !input.isOptedforCreditLife || input.creditLife !== undefined, {
    path: ['creditLife'],
    message: REGISTRATION_MESSAGES.creditLifeDetails,
  });
export type DeviceRegistrationDraft = z.input<typeof deviceRegistrationInputSchema>;
export type DeviceRegistrationInput = z.output<typeof deviceRegistrationInputSchema>;

/** The version of the consent texts below; a stored consent names it. */
export const DEVICE_CONSENT_TEXT_VERSION = 'device-consents-2026-11';
export const DEVICE_CONSENT_TEXTS = {
  debitOrder:
    'I authorise the insurer to collect the monthly premium from the bank account I gave, on the billing day I chose, until I cancel the policy.',
  creditCheck: 'I agree that the insurer may check my credit record to confirm the finance on this phone.',
  terms:
    'I have read and accept the terms and conditions of device cover, including the excess on every claim.',
  popia:
    'I agree that my personal information is processed to provide this cover, as the privacy notice (POPIA) explains.',
} as const;
export type DeviceConsentKey = keyof typeof DEVICE_CONSENT_TEXTS;

/**
 * applicationDeclaration: the consents, terms and POPIA always; the debit order one only for a debit order,
 * the salary deduction one only for a salary deduction;
 * the credit check only with credit life (it confirms the finance the credit life insures: phone cover alone
 * needs no credit record). The server asks for each by what the application holds.
 */
export const deviceDeclarationInputSchema = z.object({
  applicationId: entityIdField,
  consents: z.object({
    debitOrder: z.boolean().default(false),
    creditCheck: z.boolean().default(false),
    /** an employee paying by salary deduction: salaryDeductionConsentText with the premium a month */
    salaryDeduction: z.boolean().default(false),
    terms: z.literal(true, { message: REGISTRATION_MESSAGES.consent }),
    popia: z.literal(true, { message: REGISTRATION_MESSAGES.consent }),
  }),
});
export type DeviceDeclarationInput = z.output<typeof deviceDeclarationInputSchema>;

/** What a device application holds (for its owner to see and change while PENDING). */
export const deviceApplicationModuleSchema = z.object({
  type: z.literal('device'),
  quote: deviceQuoteSchema,
  deviceIMEINumber: z.string(),
  deviceColor: z.string(),
  isOnContract: z.boolean(),
  isPurchasedFromProvider: z.boolean(),
  effectiveDate: z.string(),
  billingAddress: billingAddressSchema,
  paymentType: z.enum(['debit_order', 'deduct_from_salary']),
  creditLife: z
    .object({
      outstandingBalance: z.number().int(),
      personResponsibleForFinancing: z.object({
        firstName: z.string(),
        lastName: z.string(),
        idNumber: z.string(),
      }),
      beneficiariesCount: z.number().int(),
      issuedPercentage: z.number().int(),
    })
    .nullable(),
  consents: z.array(consentRecordSchema),
});

export const deviceApplicationSchema = z.object({
  ...applicationCoreShape,
  module: deviceApplicationModuleSchema,
  documents: z.array(claimDocumentViewSchema),
  requiredDocuments: z.array(z.string()),
  documentsOutstanding: z.array(z.string()),
  /** the credit life policy issued with it, if any */
  creditLifePolicyId: z.string().nullable(),
});
export type DeviceApplication = z.infer<typeof deviceApplicationSchema>;

export const deviceApplicationListReplySchema = z.object({ data: z.array(deviceApplicationSchema) });
export const deviceApplicationByIdQuerySchema = z.object({ applicationId: z.string().trim().uuid() });

/** The non-file fields of an application document upload (multipart). */
export const deviceApplicationUploadFieldsSchema = z.object({
  applicationId: entityIdField,
  kind: z.enum(
    DEVICE_APPLICATION_DOCUMENT_KINDS.map((kind) => kind.value) as [
      DeviceApplicationDocumentKind,
      ...DeviceApplicationDocumentKind[],
    ],
    { message: 'Please choose the document type' },
  ),
  description: z.string().trim().max(200).optional(),
});
