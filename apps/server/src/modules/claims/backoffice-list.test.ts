/**
 * The back office's claims list carries what a row shows and nothing more (backofficeClaimSummarySchema):
 * the kind of claim in its line's words, the claimant's name, the policy, the amounts, where the claim
 * stands and since when. The claimant's ID and phone numbers, the payout account and the documents stay on
 * the claim's own page, which still carries them whole.
 */
import { describe, expect, it } from 'vitest';
import { useAssessmentSetup } from './testing/assessment-setup.js';

const { setup, backoffice, assessableClaim } = useAssessmentSetup();

const ROW_FIELDS = [
  'amount',
  'approvalStatus',
  'claimId',
  'claimNumber',
  'claimTypeLabel',
  'claimant',
  'createdAt',
  'documentsOutstanding',
  'grantedAmount',
  'holdAnsweredAt',
  'policyId',
  'policyNumber',
  'recentlyUpdated',
  'status',
  'statusDisplayValue',
  'timeline',
  'updatedAt',
];

describe('the back office claims list', () => {
  it('lists each claim by what its row shows, without ID or phone numbers, account or documents', async () => {
    const { claimId } = await assessableClaim(250_000);
    const detail = (await backoffice(setup.assessor, 'GET', `/api/backoffice/claims/${claimId}`)).json();
    // the claim's own page has them all
    expect(detail.claimant.idNumber).toMatch(/^\d{13}$/);
    expect(detail.claimant.mobile).toMatch(/^\+27\d{9}$/);
    expect(detail.documents.length).toBeGreaterThan(0);

    const list = await backoffice(setup.assessor, 'GET', '/api/backoffice/claims?status=open&limit=100');
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data as Record<string, unknown>[];
    const row = rows.find((entry) => entry.claimId === claimId);
    expect(Object.keys(row ?? {}).sort()).toEqual(ROW_FIELDS);
    expect(row).toMatchObject({
      claimNumber: detail.claimNumber,
      policyNumber: detail.policyNumber,
      claimTypeLabel: 'Funeral: death',
      claimant: { firstName: detail.claimant.firstName, lastName: detail.claimant.lastName },
      amount: 250_000,
      grantedAmount: null,
      documentsOutstanding: [],
      holdAnsweredAt: null,
      timeline: detail.timeline,
    });
    for (const secret of [
      detail.claimant.idNumber,
      detail.claimant.mobile,
      detail.saId,
      detail.bankDetails.accountNumber,
      ...detail.documents.map((document: { id: string }) => document.id),
    ])
      expect(list.body).not.toContain(secret);
  });
});
