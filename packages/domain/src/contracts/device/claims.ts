/**
 * Device claims (spec 002 §3: SCREEN_DAMAGE, HARDWARE_DAMAGE, SOFTWARE_DAMAGE and LOST, posted to one
 * path): what happened and when, the amount claimed (the repair quote; for a lost phone its replacement
 * cost), for a lost phone the SAPS case number and police station, and the account a cash settlement is
 * paid to. The excess of the type is stated before submitting and deducted from what is paid; a repair
 * quote is weighed against the excess and the insured value (repair-quote.ts).
 */
import { z } from 'zod';
import { type DeviceClaimType } from '../../constants/claim-types.js';
import { multilineText } from '../../validators/zod-fields.js';
import { payoutBankDetailsSchema } from '../claims/payout.js';
import { POLICE_REPORT_MESSAGES, sapsCaseNumberField } from '../claims/police-report.js';
import {
  claimDocumentsReplySchema,
  claimUploadFieldsSchemaFor,
  claimUploadReplySchema,
} from '../claims/uploads.js';
import { claimHeaderShape, claimSubmitReplyShape } from '../claims/views.js';
import { isoDateField } from '../common.js';
import { policyIdField } from '../ids.js';
import { deviceClaimTypeField } from './quote.js';

export const DEVICE_CLAIM_MESSAGES = {
  description: 'Please tell us what happened (at least 10 characters)',
  amount: 'Please enter the amount of the repair quote in rand',
  sapsCaseNumber: POLICE_REPORT_MESSAGES.sapsCaseNumber,
  policeStation: 'Please enter the police station where you reported the loss or theft',
  openClaim: 'This phone already has a claim being dealt with. You can make a new claim once it is finished.',
  incidentInFuture: 'The date cannot be in the future',
} as const;

/** Documents of a device claim. */
export const DEVICE_CLAIM_DOCUMENT_KINDS = [
  { value: 'damage_photo', label: 'Photo of the damage' },
  { value: 'repair_quote', label: 'Repair quote' },
  { value: 'affidavit', label: 'Sworn affidavit' },
  { value: 'saps_case_slip', label: 'SAPS case slip' },
] as const;
export type DeviceClaimDocumentKind = (typeof DEVICE_CLAIM_DOCUMENT_KINDS)[number]['value'];

/** The SAPS case number field is shared with the motor line (contracts/claims/police-report.ts). */
export { sapsCaseNumberField };

/** Photos of the damage and a repair quote; for a lost phone, an affidavit (the SAPS case number is a field). */
export const requiredDeviceClaimDocuments = (type: DeviceClaimType): DeviceClaimDocumentKind[] =>
  type === 'LOST' ? ['affidavit'] : ['damage_photo', 'repair_quote'];

export const deviceClaimSubmitInputSchema = z
  .object({
    policyId: policyIdField,
    claimType: deviceClaimTypeField,
    incidentDate: isoDateField,
    description: multilineText(
      z
        .string()
        .trim()
        .min(10, DEVICE_CLAIM_MESSAGES.description)
        .max(1000, DEVICE_CLAIM_MESSAGES.description),
    ),
    /** the repair quote in cents (not for a lost phone: its replacement cost is claimed) */
    amount: z
      .number({ message: DEVICE_CLAIM_MESSAGES.amount })
      .int()
      .min(100, DEVICE_CLAIM_MESSAGES.amount)
      .optional(),
    sapsCaseNumber: sapsCaseNumberField.optional(),
    policeStation: z.string().trim().min(2, DEVICE_CLAIM_MESSAGES.policeStation).max(80).optional(),
    bankDetails: payoutBankDetailsSchema,
  })
  .superRefine((input, ctx) => {
    if (input.claimType === 'LOST') {
      if (!input.sapsCaseNumber)
        ctx.addIssue({
          code: 'custom',
          path: ['sapsCaseNumber'],
          message: DEVICE_CLAIM_MESSAGES.sapsCaseNumber,
        });
      if (!input.policeStation)
        ctx.addIssue({
          code: 'custom',
          path: ['policeStation'],
          message: DEVICE_CLAIM_MESSAGES.policeStation,
        });
    } else if (input.amount === undefined)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: DEVICE_CLAIM_MESSAGES.amount });
  });
export type DeviceClaimSubmitDraft = z.input<typeof deviceClaimSubmitInputSchema>;
export type DeviceClaimSubmitInput = z.output<typeof deviceClaimSubmitInputSchema>;

/** The device facts of a claim, in its view and its submit reply. */
const deviceClaimFactsShape = {
  claimType: deviceClaimTypeField,
  claimTypeLabel: z.string(),
  incidentDate: z.string(),
  description: z.string(),
  sapsCaseNumber: z.string().nullable(),
  policeStation: z.string().nullable(),
  /** the excess of this claim type on this phone, cents */
  excess: z.number().int(),
  /**
   * the repair quote given (cents; null for a lost phone). Above the phone's insured value the phone is
   * replaced instead (repair-quote.ts): the claim's amount is then the insured value.
   */
  repairQuote: z.number().int().nullable(),
  /** the phone claimed for */
  device: z.string(),
};

export const deviceClaimSubmitReplySchema = z.object({ ...claimSubmitReplyShape, ...deviceClaimFactsShape });
export type DeviceClaimSubmitReply = z.infer<typeof deviceClaimSubmitReplySchema>;

export const deviceClaimSchema = z.object({ ...claimHeaderShape, ...deviceClaimFactsShape });
export type DeviceClaim = z.infer<typeof deviceClaimSchema>;
export const deviceClaimListReplySchema = z.object({ data: z.array(deviceClaimSchema) });
export const deviceClaimDocumentsReplySchema = claimDocumentsReplySchema;

/** The non-file fields of a claim document upload (multipart). */
export const deviceClaimUploadFieldsSchema = claimUploadFieldsSchemaFor(DEVICE_CLAIM_DOCUMENT_KINDS);
export const deviceUploadDocumentsReplySchema = claimUploadReplySchema;
