import {
  claimCoverEnd,
  eventAfterCoverProblem,
  parseIsoDate,
  saDay,
  type EndedPolicyFacts,
} from '@cover/domain';
import {
  CLAIM_EXTRA_MESSAGES,
  claimantIsDeceased,
  funeralClaimSubmitInputSchema,
  requiredFuneralClaimDocuments,
  WAITING_PERIOD_NOTICE,
  type FuneralClaimDocumentKind,
  type Policy,
} from '@cover/domain/funeral';
import { contractErrors } from '../../../../components/claims/claim-draft-rules';
import { emptyPayoutDraft, payoutBody, type PayoutDraft } from '../../../../components/claims/payout-draft';
import type { DocumentFiles } from '../../../../components/claims/upload-state';
import { isClaimablePolicy } from '../../../../components/claims/claimable-policy';

export type CauseOfDeath = 'natural' | 'accidental';

/**
 * A funeral claim as typed on screen, shaped like the submission (so field errors from the contract and
 * the server land on the fields): amount in cents or null, files per document kind.
 */
export interface ClaimDraft {
  policyId: string;
  firstName: string;
  lastName: string;
  saId: string;
  amount: number | null;
  funeralClaimBlock: {
    memberId: string;
    dateOfDeath: string;
    causeOfDeath: CauseOfDeath;
    placeOfDeath: string;
  };
  claimant: {
    firstName: string;
    lastName: string;
    idNumber: string;
    relation: string;
    mobile: string;
    email: string;
  };
  bankDetails: PayoutDraft;
  files: DocumentFiles<FuneralClaimDocumentKind>;
}

/** An empty claim on the policy; the claimant's fields start from what is known of them. */
export const emptyClaimDraft = (
  policyId = '',
  claimant: Partial<ClaimDraft['claimant']> = {},
): ClaimDraft => ({
  policyId,
  firstName: '',
  lastName: '',
  saId: '',
  amount: null,
  funeralClaimBlock: { memberId: '', dateOfDeath: '', causeOfDeath: 'natural', placeOfDeath: '' },
  claimant: {
    firstName: claimant.firstName ?? '',
    lastName: claimant.lastName ?? '',
    idNumber: claimant.idNumber ?? '',
    relation: claimant.relation ?? '',
    mobile: claimant.mobile ?? '',
    email: claimant.email ?? '',
  },
  bankDetails: emptyPayoutDraft(),
  files: {},
});

/** The policies a claim can be made on: in force, or cancelled or lapsed for a death up to their last day of cover. */
export const claimablePolicies = (policies: readonly Policy[] | undefined): Policy[] =>
  (policies ?? []).filter(isClaimablePolicy);

export interface PolicyMemberOption {
  memberId: string;
  label: string;
  firstName: string;
  lastName: string;
  saId: string;
  role: string;
  coverAmount: number;
  accidentalCoverAmount: number;
}

/** Everyone covered by a policy, as choices for "who passed away". */
export function memberOptions(policy: Policy): PolicyMemberOption[] {
  const { module } = policy;
  const entry = (
    member: {
      memberId: string;
      firstName: string | null;
      lastName: string | null;
      saId: string | null;
      coverAmount: number;
      accidentalCoverAmount: number;
    },
    role: string,
  ): PolicyMemberOption => ({
    memberId: member.memberId,
    firstName: member.firstName ?? '',
    lastName: member.lastName ?? '',
    saId: member.saId ?? '',
    role,
    label: `${`${member.firstName ?? ''} ${member.lastName ?? ''}`.trim() || 'Unnamed'} (${role})`,
    coverAmount: member.coverAmount,
    accidentalCoverAmount: member.accidentalCoverAmount,
  });
  return [
    entry(module.mainMember, 'main member'),
    ...(module.spouse ? [entry(module.spouse, 'spouse')] : []),
    ...module.children.map((child) => entry(child, 'child')),
    ...module.extendedFamily.map((member) => entry(member, 'extended family')),
  ];
}

/** The member's cover for the cause of death (cents), or null before a member is chosen. */
export function coverLimit(
  policies: readonly Policy[],
  draft: Pick<ClaimDraft, 'policyId' | 'funeralClaimBlock'>,
): number | null {
  const policy = policies.find((entry) => entry.policyId === draft.policyId);
  const member = policy
    ? memberOptions(policy).find((entry) => entry.memberId === draft.funeralClaimBlock.memberId)
    : undefined;
  if (!member) return null;
  return draft.funeralClaimBlock.causeOfDeath === 'accidental'
    ? member.accidentalCoverAmount
    : member.coverAmount;
}

/** The claim submission body (spec fields plus claimant and payout bank) from the draft. */
export function claimBody(draft: ClaimDraft) {
  const blank = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const { funeralClaimBlock: block, claimant, bankDetails: bank } = draft;
  return {
    policyId: draft.policyId,
    firstName: draft.firstName,
    lastName: draft.lastName,
    saId: draft.saId.trim(),
    amount: draft.amount ?? 0,
    funeralClaimBlock: {
      dateOfDeath: block.dateOfDeath,
      causeOfDeath: block.causeOfDeath,
      placeOfDeath: blank(block.placeOfDeath),
      memberId: blank(block.memberId),
    },
    claimant: {
      firstName: claimant.firstName,
      lastName: claimant.lastName,
      idNumber: claimant.idNumber.trim(),
      relation: claimant.relation,
      mobile: claimant.mobile,
      email: blank(claimant.email),
    },
    bankDetails: payoutBody(bank),
  };
}

