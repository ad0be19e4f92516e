/**
 * Claims and their documents as the API returns them: the header every line shares, and the claim type's
 * own facts (funeral: the deceased and the death; claim-lines.ts).
 */
import {
  claimDisplayValue,
  formatFileSize,
  holdAnswered,
  HOLD_DOCUMENT_KIND,
  type HoldRequest,
  type ClaimApprovalStatus,
  type ClaimStatus,
  type ClaimTimelineEntry,
} from '@cover/domain';
import type { PolicyEnded } from '@cover/domain';
import type { ClaimRow, DocumentRow } from '../../db/schema/index.js';
import { claimDetailsOf, claimPayable, type ClaimLines } from './claim-lines.js';
import { payoutSplitOf } from './financed-payout.js';
import type { ClaimHold } from './hold-answers.js';

/** Only the last 4 digits of an account number are ever returned. */
export function maskAccount(accountNumber: string): string {
  return `••••${accountNumber.slice(-4)}`;
}

/** Where documents are downloaded from: a path family's download route, or the back office's. */
export type DownloadUrl = (documentId: string) => string;

/** One document of a claim as every line's API shows it. */
export interface ClaimDocumentView {
  id: string;
  name: string;
  type: string;
  url: string;
  description: string;
  contentType: string;
  sizeBytes: number;
  size: string;
  createdAt: string;
  /** sent for a hold: what the hold open at its upload asked for (given with the claim's holds) */
  askedFor?: string | null;
}

/** One document as listed; with the claim's holds, a document sent for a hold says what it answers. */
export function toClaimDocument(
  row: DocumentRow,
  downloadUrl: DownloadUrl,
  holds?: readonly HoldRequest[],
): ClaimDocumentView {
  const answers = holds && row.kind === HOLD_DOCUMENT_KIND.value;
  return {
    id: row.id,
    name: row.fileName,
    type: row.kind,
    url: downloadUrl(row.id),
    description: row.description,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    size: formatFileSize(row.sizeBytes),
    createdAt: row.createdAt.toISOString(),
    ...(answers ? { askedFor: holdAnswered(holds, row.createdAt.toISOString()) } : {}),
  };
}

