/**
 * The funeral line's claims (decision 0012): one claim type, the death of a covered member, with its facts
 * (the deceased, date, cause and place of death, the natural-death waiting period), the documents it needs
 * by cause, and its rules (lifecycle/funeral/claim-rule.ts). Registered on `app.claimLines`; the shared
 * claims module stores, lists, documents and assesses the claims.
 */
import { addDays, claimCoverEnd, formatLongDate, saDay } from '@cover/domain';
import {
  checkFuneralClaim,
  FUNERAL_CLAIM_DOCUMENT_KINDS,
  FUNERAL_CLAIM_RULE_MESSAGES,
  FUNERAL_LINE,
  funeralClaimSubmitInputSchema,
  requiredFuneralClaimDocuments,
  WAITING_PERIOD_NOTICE,
  type FuneralClaimSubmitInput,
} from '@cover/domain/funeral';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { policyMembers, type ClaimRow, type PolicyMemberRow, type PolicyRow } from '../../db/schema/index.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { AppError } from '../../platform/errors.js';
import {
  appendClaimEvent,
  defineClaimType,
  insertClaim,
  nextClaimNumber,
  type ClaimAt,
  type LineClaims,
} from '../claims/index.js';
import { netPremiumsPaid } from '../insurance-core/collections.js';
import { getPolicyForPrincipal } from '../insurance-core/ownership.js';
import { payoutAccountFor, payoutColumns } from '../claims/payout-account.js';
import { refuseEventInLapseGap } from '../claims/lapse-gap.js';
import { refuseEventAfterCoverEnded } from '../claims/cover-end.js';
import { refuseSecondClaimOnLife } from '../claims/same-life-claims.js';
import { waitingPeriodCap } from './waiting-period-cap.js';

export const FUNERAL_CLAIM_MESSAGES = {
  ...FUNERAL_CLAIM_RULE_MESSAGES,
  memberNotOnPolicy: 'No one with this ID number is covered by this policy',
  memberChoice: 'Please choose a member covered by this policy',
  memberIdMismatch: 'This ID number does not match the chosen member',
} as const;

export const FUNERAL_DEATH_CLAIM_TYPE = 'funeral_death';

const isoDayField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const funeralClaimDetailsSchema = z.object({
  memberRole: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  idNumber: z.string(),
  dateOfDeath: isoDayField,
  causeOfDeath: z.enum(['natural', 'accidental']),
  placeOfDeath: z.string().nullable(),
  withinWaitingPeriod: z.boolean(),
  /** the first day a natural death of this member is fully covered */
  waitingPeriodEndsOn: isoDayField,
  /**
   * the policy's premiums paid less refunds when the claim was made (cents): what a natural death within the
   * waiting period pays at most (waiting-period-cap.ts); absent on claims made before it was recorded
   */
  premiumsPaidCents: z.number().int().optional(),
});
export type FuneralClaimDetails = z.infer<typeof funeralClaimDetailsSchema>;

const waitingPeriodFacts = (details: FuneralClaimDetails) => ({
  withinWaitingPeriod: details.withinWaitingPeriod,
  waitingPeriodEndsOn: details.waitingPeriodEndsOn,
  notice: details.withinWaitingPeriod ? WAITING_PERIOD_NOTICE : null,
});

export const FUNERAL_DEATH_CLAIM = defineClaimType<FuneralClaimDetails>({
  line: FUNERAL_LINE,
  type: FUNERAL_DEATH_CLAIM_TYPE,
  details: funeralClaimDetailsSchema,
  documentKinds: FUNERAL_CLAIM_DOCUMENT_KINDS,
  requiredDocuments: (details) => requiredFuneralClaimDocuments(details.causeOfDeath),
  label: 'Funeral: death',
  viewFacts: (claim, details) => ({
    firstName: details.firstName,
    lastName: details.lastName,
    saId: details.idNumber,
    memberId: claim.memberId,
    memberRole: details.memberRole,
    funeralClaimBlock: {
      dateOfDeath: details.dateOfDeath,
      causeOfDeath: details.causeOfDeath,
      memberId: claim.memberId,
      ...(details.placeOfDeath ? { placeOfDeath: details.placeOfDeath } : {}),
    },
    ...waitingPeriodFacts(details),
  }),
  replyFacts: (_claim, details) => waitingPeriodFacts(details),
  payableCap: waitingPeriodCap,
});

const refuse = (code: string, message: string, fields?: Record<string, string>) =>
  new AppError(422, code, message, fields);

function resolveMember(members: readonly PolicyMemberRow[], input: FuneralClaimSubmitInput): PolicyMemberRow {
  const memberId = input.funeralClaimBlock.memberId;
  if (memberId) {
    const member = members.find((row) => row.id === memberId);
    if (!member) {
      throw refuse('MEMBER_NOT_ON_POLICY', FUNERAL_CLAIM_MESSAGES.memberChoice, {
        'funeralClaimBlock.memberId': FUNERAL_CLAIM_MESSAGES.memberChoice,
      });
    }
    if (member.idNumber && member.idNumber !== input.saId) {
      throw refuse('MEMBER_ID_MISMATCH', FUNERAL_CLAIM_MESSAGES.memberIdMismatch, {
        saId: FUNERAL_CLAIM_MESSAGES.memberIdMismatch,
      });
    }
    return member;
  }
  const matches = members.filter((row) => row.idNumber === input.saId);
  const member = matches.find((row) => row.removedAt === null) ?? matches[0];
  if (!member) {
    throw refuse('MEMBER_NOT_ON_POLICY', FUNERAL_CLAIM_MESSAGES.memberNotOnPolicy, {
      saId: FUNERAL_CLAIM_MESSAGES.memberNotOnPolicy,
    });
  }
  return member;
}

