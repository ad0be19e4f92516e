import {
  funeralClaimSubmitInputSchema,
  requiredFuneralClaimDocuments,
  WAITING_PERIOD_NOTICE,
  type FuneralClaimDocumentKind,
  type Policy,
} from '@cover/domain';

/** A funeral claim as typed on screen (amount in cents, files per document kind). */
export interface ClaimDraft {
  policyId: string;
  memberId: string;
  firstName: string;
  lastName: string;
  saId: string;
  dateOfDeath: string;
  causeOfDeath: 'natural' | 'accidental';
  placeOfDeath: string;
  amount: number | null;
  claimant: {
    firstName: string;
    lastName: string;
    idNumber: string;
    relation: string;
    mobile: string;
    email: string;
  };
  bank: { bankName: string; accountHolderName: string; accountNumber: string; accountType: string };
  files: Partial<Record<FuneralClaimDocumentKind, File>>;
}

export const emptyClaimDraft = (policyId = ''): ClaimDraft => ({
  policyId,
  memberId: '',
  firstName: '',
  lastName: '',
  saId: '',
  dateOfDeath: '',
  causeOfDeath: 'natural',
  placeOfDeath: '',
  amount: null,
  claimant: { firstName: '', lastName: '', idNumber: '', relation: '', mobile: '', email: '' },
  bank: { bankName: '', accountHolderName: '', accountNumber: '', accountType: '' },
  files: {},
});

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

/** The claim submission body (spec fields plus claimant and payout bank) from the draft. */
export function claimBody(draft: ClaimDraft) {
  const blank = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    policyId: draft.policyId,
    firstName: draft.firstName,
    lastName: draft.lastName,
    saId: draft.saId.trim(),
    amount: draft.amount ?? 0,
    funeralClaimBlock: {
      dateOfDeath: draft.dateOfDeath,
      causeOfDeath: draft.causeOfDeath,
      placeOfDeath: blank(draft.placeOfDeath),
      memberId: blank(draft.memberId),
    },
    claimant: {
      firstName: draft.claimant.firstName,
      lastName: draft.claimant.lastName,
      idNumber: draft.claimant.idNumber.trim(),
      relation: draft.claimant.relation,
      mobile: draft.claimant.mobile,
      email: blank(draft.claimant.email),
    },
    bankDetails: {
      bankName: draft.bank.bankName,
      accountHolderName: draft.bank.accountHolderName,
      accountNumber: draft.bank.accountNumber.replace(/\s/g, ''),
      accountType: draft.bank.accountType,
    },
  };
}

/** Field path → message from the shared contract, plus the amount limit and the required documents. */
export function claimErrors(
  draft: ClaimDraft,
  options: { coverLimit: number | null; documents: boolean },
): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = funeralClaimSubmitInputSchema.safeParse(claimBody(draft));
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  if (!draft.memberId) errors['funeralClaimBlock.memberId'] = 'Please choose who passed away';
  if (draft.amount === null || draft.amount < 1) errors.amount = 'Please enter the amount you are claiming';
  else if (options.coverLimit !== null && draft.amount > options.coverLimit)
    errors.amount = 'The amount cannot be more than the cover';
  if (draft.dateOfDeath && draft.dateOfDeath > new Date().toISOString().slice(0, 10))
    errors['funeralClaimBlock.dateOfDeath'] = 'The date of death cannot be in the future';
  if (options.documents)
    for (const kind of requiredFuneralClaimDocuments(draft.causeOfDeath))
      if (!draft.files[kind]) errors[`files.${kind}`] = 'Please add this document';
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
  draft: Pick<ClaimDraft, 'dateOfDeath' | 'causeOfDeath'>,
): ClaimOutlook {
  const withinWaitingPeriod =
    draft.causeOfDeath === 'natural' &&
    draft.dateOfDeath !== '' &&
    draft.dateOfDeath < policy.naturalDeathWaitingEndsOn;
  const coverStatus = policy.status !== 'ACTIVE' ? 'NOT_COVERED' : policy.graceEndsOn ? 'GRACE' : 'ACTIVE';
  return { withinWaitingPeriod, notice: withinWaitingPeriod ? WAITING_PERIOD_NOTICE : null, coverStatus };
}
