import type { AppStore } from '../../../app/store';
import { operatorUserSlice } from '../../../app/persisted-slices';
import { json } from '../../../test/mock-fetch';
import { backofficeClaimSummarySchema } from '@cover/domain';
import type { BackofficeClaim, BackofficeClaimSummary } from '../api/claims-api';
import type { BackofficePreInspectionDetail } from '../api/pre-inspections-api';

export const CLAIM_ID = '3f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b';
export const POLICY_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
export const PRE_INSPECTION_ID = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
export const APPLICATION_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

/** A back-office assessor signed in (the persisted operatorUser with the role; getUserName answers). */
export const signInBackoffice = (store: AppStore, roles: string[] = ['backoffice']) =>
  store.dispatch(
    operatorUserSlice.actions.operatorSignedIn({ name: 'assessor', displayName: 'Demo Assessor', roles }),
  );

export const BACKOFFICE_SESSION = {
  'GET /api/operator/getUserName': () => json(200, { userName: 'assessor', displayName: 'Demo Assessor' }),
};

/**
 * The payout account reply for a claim granted `granted` (cents): the customer's account in full and what goes
 * into it, after any `settlement` to a credit provider.
 */
export const payoutAccountReply = (
  granted: number,
  settlement: { creditProvider: string; amount: number } | null = null,
) => ({
  account: {
    bankName: 'fnb',
    branchCode: '250655',
    accountHolderName: 'Lerato Khumalo',
    accountNumber: '62123456789',
    accountType: 'cheque',
  },
  amount: granted - (settlement?.amount ?? 0),
  settlement,
});

/** A claim's assessment trail before anyone recommended anything. */
export const NO_ASSESSMENT: BackofficeClaim['assessment'] = {
  recommendation: null,
  recommendedAmount: null,
  recommendationNote: null,
  recommendationCustomerReason: null,
  recommendedBy: null,
  recommendedAt: null,
  decisionReason: null,
  decidedBy: null,
  decidedAt: null,
  payoutReference: null,
  paidAt: null,
};

/** A funeral claim with its documents in, as the back office sees it. */
export const backofficeClaim = (overrides: Partial<BackofficeClaim> = {}): BackofficeClaim => ({
  claimId: CLAIM_ID,
  claimNumber: 'CLM-2026-000123',
  policyId: POLICY_ID,
  policyNumber: 'FUN-000045',
  status: 'open',
  approvalStatus: 'pending',
  statusDisplayValue: 'Pending',
  amount: 1_000_000,
  coverAmount: 3_000_000,
  grantedAmount: null,
  coverStatus: 'ACTIVE',
  requiredDocuments: ['death_certificate', 'deceased_id'],
  documentsOutstanding: [],
  claimant: {
    firstName: 'Nomvula',
    lastName: 'Dlamini',
    idNumber: '8001015009087',
    relation: 'main member',
    mobile: '+27821234567',
    email: 'nomvula@example.com',
  },
  bankDetails: {
    bankName: 'FNB',
    branchCode: '250655',
    accountHolderName: 'N Dlamini',
    accountNumber: '••••6789',
    accountType: 'cheque',
  },
  documents: [
    {
      id: 'doc-1',
      name: 'death-certificate.pdf',
      type: 'death_certificate',
      url: '/api/backoffice/claims/documents/doc-1/download',
      description: null,
      contentType: 'application/pdf',
      sizeBytes: 2048,
      size: '2 KB',
      createdAt: '2026-03-02T08:00:00.000Z',
    },
    {
      id: 'doc-2',
      name: 'id.jpg',
      type: 'deceased_id',
      url: '/api/backoffice/claims/documents/doc-2/download',
      description: null,
      contentType: 'image/jpeg',
      sizeBytes: 4096,
      size: '4 KB',
      createdAt: '2026-03-02T08:01:00.000Z',
    },
  ],
  documentsCompleteAt: '2026-03-02T08:01:00.000Z',
  payable: { excess: null, max: 1_000_000 },
  createdAt: '2026-03-02T07:55:00.000Z',
  updatedAt: '2026-03-02T08:01:00.000Z',
  recentlyUpdated: true,
  firstName: 'Sipho',
  lastName: 'Dlamini',
  saId: '5001015009081',
  memberRole: 'spouse',
  funeralClaimBlock: { dateOfDeath: '2026-02-27', causeOfDeath: 'NATURAL', memberId: 'm-1' },
  withinWaitingPeriod: false,
  waitingPeriodEndsOn: '2025-10-01',
  notice: null,
  assessment: NO_ASSESSMENT,
  history: [
    {
      id: 'ev-1',
      type: 'claim.submitted',
      summary: 'Claim CLM-2026-000123 received',
      reason: null,
      actor: 'retail:holder-1',
      actorName: 'Customer',
      internal: false,
      data: {},
      createdAt: '2026-03-02T07:55:00.000Z',
    },
  ],
  ...overrides,
});