/** The first day the policy no longer covered (the day after its last day of cover), null in force. */
function endedOn(policy: PolicyRow): string | null {
  const { lastCoveredDay } = claimCoverEnd(policy);
  return lastCoveredDay === null ? null : addDays(lastCoveredDay, 1);
}

/**
 * Makes a funeral claim on the caller's own policy (404 otherwise): the deceased must be a member covered
 * on the date of death, the policy in force or in grace then (a cancelled or lapsed one up to its last day
 * of cover, claims/cover-end.ts), the date not in the future nor before the start, the amount within the member's cover for the cause (422 with field errors otherwise), and no earlier
 * claim on the same life of the policy that stands in the way (409, same-life-claims.ts). A natural death
 * inside the member's 6-month waiting period is accepted but flagged, with the premiums paid it can pay at most. Runs inside the submission's transaction; the claims module records documents and replies.
 */
async function createFuneralClaim(
  db: Database,
  principal: UserPrincipal,
  rawInput: unknown,
  at: ClaimAt,
): Promise<ClaimRow> {
  const input = funeralClaimSubmitInputSchema.parse(rawInput);
  const policy = await getPolicyForPrincipal(db, principal, input.policyId, FUNERAL_LINE);
  const members = await db
    .select()
    .from(policyMembers)
    .where(eq(policyMembers.policyId, policy.id))
    .for('update');
  const member = resolveMember(members, input);
  await refuseSecondClaimOnLife(
    db,
    {
      policyId: policy.id,
      memberId: member.id,
      idNumbers: [member.idNumber, input.saId],
      type: FUNERAL_DEATH_CLAIM_TYPE,
    },
    input.funeralClaimBlock.memberId ? 'funeralClaimBlock.memberId' : 'saId',
  );
  const { dateOfDeath, causeOfDeath } = input.funeralClaimBlock;
  // a cancelled or lapsed policy takes a death up to the last day it covered, that day named otherwise
  if (dateOfDeath <= saDay(at.now))
    refuseEventAfterCoverEnded(policy, dateOfDeath, 'funeralClaimBlock.dateOfDeath', {
      code: 'POLICY_NOT_ACTIVE',
      message: FUNERAL_CLAIM_RULE_MESSAGES.policyNotActive,
    });
  const check = checkFuneralClaim(
    { status: policy.status, startDate: policy.startDate, balance: policy.balance, endedOn: endedOn(policy) },
    {
      addedOn: member.addedOn,
      removedOn: member.removedAt ? saDay(member.removedAt) : null,
      coverAmount: member.coverAmount,
      accidentalCoverAmount: member.accidentalCoverAmount,
    },
    { dateOfDeath, cause: causeOfDeath, requestedAmount: input.amount, today: saDay(at.now) },
  );
  if (!check.ok) throw refuse(check.code, check.message, check.fields);
  refuseEventInLapseGap(policy, dateOfDeath, 'funeralClaimBlock.dateOfDeath');

  const details: FuneralClaimDetails = {
    memberRole: member.role,
    firstName: input.firstName,
    lastName: input.lastName,
    idNumber: input.saId,
    dateOfDeath,
    causeOfDeath,
    placeOfDeath: input.funeralClaimBlock.placeOfDeath ?? null,
    withinWaitingPeriod: check.withinWaitingPeriod,
    waitingPeriodEndsOn: check.waitingPeriodEndsOn,
    // what a natural death within the waiting period pays at most, as it stands when the claim is made
    ...(check.withinWaitingPeriod ? { premiumsPaidCents: await netPremiumsPaid(db, policy.id) } : {}),
  };
  const claim = await insertClaim(db, {
    claimNumber: await nextClaimNumber(db, at.now),
    line: policy.line,
    type: FUNERAL_DEATH_CLAIM_TYPE,
    policyId: policy.id,
    policyHolderId: policy.policyHolderId,
    memberId: member.id,
    details: funeralClaimDetailsSchema.parse(details),
    claimant: { ...input.claimant, email: input.claimant.email ?? null },
    ...payoutColumns(await payoutAccountFor(db, policy, input.bankDetails)),
    requestedAmountCents: input.amount,
    coverAmountCents: check.coverAmount,
    claimStatus: 'open',
    approvalStatus: 'pending',
    coverStatusAtSubmit: check.coverStatus,
    createdAt: at.now,
    updatedAt: at.now,
  });
  await appendClaimEvent(db, {
    claimId: claim.id,
    type: 'claim.submitted',
    summary: `Claim ${claim.claimNumber} submitted for the ${causeOfDeath} death of ${input.firstName} ${input.lastName} on ${formatLongDate(dateOfDeath)}`,
    data: {
      policyId: policy.id,
      memberId: member.id,
      amount: input.amount,
      withinWaitingPeriod: check.withinWaitingPeriod,
      coverStatus: check.coverStatus,
    },
    actor: at.actor,
    at: at.now,
  });
  return claim;
}

export const FUNERAL_CLAIMS: LineClaims = {
  line: FUNERAL_LINE,
  types: [FUNERAL_DEATH_CLAIM],
  create: createFuneralClaim,
};
