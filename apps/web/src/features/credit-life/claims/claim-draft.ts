import { z } from 'zod';
import {
  CREDIT_LIFE_CLAIM_DOCUMENT_KINDS,
  creditLifeClaimSubmitInputSchema,
  creditLifeDeathEvent,
  eventAfterCoverProblem,
  eventBeforeCoverMessage,
  parseIsoDate,
  requiredCreditLifeClaimDocuments,
  saDay,
  type CreditLifeClaimDocumentKind,
  type CreditLifeClaimEvent,
  type CreditLifeClaimSubmitInput,
  type CreditLifePolicy,
} from '@cover/domain';
import { contractErrors, draftText, payoutDraftSchema } from '../../../components/claims/claim-draft-rules';
import { emptyPayoutDraft, payoutBody, type PayoutDraft } from '../../../components/claims/payout-draft';
import { isClaimablePolicy } from '../../../components/claims/claimable-policy';
import type { DocumentFiles } from '../../../components/claims/upload-state';
import { PLAIN_ZOD_MESSAGES } from '../../../lib/zod-messages';

/** A credit life claim as typed on screen, shaped like createClaim's input (so field errors land). */
export interface CreditLifeClaimDraft {
  policyId: string;
  claimEvent: CreditLifeClaimEvent | '';
  fullName: string;
  idNumber: string;
  dateOfDeath: string;
  timeOfDeath: string;
  placeOfDeath: string;
  /** null until answered */
  deathAnAccident: boolean | null;
  claimant: { firstName: string; lastName: string; idNumber: string; relation: string; mobile: string };
  bankDetails: PayoutDraft;
  files: DocumentFiles<CreditLifeClaimDocumentKind>;
}

export const CREDIT_LIFE_CLAIM_FORM_MESSAGES = {
  claimEvent: 'Please choose what happened',
  date: 'Please enter the date it happened',
  dateNotReal: 'Please choose the date from the calendar',
  dateInFuture: 'The date cannot be in the future',
  document: 'Please add this document',
  accountType: 'Please choose the account type',
} as const;

/** The person responsible for the finance, as the claim's person: full name and ID number. */
export const personOfPolicy = (policy: CreditLifePolicy | undefined) => {
  const person = policy?.module.personResponsibleForFinancing;
  return person
    ? { fullName: `${person.firstName} ${person.lastName}`.trim(), idNumber: person.idNumber }
    : { fullName: '', idNumber: '' };
};

export const emptyCreditLifeClaimDraft = (policy?: CreditLifePolicy): CreditLifeClaimDraft => ({
  policyId: policy?.policyId ?? '',
  claimEvent: '',
  ...personOfPolicy(policy),
  dateOfDeath: '',
  timeOfDeath: '',
  placeOfDeath: '',
  deathAnAccident: null,
  claimant: { firstName: '', lastName: '', idNumber: '', relation: '', mobile: '' },
  bankDetails: emptyPayoutDraft(),
  files: {},
});

/**
 * The policies a claim can be made on: in force or in arrears, or cancelled or lapsed for a death or
 * disability up to the last day they covered (the server's rule, claims/cover-end.ts).
 */
export const claimableCreditLife = (policies: readonly CreditLifePolicy[] | undefined) =>
  (policies ?? []).filter(isClaimablePolicy);

/** The documents of a claim of this event: the required ones, and the statement of the balance. */
export const creditLifeClaimDocumentKinds = (event: CreditLifeClaimEvent) => {
  const kinds = new Set<string>([...requiredCreditLifeClaimDocuments(event), 'finance_statement']);
  return CREDIT_LIFE_CLAIM_DOCUMENT_KINDS.filter((kind) => kinds.has(kind.value));
};

/** The chosen files the event can have (a file chosen before the event changed is left out). */
export function creditLifeClaimFiles(
  draft: CreditLifeClaimDraft,
): DocumentFiles<CreditLifeClaimDocumentKind> {
  if (draft.claimEvent === '') return {};
  const kinds = new Set<string>(creditLifeClaimDocumentKinds(draft.claimEvent).map((kind) => kind.value));
  return Object.fromEntries(
    Object.entries(draft.files).filter(([kind]) => kinds.has(kind)),
  ) as DocumentFiles<CreditLifeClaimDocumentKind>;
}