/** The documents a claim still needs, in the order its type lists its kinds. */
export function outstandingDocuments(
  claimLines: ClaimLines,
  claim: ClaimRow,
  present: readonly string[],
): string[] {
  const type = claimLines.typeOf(claim);
  const order = type.documentKinds.map((kind) => kind.value);
  const have = new Set(present);
  return type
    .requiredDocuments(claimDetailsOf(type, claim))
    .filter((kind) => !have.has(kind))
    .sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/**
 * The facts of the submit reply and the claim view beyond the header: the cover status when the claim was
 * made, the documents required and outstanding, and the type's own facts for that `part`.
 */
export function claimFacts(
  claimLines: ClaimLines,
  claim: ClaimRow,
  documentKinds: readonly string[],
  part: 'view' | 'reply',
) {
  const type = claimLines.typeOf(claim);
  const details = claimDetailsOf(type, claim);
  return {
    ...(part === 'view' ? type.viewFacts(claim, details) : type.replyFacts(claim, details)),
    coverStatus: claim.coverStatusAtSubmit === 'GRACE' ? ('GRACE' as const) : ('ACTIVE' as const),
    requiredDocuments: [...type.requiredDocuments(details)],
    documentsOutstanding: outstandingDocuments(claimLines, claim, documentKinds),
  };
}

export interface ClaimViewContext {
  claimLines: ClaimLines;
  policyNumber: string;
  /** how the claim's policy ended since, if it did (the claim is assessed on the cover it had) */
  policyEnded?: PolicyEnded | null;
  documents: readonly DocumentRow[];
  downloadUrl: DownloadUrl;
  now: Date;
  recentlyUpdatedWindowMs: number;
  /** the claim's latest hold (what it asks for, when the customer answered it), when it is on hold */
  hold?: ClaimHold | null;
  /** every hold put on the claim, oldest first: what each document sent for a hold answers */
  holdRequests?: readonly HoldRequest[];
}

/** One claim as the API shows it (the line's reply schema checks it on the way out). */
export function toClaimView(claim: ClaimRow, context: ClaimViewContext) {
  const status = claim.claimStatus as ClaimStatus;
  const approvalStatus = claim.approvalStatus as ClaimApprovalStatus;
  return {
    claimId: claim.id,
    claimNumber: claim.claimNumber,
    policyId: claim.policyId,
    policyNumber: context.policyNumber,
    policyEnded: context.policyEnded ?? null,
    status,
    approvalStatus,
    statusDisplayValue: claimDisplayValue({ status, approvalStatus }),
    amount: claim.requestedAmountCents,
    grantedAmount: claim.grantedAmountCents,
    coverAmount: claim.coverAmountCents,
    claimant: { ...claim.claimant, email: claim.claimant.email ?? null },
    bankDetails: {
      bankName: claim.payoutBankName,
      branchCode: claim.payoutBranchCode,
      accountHolderName: claim.payoutAccountHolderName,
      accountNumber: maskAccount(claim.payoutAccountNumber),
      accountType: claim.payoutAccountType,
    },
    ...claimFacts(
      context.claimLines,
      claim,
      context.documents.map((document) => document.kind),
      'view',
    ),
    documents: context.documents.map((document) =>
      toClaimDocument(document, context.downloadUrl, context.holdRequests),
    ),
    documentsCompleteAt: claim.documentsCompleteAt?.toISOString() ?? null,
    createdAt: claim.createdAt.toISOString(),
    updatedAt: claim.updatedAt.toISOString(),
    recentlyUpdated: context.now.getTime() - claim.updatedAt.getTime() <= context.recentlyUpdatedWindowMs,
    timeline: claimTimeline(claim, context.hold),
    holdReason: status === 'in_review' ? (context.hold?.note ?? null) : null,
    holdAnsweredAt: status === 'in_review' ? iso(context.hold?.answeredAt ?? null) : null,
    // decision_reason is the reason the customer is given (the confirmer's own note is staff-only history)
    declineReason: approvalStatus === 'repudiated' ? claim.decisionReason : null,
    // approved for less than the most it could pay: why, in the words the customer is given
    lessThanPayableReason: approvalStatus === 'approved' ? claim.decisionReason : null,
    // the payment's reference once it is paid, for the customer to find it on their statement
    payoutReference: status === 'paid_out' || claim.paidAt ? claim.payoutReference : null,
    // and the settlement's own payment to the credit provider, should the credit provider ask
    settlementReference: status === 'paid_out' || claim.paidAt ? claim.settlementReference : null,
    // what its line limits the claim to below its cover (the waiting period's refund of premiums), and why
    payableLimit: claimPayable(context.claimLines, claim).cap ?? null,
    // a financed item lost outright: who is paid what of the approved amount (decisions/0043)
    payoutSplit: payoutSplitOf(claim),
  };
}

const iso = (at: Date | null): string | null => at?.toISOString() ?? null;

/**
 * The claim's timeline as the portal shows it and the messages say it: received (submitted), documents (every
 * required document in; while the claim is on hold, the customer's answer to the hold), assessing (from the
 * assessor's recommendation: a claim waiting in the queue or on hold is not dated as assessed), approved or
 * declined (the confirmed decision), paid (the payout recorded). A step not reached yet has no time.
 */
export function claimTimeline(claim: ClaimRow, hold?: ClaimHold | null): ClaimTimelineEntry[] {
  const decided = claim.approvalStatus === 'approved' || claim.approvalStatus === 'repudiated';
  const declined = claim.approvalStatus === 'repudiated';
  const onHold = claim.claimStatus === 'in_review' && claim.approvalStatus === 'pending';
  const documents = onHold ? (hold?.answeredAt ?? null) : claim.documentsCompleteAt;
  return [
    { step: 'received', at: iso(claim.createdAt) },
    { step: 'documents', at: iso(documents) },
    { step: 'assessing', at: iso(claim.recommendedAt ?? (decided ? claim.decidedAt : null)) },
    { step: declined ? 'declined' : 'approved', at: decided ? iso(claim.decidedAt) : null },
    { step: 'paid', at: iso(claim.paidAt) },
  ];
}

export type ClaimView = ReturnType<typeof toClaimView>;
