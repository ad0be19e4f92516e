/**
 * The credit life claim (phones and vehicles): the death (or permanent disability) of the person
 * responsible for the finance — fullName, idNumber, dateOfDeath, timeOfDeath, place of death,
 * deathAnAccident — with the death certificate and the deceased's ID (a medical report and ID for a
 * disability). The benefit settles the outstanding balance with the credit provider; the claimant is who
 * reports it (a beneficiary, the executor or the holder).
 */
import { z } from 'zod';
import {
  multilineText,
  personNameField,
  saIdNumberField,
  saMobileField,
} from '../../validators/zod-fields.js';
import { claimDocumentViewSchema } from '../claims/line-documents.js';
import { claimUploadFieldsSchemaFor } from '../claims/uploads.js';
import { payoutBankDetailsSchema } from '../claims/payout.js';
import { claimHeaderShape, claimSubmitReplyShape } from '../claims/views.js';
import { isoDateField } from '../common.js';
import { claimantRelationValues } from '../claims/claimant-relations.js';
import { policyIdField } from '../ids.js';

export const CREDIT_LIFE_CLAIM_EVENTS = [
  { value: 'death', label: 'Death' },
  { value: 'permanent_disability', label: 'Permanent disability' },
] as const;
export type CreditLifeClaimEvent = (typeof CREDIT_LIFE_CLAIM_EVENTS)[number]['value'];

export const CREDIT_LIFE_CLAIM_DOCUMENT_KINDS = [
  { value: 'death_certificate', label: 'Death certificate' },
  { value: 'deceased_id', label: 'ID of the deceased' },
  { value: 'medical_report', label: 'Medical report' },
  { value: 'id_document', label: 'ID document' },
  { value: 'finance_statement', label: 'Statement of the outstanding balance' },
] as const;
export type CreditLifeClaimDocumentKind = (typeof CREDIT_LIFE_CLAIM_DOCUMENT_KINDS)[number]['value'];

export const requiredCreditLifeClaimDocuments = (
  event: CreditLifeClaimEvent,
): CreditLifeClaimDocumentKind[] =>
  event === 'death' ? ['death_certificate', 'deceased_id'] : ['medical_report', 'id_document'];

export const CREDIT_LIFE_CLAIM_MESSAGES = {
  timeOfDeath: 'Please enter the time as hh:mm, e.g. 14:30',
  notResponsiblePerson: 'This ID number is not the person responsible for the finance on this policy',
  relation: 'Please choose how you are related to the person',
} as const;

export const creditLifeClaimSubmitInputSchema = z.object({
  policyId: policyIdField,
  claimEvent: z.enum(['death', 'permanent_disability'], { message: 'Please choose what happened' }),
  fullName: z.string().trim().min(2).max(120),
  idNumber: saIdNumberField,
  /** the date of death (or of the disability), South African */
  dateOfDeath: isoDateField,
  /**
   * the time of death, South African ('HH:MM', Africa/Johannesburg), optional: when given the server places
   * the death to the minute (not before cover started, not in the future; claim-timing.ts), else its day counts
   */
  timeOfDeath: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, CREDIT_LIFE_CLAIM_MESSAGES.timeOfDeath)
    .optional(),
  placeOfDeath: z.string().trim().max(200).optional(),
  deathAnAccident: z.boolean().default(false),
  description: multilineText(z.string().trim().max(1000)).optional(),
  claimant: z.object({
    firstName: personNameField,
    lastName: personNameField,
    idNumber: saIdNumberField,
    relation: z.enum(claimantRelationValues, { message: CREDIT_LIFE_CLAIM_MESSAGES.relation }),
    mobile: saMobileField,
  }),
  bankDetails: payoutBankDetailsSchema,
});
export type CreditLifeClaimSubmitInput = z.output<typeof creditLifeClaimSubmitInputSchema>;

export const creditLifeClaimFactsShape = {
  claimEvent: z.enum(['death', 'permanent_disability']),
  fullName: z.string(),
  idNumber: z.string(),
  dateOfDeath: z.string(),
  timeOfDeath: z.string().nullable(),
  placeOfDeath: z.string().nullable(),
  deathAnAccident: z.boolean(),
  financedItem: z.string(),
};
export const creditLifeClaimSubmitReplySchema = z.object({
  ...claimSubmitReplyShape,
  ...creditLifeClaimFactsShape,
});
export const creditLifeClaimSchema = z.object({ ...claimHeaderShape, ...creditLifeClaimFactsShape });
export type CreditLifeClaim = z.infer<typeof creditLifeClaimSchema>;
export const creditLifeClaimListReplySchema = z.object({ data: z.array(creditLifeClaimSchema) });
export const creditLifeClaimDocumentsReplySchema = z.object({ data: z.array(claimDocumentViewSchema) });
export const creditLifeClaimUploadFieldsSchema = claimUploadFieldsSchemaFor(CREDIT_LIFE_CLAIM_DOCUMENT_KINDS);
export const creditLifeUploadReplySchema = z.object({
  documents: z.array(claimDocumentViewSchema),
  documentsOutstanding: z.array(z.string()),
  message: z.string(),
});
