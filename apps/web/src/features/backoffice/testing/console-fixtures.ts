import type {
  BackofficeApplicationDetail,
  BackofficeFailedPayment,
  BackofficePolicy,
  BackofficeQueues,
  StaffHistoryEntry,
} from '@cover/domain';
import { APPLICATION_ID, CLAIM_ID, POLICY_ID } from './backoffice-fixtures';

const empty = { count: 0, oldestAt: null };

/** The work queues: a few referred applications, one pre-inspection, open claims and a failed premium. */
export const backofficeQueues = (overrides: Partial<BackofficeQueues> = {}): BackofficeQueues => ({
  underwriting: {
    REFERRED: { count: 3, oldestAt: '2026-03-07T08:00:00.000Z' },
    ON_HOLD: empty,
    RECOMMENDATION_AWAITED: { count: 1, oldestAt: '2026-03-09T06:00:00.000Z' },
  },
  preInspections: { awaiting: { count: 1, oldestAt: '2026-03-09T10:00:00.000Z' } },
  claims: {
    open: { count: 2, oldestAt: '2026-03-05T08:00:00.000Z' },
    in_review: empty,
    acknowledged: empty,
    pending_payout: { count: 1, oldestAt: '2026-03-08T08:00:00.000Z' },
  },
  failedPayments: { count: 4, oldestAt: '2026-03-01T00:00:00.000Z' },
  ...overrides,
});

export const historyEntry = (overrides: Partial<StaffHistoryEntry> = {}): StaffHistoryEntry => ({
  id: 'event-1',
  type: 'application.referred',
  summary: 'Referred for underwriting',
  reason: null,
  actor: 'system',
  actorName: 'System',
  internal: false,
  data: {},
  createdAt: '2026-03-07T08:00:00.000Z',
  ...overrides,
});

/** A motor application referred for underwriting. */
export const backofficeApplication = (
  overrides: Partial<BackofficeApplicationDetail> = {},
): BackofficeApplicationDetail => ({
  applicationId: APPLICATION_ID,
  applicationNumber: 'APP-2026-000042',
  line: 'motor',
  packageName: 'RETAIL_MOTOR_INSURANCE',
  productName: 'Motor cover',
  status: 'PENDING',
  underwritingStatus: 'REFERRED',
  underwritingDisplayValue: 'Pending',
  underwritingReasons: ['Vehicle value above R750 000'],
  customerReason: null,
  holder: {
    policyHolderId: 'holder-1',
    name: 'Thabo Mokoena',
    idNumber: '8001015009087',
    email: 'thabo@example.com',
    cellphone: '+27821234567',
  },
  sumAssured: 82_000_000,
  monthlyPremium: 245_000,
  createdAt: '2026-03-07T08:00:00.000Z',
  updatedAt: '2026-03-07T08:00:00.000Z',
  ageDays: 3,
  submittedAt: '2026-03-07T08:05:00.000Z',
  policyId: null,
  policyNumber: null,
  underwrittenBy: null,
  underwrittenById: null,
  underwrittenAt: null,
  facts: [{ label: 'Vehicle', value: '2024 BMW X5 xDrive30d' }],
  documents: [],
  history: [
    historyEntry(),
    historyEntry({
      id: 'event-2',
      type: 'application.staff_note',
      summary: 'Staff note',
      reason: 'Called the dealer about the invoice',
      actor: 'operator:1',
      actorName: 'Una Underwriter',
      internal: true,
      createdAt: '2026-03-08T09:00:00.000Z',
    }),
  ],
  ...overrides,
});

export const failedPayment = (overrides: Partial<BackofficeFailedPayment> = {}): BackofficeFailedPayment => ({
  collectionId: 'col-1',
  policyId: POLICY_ID,
  policyNumber: 'FUN-2026-000045',
  line: 'funeral',
  holderName: 'Nomvula Dlamini',
  amount: 18_950,
  dueDate: '2026-03-01',
  failureReason: 'Insufficient funds',
  attemptedAt: '2026-03-01T06:00:00.000Z',
  graceEndsOn: '2026-03-16',
  policyStatus: 'ACTIVE',
  ...overrides,
});

/** A funeral policy with one claim, two premiums (one failed) and a history with a staff-only note. */
export const backofficePolicy = (overrides: Partial<BackofficePolicy> = {}): BackofficePolicy => ({
  policyId: POLICY_ID,
  policyNumber: 'FUN-2026-000045',
  line: 'funeral',
  productName: 'Funeral cover',
  status: 'ACTIVE',
  statusDisplayValue: 'Active',
  monthlyPremium: 18_950,
  sumAssured: 3_000_000,
  startDate: '2025-04-01',
  nextBillingDate: '2026-04-01',
  balance: 18_950,
  version: 2,
  lapsedAt: null,
  reinstatedAt: null,
  cancelledAt: null,
  waitingPeriods: [{ label: 'Natural death', value: 'Ended on 1 October 2025' }],
  coverLimits: [{ label: 'Benefit cap per life', value: 'R 100 000,00' }],
  holder: {
    id: 'holder-2',
    name: 'Nomvula Dlamini',
    idNumber: '8001015009087',
    email: 'nomvula@example.com',
    cellphone: '+27821234567',
  },
  claims: [
    {
      claimId: CLAIM_ID,
      claimNumber: 'CLM-2026-000123',
      type: 'funeral_death',
      status: 'open',
      statusDisplayValue: 'Pending',
      amount: 1_000_000,
      grantedAmount: null,
      createdAt: '2026-03-02T07:55:00.000Z',
    },
  ],
  collections: [
    {
      id: 'col-1',
      type: 'premium',
      status: 'failed',
      amount: 18_950,
      dueDate: '2026-03-01',
      failureReason: 'Insufficient funds',
      attemptedAt: '2026-03-01T06:00:00.000Z',
    },
    {
      id: 'col-0',
      type: 'premium',
      status: 'successful',
      amount: 18_950,
      dueDate: '2026-02-01',
      failureReason: null,
      attemptedAt: '2026-02-01T06:00:00.000Z',
    },
  ],
  history: [
    historyEntry({
      id: 'p-1',
      type: 'policy.issued',
      summary: 'Policy issued',
      createdAt: '2025-04-01T08:00:00.000Z',
    }),
    historyEntry({
      id: 'p-2',
      type: 'policy.staff_note',
      summary: 'Staff note',
      reason: 'Customer asked to move the debit order date',
      actor: 'operator:2',
      actorName: 'Demo Assessor',
      internal: true,
      createdAt: '2026-03-03T10:00:00.000Z',
    }),
  ],
  ...overrides,
});