/**
 * The claim form's own words, where the shared contract has none of its own (or its words do not fit the
 * screen: the contract asks for 'YYYY-MM-DD', while the date of death is a date picker that shows the
 * browser's own format).
 */
export const CLAIM_FORM_MESSAGES = {
  member: 'Please choose who passed away',
  amount: 'Please enter the amount you are claiming',
  amountOverCover: 'The amount cannot be more than the cover',
  dateOfDeath: 'Please enter the date of death',
  dateOfDeathNotReal: 'Please choose the date of death from the calendar',
  dateOfDeathFuture: 'The date of death cannot be in the future',
  dateHint: 'Choose the date from the calendar or type it',
  causeOfDeath: 'Please choose the cause of death',
  placeOfDeath: 'Please keep the place of death to 200 characters or fewer',
  accountType: 'Please choose the account type',
  document: 'Please add this document',
} as const;

/**
 * The message for a field the contract checks without words of its own (its `error` for the parse: a
 * schema's own message wins over it, and the web-wide plain messages of lib/zod-messages come after it).
 */
const FIELD_FALLBACKS: Readonly<Record<string, string>> = {
  amount: CLAIM_FORM_MESSAGES.amount,
  'funeralClaimBlock.causeOfDeath': CLAIM_FORM_MESSAGES.causeOfDeath,
  'funeralClaimBlock.placeOfDeath': CLAIM_FORM_MESSAGES.placeOfDeath,
  'funeralClaimBlock.memberId': CLAIM_FORM_MESSAGES.member,
  'bankDetails.accountType': CLAIM_FORM_MESSAGES.accountType,
};

/** The problem with a date of death as typed or picked, or null when it is a real day, today or before. */
export function dateOfDeathError(value: string, today: string = saDay(new Date())): string | null {
  const day = value.trim();
  if (day === '') return CLAIM_FORM_MESSAGES.dateOfDeath;
  if (!parseIsoDate(day)) return CLAIM_FORM_MESSAGES.dateOfDeathNotReal;
  if (day > today) return CLAIM_FORM_MESSAGES.dateOfDeathFuture;
  return null;
}

/**
 * Field path → message from the shared contract, plus the amount limit, a death after the chosen policy's
 * last day of cover (as the server refuses it) and the required documents.
 */
export function claimErrors(
  draft: ClaimDraft,
  options: { coverLimit: number | null; documents: boolean; policy?: EndedPolicyFacts | undefined },
): Record<string, string> {
  const { dateOfDeath, causeOfDeath, memberId } = draft.funeralClaimBlock;
  const errors = contractErrors(funeralClaimSubmitInputSchema, claimBody(draft), FIELD_FALLBACKS);
  if (!memberId) errors['funeralClaimBlock.memberId'] = CLAIM_FORM_MESSAGES.member;
  // the contract says this only once the rest parses: said at once here, beside the other problems
  if (!errors['claimant.idNumber'] && claimantIsDeceased(draft))
    errors['claimant.idNumber'] = CLAIM_EXTRA_MESSAGES.claimantIsDeceased;
  if (draft.amount === null || draft.amount < 1) errors.amount = CLAIM_FORM_MESSAGES.amount;
  else if (options.coverLimit !== null && draft.amount > options.coverLimit)
    errors.amount = CLAIM_FORM_MESSAGES.amountOverCover;
  const dateProblem =
    dateOfDeathError(dateOfDeath) ??
    (options.policy ? eventAfterCoverProblem(options.policy, dateOfDeath.trim()) : null);
  if (dateProblem) errors['funeralClaimBlock.dateOfDeath'] = dateProblem;
  else delete errors['funeralClaimBlock.dateOfDeath'];
  if (options.documents)
    for (const kind of requiredFuneralClaimDocuments(causeOfDeath))
      if (!draft.files[kind]) errors[`files.${kind}`] = CLAIM_FORM_MESSAGES.document;
  return errors;
}

export interface ClaimOutlook {
  withinWaitingPeriod: boolean;
  notice: string | null;
  coverStatus: 'ACTIVE' | 'GRACE' | 'NOT_COVERED';
}

/**
 * What to expect before submitting: a natural death before the policy's waiting period ends is flagged;
 * the cover status is ACTIVE, GRACE (a missed premium in its grace period) or NOT_COVERED.
 */
export function claimOutlook(
  policy: Policy,
  draft: Pick<ClaimDraft['funeralClaimBlock'], 'dateOfDeath' | 'causeOfDeath'>,
): ClaimOutlook {
  const withinWaitingPeriod =
    draft.causeOfDeath === 'natural' &&
    draft.dateOfDeath !== '' &&
    draft.dateOfDeath < policy.naturalDeathWaitingEndsOn;
  return {
    withinWaitingPeriod,
    notice: withinWaitingPeriod ? WAITING_PERIOD_NOTICE : null,
    coverStatus: coverOn(policy, draft.dateOfDeath),
  };
}

/**
 * The cover on the date of death: a cancelled or lapsed policy covered up to its last day (a lapsed one in
 * the grace period of its missed premium), not after it (the server's rule, claims/cover-end.ts).
 */
function coverOn(policy: Policy, dateOfDeath: string): ClaimOutlook['coverStatus'] {
  const { claimable, lastCoveredDay } = claimCoverEnd(policy);
  if (!claimable || (lastCoveredDay !== null && dateOfDeath > lastCoveredDay)) return 'NOT_COVERED';
  return policy.graceEndsOn || policy.status === 'LAPSED' ? 'GRACE' : 'ACTIVE';
}
