import { z } from 'zod';
import {
  eventAfterCoverProblem,
  eventBeforeCoverMessage,
  parseIsoDate,
  saDay,
  type DeviceClaimType,
  type EndedPolicyFacts,
} from '@cover/domain';
import {
  assessRepairQuote,
  DEVICE_CLAIM_DOCUMENT_KINDS,
  DEVICE_CLAIM_MESSAGES,
  deviceClaimSubmitInputSchema,
  requiredDeviceClaimDocuments,
  type DeviceClaimDocumentKind,
  type DeviceClaimSubmitDraft,
  type DeviceExcessView,
  type DevicePolicy,
  type RepairQuoteAssessment,
} from '@cover/domain/device';
import {
  contractErrors,
  draftText,
  payoutDraftSchema,
} from '../../../../components/claims/claim-draft-rules';
import { emptyPayoutDraft, payoutBody, type PayoutDraft } from '../../../../components/claims/payout-draft';
import type { DocumentFiles } from '../../../../components/claims/upload-state';
import { isClaimablePolicy } from '../../../../components/claims/claimable-policy';

/**
 * A device claim as typed on screen, shaped like the submission (so the contract's and the server's field
 * errors land on the fields): the repair quote in cents or null, files per document kind.
 */
export interface DeviceClaimDraft {
  policyId: string;
  claimType: DeviceClaimType | '';
  incidentDate: string;
  description: string;
  amount: number | null;
  sapsCaseNumber: string;
  policeStation: string;
  bankDetails: PayoutDraft;
  files: DocumentFiles<DeviceClaimDocumentKind>;
}

export const emptyDeviceClaimDraft = (policyId = ''): DeviceClaimDraft => ({
  policyId,
  claimType: '',
  incidentDate: '',
  description: '',
  amount: null,
  sapsCaseNumber: '',
  policeStation: '',
  bankDetails: emptyPayoutDraft(),
  files: {},
});

/** The form's own words where the contract has none that fit the screen. */
export const DEVICE_CLAIM_FORM_MESSAGES = {
  claimType: 'Please choose what happened',
  incidentDate: 'Please enter the date it happened',
  incidentDateNotReal: 'Please choose the date from the calendar',
  dateHint: 'Choose the date from the calendar or type it',
  accountType: 'Please choose the account type',
  document: 'Please add this document',
} as const;

/**
 * The policies a claim can be made on, with no claim open: in force or in arrears, or cancelled or lapsed for
 * an incident up to the last day they covered (not one ended by the claim for the phone's loss).
 */
export const claimableDevicePolicies = (policies: readonly DevicePolicy[] | undefined): DevicePolicy[] =>
  (policies ?? []).filter((policy) => isClaimablePolicy(policy) && policy.module.openClaim === null);

/** The documents a claim of this type can have: a lost phone's affidavit and case slip, else the damage's. */
export const deviceClaimDocumentKinds = (claimType: DeviceClaimType) =>
  DEVICE_CLAIM_DOCUMENT_KINDS.filter((kind) =>
    claimType === 'LOST'
      ? kind.value === 'affidavit' || kind.value === 'saps_case_slip'
      : kind.value === 'damage_photo' || kind.value === 'repair_quote',
  );

/** The chosen files the claim type can have (a file chosen before the type changed is left out). */
export function deviceClaimFiles(draft: DeviceClaimDraft): DocumentFiles<DeviceClaimDocumentKind> {
  if (draft.claimType === '') return {};
  const kinds = new Set<string>(deviceClaimDocumentKinds(draft.claimType).map((kind) => kind.value));
  return Object.fromEntries(
    Object.entries(draft.files).filter(([kind]) => kinds.has(kind)),
  ) as DocumentFiles<DeviceClaimDocumentKind>;
}

/** The excess of the claim type on this phone, shown before the claim is sent. */
export const excessFor = (
  policy: DevicePolicy | undefined,
  claimType: string,
): DeviceExcessView | undefined => policy?.module.excesses.find((excess) => excess.claimType === claimType);

/**
 * The repair quote typed, weighed against the chosen phone's insured value and the excess of the damage
 * (the domain's assessRepairQuote, as the server weighs it); null for a lost phone or while incomplete.
 */
export function repairQuoteAssessment(
  draft: Pick<DeviceClaimDraft, 'policyId' | 'claimType' | 'amount'>,
  policies: readonly DevicePolicy[],
): RepairQuoteAssessment | null {
  if (draft.claimType === '' || draft.claimType === 'LOST' || draft.amount === null) return null;
  const policy = policies.find((entry) => entry.policyId === draft.policyId);
  const excess = excessFor(policy, draft.claimType);
  if (!policy || !excess) return null;
  return assessRepairQuote({
    repairQuote: draft.amount,
    insuredValue: policy.module.device.replacementCost,
    excess: excess.amount,
  });
}

