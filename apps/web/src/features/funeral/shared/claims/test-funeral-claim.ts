/** A funeral claim as the claims calls answer it, for the claim pages' tests of either audience. */
import type { FuneralClaimView } from '@cover/domain/funeral';

export const CLAIM_ID = 'c0ffee00-0000-4000-8000-000000000001';
export const REASON = 'Please upload a certified copy of your marriage certificate';
const document = (type: string) => ({
  id: `d-${type}`,
  name: `${type}.pdf`,
  type,
  url: `/api/telkom-cms/funeral/documents/d-${type}/download`,
  description: null,
  contentType: 'application/pdf',
  sizeBytes: 1024,
  size: '1 KB',
  createdAt: '2026-12-01T08:00:00Z',
});
export const DOCUMENTS = [
  'death_certificate',
  'deceased_id',
  'main_member_id',
  'death_registration_form',
].map(document);

/** Thabo's claim for his spouse, put on hold by the assessor with every document in. */
export const heldClaim = (changes: Partial<FuneralClaimView> = {}): FuneralClaimView => ({
  claimId: CLAIM_ID,
  claimNumber: 'CLM-2026-000001',
  policyId: 'p-1',
  policyNumber: 'POL-2026-000001',
  status: 'in_review',
  approvalStatus: 'pending',
  statusDisplayValue: 'OnHold',
  amount: 1_000_000,
  grantedAmount: null,
  firstName: 'Naledi',
  lastName: 'Mokoena',
  saId: '8804121007088',
  funeralClaimBlock: { dateOfDeath: '2026-11-28', causeOfDeath: 'natural' },
  documents: DOCUMENTS,
  createdAt: '2026-12-01T08:00:00Z',
  updatedAt: '2026-12-05T09:00:00Z',
  recentlyUpdated: true,
  withinWaitingPeriod: false,
  waitingPeriodEndsOn: '2026-06-01',
  notice: null,
  coverStatus: 'ACTIVE',
  requiredDocuments: ['death_certificate', 'deceased_id', 'main_member_id', 'death_registration_form'],
  documentsOutstanding: [],
  memberId: 'm-2',
  memberRole: 'spouse',
  coverAmount: 1_500_000,
  claimant: {
    firstName: 'Thabo',
    lastName: 'Mokoena',
    idNumber: '8001015009087',
    relation: 'main_member',
    mobile: '+27821234567',
    email: null,
  },
  bankDetails: {
    bankName: 'fnb',
    branchCode: '250655',
    accountHolderName: 'Thabo Mokoena',
    accountNumber: '****2345',
    accountType: 'cheque',
  },
  documentsCompleteAt: '2026-12-01T08:00:00Z',
  holdReason: REASON,
  holdAnsweredAt: null,
  ...changes,
});
