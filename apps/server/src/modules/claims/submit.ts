/** Submitting a funeral claim inside a transaction: ownership, member, rules, number, row, documents, events. */
import {
  checkFuneralClaim,
  CLAIM_SUBMITTED_SUCCESSFULLY,
  isoDay,
  type FuneralClaimDocumentKind,
  type FuneralClaimSubmitInput,
  type FuneralClaimSubmitReply,
} from '@cover/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { policyMembers, type ClaimRow, type PolicyMemberRow, type PolicyRow } from '../../db/schema/index.js';
import type { Principal } from '../../platform/auth/principal.js';
import { AppError } from '../../platform/errors.js';
import { insertDocuments } from '../documents/repo.js';
import type { StoredFile } from '../documents/store.js';
import { getPolicyForPrincipal } from '../insurance-core/ownership.js';
import { CLAIM_MESSAGES } from './errors.js';
import { refreshDocumentProgress } from './progress.js';
import { appendClaimEvent, findStandingClaimForMember, insertClaim, nextClaimNumber } from './repo.js';
import { claimFacts, documentKindLabel } from './view.js';

/** A checked file already in the blob store, with the document kind it is. */
export interface ClaimFileToRecord {
  kind: FuneralClaimDocumentKind;
  fileName: string;
  description?: string | undefined;
  stored: StoredFile;
}

export interface ClaimAt {
  now: Date;
  /** 'retail:<sub>', 'employee:<sub>', 'operator:<id>' */
  actor: string;
}

const refuse = (code: string, message: string, fields?: Record<string, string>) =>
  new AppError(422, code, message, fields);

function resolveMember(members: readonly PolicyMemberRow[], input: FuneralClaimSubmitInput): PolicyMemberRow {
  const memberId = input.funeralClaimBlock.memberId;
  if (memberId) {
    const member = members.find((row) => row.id === memberId);
    if (!member) {
      throw refuse('MEMBER_NOT_ON_POLICY', CLAIM_MESSAGES.memberChoice, {
        'funeralClaimBlock.memberId': CLAIM_MESSAGES.memberChoice,
      });
    }
    if (member.idNumber && member.idNumber !== input.saId) {
      throw refuse('MEMBER_ID_MISMATCH', CLAIM_MESSAGES.memberIdMismatch, {
        saId: CLAIM_MESSAGES.memberIdMismatch,
      });
    }
    return member;
  }
  const matches = members.filter((row) => row.idNumber === input.saId);
  const member = matches.find((row) => row.removedAt === null) ?? matches[0];
  if (!member) {
    throw refuse('MEMBER_NOT_ON_POLICY', CLAIM_MESSAGES.memberNotOnPolicy, {
      saId: CLAIM_MESSAGES.memberNotOnPolicy,
    });
  }
  return member;
}

function endedOn(policy: PolicyRow): string | null {
  if (policy.status === 'LAPSED' && policy.lapsedAt) return isoDay(policy.lapsedAt);
  if (policy.status === 'CANCELLED' && policy.cancelledAt) return isoDay(policy.cancelledAt);
  return null;
}

/** Records checked, stored files as documents of the claim. */
export async function recordClaimDocuments(
  db: Database,
  claim: ClaimRow,
  files: readonly ClaimFileToRecord[],
  at: ClaimAt,
): Promise<void> {
  if (files.length === 0) return;
  await insertDocuments(
    db,
    files.map((file) => ({
      line: claim.line,
      policyHolderId: claim.policyHolderId,
      policyId: claim.policyId,
      claimId: claim.id,
      kind: file.kind,
      fileName: file.fileName,
      description: file.description ?? documentKindLabel(file.kind),
      createdBy: at.actor,
      createdAt: at.now,
      ...file.stored,
    })),
  );
  await appendClaimEvent(db, {
    claimId: claim.id,
    type: 'claim.documents_received',
    summary: `Documents received: ${files.map((file) => documentKindLabel(file.kind)).join(', ')}`,
    data: { kinds: files.map((file) => file.kind) },
    actor: at.actor,
    at: at.now,
  });
}

/**
 * Submits a funeral claim for the caller's own policy (404 otherwise): the deceased must be a member covered
 * on the date of death, the policy in force or in grace then, the date not in the future nor before the
 * start, the amount within the member's cover for the cause (422 with field errors otherwise), and no standing
 * claim for the member (409). A natural death inside the member's 6-month waiting period is accepted but
 * flagged. Documents sent with the claim are recorded; the claim stays Pending with documents outstanding
 * until every required kind is in.
 */