/** The submission from the draft: a lost phone claims its replacement cost; damage claims the repair quote. */
export function deviceClaimBody(draft: DeviceClaimDraft): DeviceClaimSubmitDraft {
  const lost = draft.claimType === 'LOST';
  return {
    policyId: draft.policyId,
    claimType: draft.claimType as DeviceClaimType,
    incidentDate: draft.incidentDate,
    description: draft.description,
    ...(lost
      ? { sapsCaseNumber: draft.sapsCaseNumber, policeStation: draft.policeStation }
      : { amount: draft.amount ?? undefined }),
    bankDetails: payoutBody(draft.bankDetails) as DeviceClaimSubmitDraft['bankDetails'],
  };
}

const FIELD_FALLBACKS: Readonly<Record<string, string>> = {
  claimType: DEVICE_CLAIM_FORM_MESSAGES.claimType,
  incidentDate: DEVICE_CLAIM_FORM_MESSAGES.incidentDate,
  amount: DEVICE_CLAIM_MESSAGES.amount,
  sapsCaseNumber: DEVICE_CLAIM_MESSAGES.sapsCaseNumber,
  policeStation: DEVICE_CLAIM_MESSAGES.policeStation,
  'bankDetails.accountType': DEVICE_CLAIM_FORM_MESSAGES.accountType,
};

/**
 * The problem with the day it happened: a real day, not in the future, not before the cover started (a day
 * before the start day, as the server checks: `eventBeforeCoverMessage`), and not after the last day an
 * ended policy covered (`eventAfterCoverProblem`).
 */
export function incidentDateError(
  value: string,
  policy: (Pick<DevicePolicy, 'startDate' | 'createdAt'> & EndedPolicyFacts) | undefined,
  now: Date = new Date(),
): string | null {
  const day = value.trim();
  if (day === '') return DEVICE_CLAIM_FORM_MESSAGES.incidentDate;
  if (!parseIsoDate(day)) return DEVICE_CLAIM_FORM_MESSAGES.incidentDateNotReal;
  if (day > saDay(now)) return DEVICE_CLAIM_MESSAGES.incidentInFuture;
  if (!policy) return null;
  return (
    eventBeforeCoverMessage(
      { date: day },
      { startDate: policy.startDate, issuedAt: new Date(policy.createdAt) },
      now,
    ) ?? eventAfterCoverProblem(policy, day)
  );
}

/**
 * Field path → message: the shared contract, the day it happened, a repair quote that would be paid nothing
 * and the documents the type needs.
 */
export function deviceClaimErrors(
  draft: DeviceClaimDraft,
  policies: readonly DevicePolicy[],
): Record<string, string> {
  const errors = contractErrors(deviceClaimSubmitInputSchema, deviceClaimBody(draft), FIELD_FALLBACKS);
  if (draft.claimType === '') errors.claimType = DEVICE_CLAIM_FORM_MESSAGES.claimType;
  // the contract's per-type rules run only once the rest of the claim is valid: say them at once
  if (draft.claimType === 'LOST') {
    if (draft.sapsCaseNumber.trim() === '') errors.sapsCaseNumber = DEVICE_CLAIM_MESSAGES.sapsCaseNumber;
    if (draft.policeStation.trim() === '') errors.policeStation = DEVICE_CLAIM_MESSAGES.policeStation;
  } else if (draft.claimType !== '' && draft.amount === null) errors.amount = DEVICE_CLAIM_MESSAGES.amount;
  // a quote at or below the excess would be paid nothing: the claim is not made
  const repair = errors.amount ? null : repairQuoteAssessment(draft, policies);
  if (repair?.problem) errors.amount = repair.problem;
  const policy = policies.find((entry) => entry.policyId === draft.policyId);
  const dateProblem = incidentDateError(draft.incidentDate, policy);
  if (dateProblem) errors.incidentDate = dateProblem;
  else delete errors.incidentDate;
  if (draft.claimType !== '')
    for (const kind of requiredDeviceClaimDocuments(draft.claimType))
      if (!draft.files[kind]) errors[`files.${kind}`] = DEVICE_CLAIM_FORM_MESSAGES.document;
  return errors;
}

const text = draftText;

/** The form's schema: the draft's shape, checked through deviceClaimErrors (every problem at once). */
export function deviceClaimFormSchema(
  policies: readonly DevicePolicy[],
): z.ZodType<DeviceClaimDraft, DeviceClaimDraft> {
  return z
    .object({
      policyId: text,
      claimType: z.custom<DeviceClaimDraft['claimType']>((value) => typeof value === 'string'),
      incidentDate: text,
      description: text,
      amount: z.number().nullable(),
      sapsCaseNumber: text,
      policeStation: text,
      bankDetails: payoutDraftSchema,
      files: z.custom<DocumentFiles<DeviceClaimDocumentKind>>(
        (value) => typeof value === 'object' && value !== null,
      ),
    })
    .superRefine((draft, context) => {
      for (const [path, message] of Object.entries(deviceClaimErrors(draft, policies)))
        context.addIssue({ code: 'custom', path: path.split('.'), message });
    });
}