/**
 * The same claim as a row of the back office's lists: only what a row shows (backofficeClaimSummarySchema
 * drops the rest), received when it was made and at no later step unless `timeline` says so.
 */
export const backofficeClaimRow = (
  overrides: Partial<BackofficeClaimSummary> = {},
): BackofficeClaimSummary => {
  const claim = backofficeClaim();
  return backofficeClaimSummarySchema.parse({
    ...claim,
    claimTypeLabel: 'Funeral: death',
    holdAnsweredAt: null,
    timeline: ['received', 'documents', 'assessing', 'approved', 'paid'].map((step) => ({
      step,
      at: step === 'received' ? claim.createdAt : null,
    })),
    ...overrides,
  });
};

const photo = (kind: string, uploaded = true) => ({
  kind,
  status: uploaded ? ('uploaded' as const) : ('missing' as const),
  previewUrl: uploaded
    ? `/api/backoffice/pre-inspections/${PRE_INSPECTION_ID}/photos/${kind}?size=preview`
    : null,
  fullUrl: uploaded ? `/api/backoffice/pre-inspections/${PRE_INSPECTION_ID}/photos/${kind}?size=full` : null,
  contentType: uploaded ? 'image/jpeg' : null,
  size: uploaded ? 120_000 : null,
  uploadedAt: uploaded ? '2026-03-01T09:00:00.000Z' : null,
});

/** A pre-inspection whose photos were sent for assessment. */
export const preInspectionDetail = (
  overrides: Partial<BackofficePreInspectionDetail> = {},
): BackofficePreInspectionDetail =>
  ({
    preInspectionId: PRE_INSPECTION_ID,
    policyHolderId: 'holder-1',
    holderName: 'Thandi Nkosi',
    applications: [{ applicationId: APPLICATION_ID, applicationNumber: 'APP-2026-000123' }],
    claim: null,
    assessmentType: 'PRE_INSPECTION',
    assessmentStatus: 'SUBMITTED',
    rejectionReason: null,
    odometerValue: 45_000,
    color: 'White',
    licenceNo: 'L123456',
    make: 'Toyota',
    model: 'Corolla Cross 1.8 XS',
    registrationNo: 'CA 123-456',
    vinNo: 'AHTKB3CD802345678',
    engineNo: '2ZR1234567',
    manufacturingYear: 2022,
    vehicleRegistrationYear: 2022,
    vehicleRegistrationMonth: 3,
    estimatedRetailPrice: 38_000_000,
    isDeleted: false,
    photos: ['front', 'rear', 'left', 'right', 'odometer', 'licence_disc', 'windscreen'].map((kind) =>
      photo(kind),
    ),
    mobileEnding: '4567',
    smsSentAt: '2026-03-01T08:00:00.000Z',
    linkExpiresAt: '2026-03-08T08:00:00.000Z',
    claimId: null,
    createdAt: '2026-03-01T07:59:00.000Z',
    updatedAt: '2026-03-01T09:05:00.000Z',
    assessedBy: null,
    assessedAt: null,
    assessedByName: null,
    history: [
      {
        type: 'pre_inspection_created',
        actor: 'holder:1',
        actorName: 'Customer',
        data: {},
        createdAt: '2026-03-01T07:59:00.000Z',
      },
      {
        type: 'pre_inspection_submitted',
        actor: 'holder:1',
        actorName: 'Customer',
        data: {},
        createdAt: '2026-03-01T09:05:00.000Z',
      },
    ],
    ...overrides,
  }) as BackofficePreInspectionDetail;