/** createClaim's input from the draft. */
export function creditLifeClaimBody(draft: CreditLifeClaimDraft): CreditLifeClaimSubmitInput {
  return {
    policyId: draft.policyId,
    claimEvent: draft.claimEvent as CreditLifeClaimEvent,
    fullName: draft.fullName,
    idNumber: draft.idNumber.trim(),
    dateOfDeath: draft.dateOfDeath,
    ...(draft.timeOfDeath.trim() ? { timeOfDeath: draft.timeOfDeath.trim() } : {}),
    ...(draft.placeOfDeath.trim() ? { placeOfDeath: draft.placeOfDeath.trim() } : {}),
    deathAnAccident: draft.deathAnAccident === true,
    claimant: {
      ...draft.claimant,
      idNumber: draft.claimant.idNumber.trim(),
      // chosen from CLAIMANT_RELATIONS (the form's list); the server refuses anything else at its field
      relation: draft.claimant.relation as CreditLifeClaimSubmitInput['claimant']['relation'],
    },
    bankDetails: payoutBody(draft.bankDetails) as CreditLifeClaimSubmitInput['bankDetails'],
  };
}

const FALLBACKS: Readonly<Record<string, string>> = {
  claimEvent: CREDIT_LIFE_CLAIM_FORM_MESSAGES.claimEvent,
  'bankDetails.accountType': CREDIT_LIFE_CLAIM_FORM_MESSAGES.accountType,
};

/**
 * Field path → message: the contract's, the date (a real day, not in the future, within the chosen policy's
 * cover: not before it started, not after an ended one's last day, as the server checks), accident, documents.
 */
export function creditLifeClaimErrors(
  draft: CreditLifeClaimDraft,
  policies: readonly CreditLifePolicy[],
  now: Date = new Date(),
): Record<string, string> {
  const today = saDay(now);
  const errors = contractErrors(creditLifeClaimSubmitInputSchema, creditLifeClaimBody(draft), FALLBACKS);
  if (draft.claimEvent === '') errors.claimEvent = CREDIT_LIFE_CLAIM_FORM_MESSAGES.claimEvent;
  const day = draft.dateOfDeath.trim();
  delete errors.dateOfDeath;
  if (day === '') errors.dateOfDeath = CREDIT_LIFE_CLAIM_FORM_MESSAGES.date;
  else if (!parseIsoDate(day)) errors.dateOfDeath = CREDIT_LIFE_CLAIM_FORM_MESSAGES.dateNotReal;
  else if (day > today) errors.dateOfDeath = CREDIT_LIFE_CLAIM_FORM_MESSAGES.dateInFuture;
  else {
    const policy = policies.find((entry) => entry.policyId === draft.policyId);
    const outsideCover = policy
      ? (eventBeforeCoverMessage(
          creditLifeDeathEvent({ dateOfDeath: day, timeOfDeath: draft.timeOfDeath.trim() || null }),
          { startDate: policy.startDate, issuedAt: new Date(policy.createdAt) },
          now,
        ) ?? eventAfterCoverProblem(policy, day))
      : null;
    if (outsideCover) errors.dateOfDeath = outsideCover;
  }
  if (draft.deathAnAccident === null) errors.deathAnAccident = PLAIN_ZOD_MESSAGES.yesOrNo;
  if (draft.claimEvent !== '')
    for (const kind of requiredCreditLifeClaimDocuments(draft.claimEvent))
      if (!draft.files[kind]) errors[`files.${kind}`] = CREDIT_LIFE_CLAIM_FORM_MESSAGES.document;
  return errors;
}

const text = draftText;

/** The form's schema: the draft's shape, checked through creditLifeClaimErrors (every problem at once). */
export const creditLifeClaimFormSchema = (
  policies: readonly CreditLifePolicy[],
): z.ZodType<CreditLifeClaimDraft, CreditLifeClaimDraft> =>
  z
    .object({
      policyId: text,
      claimEvent: z.custom<CreditLifeClaimDraft['claimEvent']>((value) => typeof value === 'string'),
      fullName: text,
      idNumber: text,
      dateOfDeath: text,
      timeOfDeath: text,
      placeOfDeath: text,
      deathAnAccident: z.boolean().nullable(),
      claimant: z.object({
        firstName: text,
        lastName: text,
        idNumber: text,
        relation: text,
        mobile: text,
      }),
      bankDetails: payoutDraftSchema,
      files: z.custom<DocumentFiles<CreditLifeClaimDocumentKind>>(
        (value) => typeof value === 'object' && value !== null,
      ),
    })
    .superRefine((draft, context) => {
      for (const [path, message] of Object.entries(creditLifeClaimErrors(draft, policies)))
        context.addIssue({ code: 'custom', path: path.split('.'), message });
    });
