/** Claims and their documents as the API returns them (funeralClaimSchema of claims-extra.ts). */
import {
  claimDisplayValue,
  FUNERAL_CLAIM_DOCUMENT_KINDS,
  formatFileSize,
  funeralDocumentDownloadUrl,
  outstandingFuneralClaimDocuments,
  requiredFuneralClaimDocuments,
  WAITING_PERIOD_NOTICE,
  type ClaimApprovalStatus,
  type ClaimStatus,
  type FuneralClaimDocument,
  type FuneralClaimView,
  type FuneralPathFamily,
} from '@cover/domain';
import type { ClaimRow, DocumentRow } from '../../db/schema/index.js';

/** Only the last 4 digits of an account number are ever returned. */
export function maskAccount(accountNumber: string): string {
  return `••••${accountNumber.slice(-4)}`;
}

export const documentKindLabel = (kind: string) =>
  FUNERAL_CLAIM_DOCUMENT_KINDS.find((entry) => entry.value === kind)?.label ?? kind;

/** Where documents are downloaded from: a funeral path family, or another route's URL builder. */
export type DownloadUrl = (documentId: string) => string;
export const familyDownloadUrl =
  (family: FuneralPathFamily): DownloadUrl =>
  (documentId) =>
    funeralDocumentDownloadUrl(family, documentId);

export function toClaimDocument(row: DocumentRow, downloadUrl: DownloadUrl): FuneralClaimDocument {
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
  };
}

/** The claim facts shared by the submit reply and the claim view. */
export function claimFacts(claim: ClaimRow, documentKinds: readonly string[]) {
  return {
    withinWaitingPeriod: claim.waitingPeriodFlag,
    waitingPeriodEndsOn: claim.waitingPeriodEndsOn,
    notice: claim.waitingPeriodFlag ? WAITING_PERIOD_NOTICE : null,
    coverStatus: claim.coverStatusAtSubmit === 'GRACE' ? ('GRACE' as const) : ('ACTIVE' as const),
    requiredDocuments: requiredFuneralClaimDocuments(claim.causeOfDeath),
    documentsOutstanding: outstandingFuneralClaimDocuments(claim.causeOfDeath, documentKinds),
  };
}

export interface ClaimViewContext {
  policyNumber: string;
  documents: readonly DocumentRow[];
  downloadUrl: DownloadUrl;
  now: Date;
  recentlyUpdatedWindowMs: number;
}

export function toFuneralClaimView(claim: ClaimRow, context: ClaimViewContext): FuneralClaimView {
  const status = claim.claimStatus as ClaimStatus;
  const approvalStatus = claim.approvalStatus as ClaimApprovalStatus;
  return {
    claimId: claim.id,
    claimNumber: claim.claimNumber,
    policyId: claim.policyId,
    policyNumber: context.policyNumber,
    status,
    approvalStatus,
    statusDisplayValue: claimDisplayValue({ status, approvalStatus }),
    amount: claim.requestedAmountCents,
    grantedAmount: claim.grantedAmountCents,
    coverAmount: claim.coverAmountCents,
    firstName: claim.memberFirstName,
    lastName: claim.memberLastName,
    saId: claim.memberIdNumber,
    memberId: claim.memberId,
    memberRole: claim.memberRole,
    funeralClaimBlock: {
      dateOfDeath: claim.dateOfDeath,
      causeOfDeath: claim.causeOfDeath,
      memberId: claim.memberId,
      ...(claim.placeOfDeath ? { placeOfDeath: claim.placeOfDeath } : {}),
    },
    claimant: { ...claim.claimant, email: claim.claimant.email ?? null },
    bankDetails: {
      bankName: claim.payoutBankName,
      branchCode: claim.payoutBranchCode,
      accountHolderName: claim.payoutAccountHolderName,
      accountNumber: maskAccount(claim.payoutAccountNumber),
      accountType: claim.payoutAccountType,
    },
    ...claimFacts(
      claim,
      context.documents.map((document) => document.kind),
    ),
    documents: context.documents.map((document) => toClaimDocument(document, context.downloadUrl)),
    documentsCompleteAt: claim.documentsCompleteAt?.toISOString() ?? null,
    createdAt: claim.createdAt.toISOString(),
    updatedAt: claim.updatedAt.toISOString(),
    recentlyUpdated: context.now.getTime() - claim.updatedAt.getTime() <= context.recentlyUpdatedWindowMs,
  };
}