export async function submitFuneralClaimInTx(
  db: Database,
  line: string,
  principal: Principal,
  input: FuneralClaimSubmitInput,
  files: readonly ClaimFileToRecord[],
  at: ClaimAt,
): Promise<FuneralClaimSubmitReply> {
  const policy = await getPolicyForPrincipal(db, principal, input.policyId, line);
  const members = await db
    .select()
    .from(policyMembers)
    .where(eq(policyMembers.policyId, policy.id))
    .for('update');
  const member = resolveMember(members, input);
  if (await findStandingClaimForMember(db, member.id)) {
    throw new AppError(409, 'CLAIM_EXISTS', CLAIM_MESSAGES.claimExists);
  }
  const { dateOfDeath, causeOfDeath } = input.funeralClaimBlock;
  const check = checkFuneralClaim(
    { status: policy.status, startDate: policy.startDate, balance: policy.balance, endedOn: endedOn(policy) },
    {
      addedOn: member.addedOn,
      removedOn: member.removedAt ? isoDay(member.removedAt) : null,
      coverAmount: member.coverAmount,
      accidentalCoverAmount: member.accidentalCoverAmount,
    },
    { dateOfDeath, cause: causeOfDeath, requestedAmount: input.amount, today: isoDay(at.now) },
  );
  if (!check.ok) throw refuse(check.code, check.message, check.fields);

  const claim = await insertClaim(db, {
    claimNumber: await nextClaimNumber(db, at.now),
    line: policy.line,
    policyId: policy.id,
    policyHolderId: policy.policyHolderId,
    memberId: member.id,
    memberRole: member.role,
    memberFirstName: input.firstName,
    memberLastName: input.lastName,
    memberIdNumber: input.saId,
    dateOfDeath,
    causeOfDeath,
    placeOfDeath: input.funeralClaimBlock.placeOfDeath ?? null,
    claimant: { ...input.claimant, email: input.claimant.email ?? null },
    payoutBankName: input.bankDetails.bankName,
    payoutBranchCode: input.bankDetails.branchCode,
    payoutAccountHolderName: input.bankDetails.accountHolderName,
    payoutAccountNumber: input.bankDetails.accountNumber,
    payoutAccountType: input.bankDetails.accountType,
    requestedAmountCents: input.amount,
    coverAmountCents: check.coverAmount,
    claimStatus: 'open',
    approvalStatus: 'pending',
    waitingPeriodFlag: check.withinWaitingPeriod,
    waitingPeriodEndsOn: check.waitingPeriodEndsOn,
    coverStatusAtSubmit: check.coverStatus,
    createdAt: at.now,
    updatedAt: at.now,
  });
  await appendClaimEvent(db, {
    claimId: claim.id,
    type: 'claim.submitted',
    summary: `Claim ${claim.claimNumber} submitted for the ${causeOfDeath} death of ${input.firstName} ${input.lastName} on ${dateOfDeath}`,
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
  await recordClaimDocuments(db, claim, files, at);
  const progress = await refreshDocumentProgress(db, claim, at);
  return {
    claimId: claim.id,
    claimNumber: claim.claimNumber,
    message: CLAIM_SUBMITTED_SUCCESSFULLY,
    ...claimFacts(
      progress.claim,
      progress.documents.map((document) => document.kind),
    ),
  };
}

/** claims/submitClaimByID: confirms a claim whose documents are now complete (422 listing what is missing). */
export async function submitClaimByIdInTx(
  db: Database,
  claim: ClaimRow,
  at: ClaimAt,
): Promise<FuneralClaimSubmitReply> {
  const progress = await refreshDocumentProgress(db, claim, at);
  if (progress.outstanding.length > 0) {
    const missing = progress.outstanding.map(documentKindLabel).join(', ');
    throw refuse('DOCUMENTS_OUTSTANDING', `${CLAIM_MESSAGES.documentsOutstanding}: ${missing}.`, {
      documents: `Outstanding: ${missing}`,
    });
  }
  return {
    claimId: claim.id,
    claimNumber: claim.claimNumber,
    message: CLAIM_SUBMITTED_SUCCESSFULLY,
    ...claimFacts(
      progress.claim,
      progress.documents.map((document) => document.kind),
    ),
  };
}
