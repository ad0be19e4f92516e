/**
 * A claim can be recommended for repudiation before every required document is in (QA walk 9 no. 7: an obvious
 * duplicate needs no police report) and the repudiation confirmed; approval still waits for the documents, both
 * the assessor's recommendation and an approver's overturn of a repudiation (409).
 */
import { describe, expect, it } from 'vitest';
import { claimInput, submitClaimViaApi } from './testing/harness.js';
import { useAssessmentSetup } from './testing/assessment-setup.js';

const { setup, backoffice } = useAssessmentSetup();

const INCOMPLETE = 'The claim cannot be approved before all required documents are in';

/** A claim just made (its documents not sent); each test claims for another person of the policy. */
async function claimWithoutDocuments(overrides: Record<string, unknown> = {}) {
  const { claimId } = await submitClaimViaApi(
    setup.harness,
    setup.owner,
    claimInput(setup.policy, setup.owner, overrides),
  );
  return (step: string) => `/api/backoffice/claims/${claimId}${step ? `/${step}` : ''}`;
}

const repudiation = {
  recommendation: 'repudiate',
  note: 'A second claim for the same death',
  customerReason: 'This death was claimed already.',
};

describe('assessing a claim whose documents are not all in', () => {
  it('takes a recommendation to repudiate and its confirmation', async () => {
    const path = await claimWithoutDocuments();
    const recommended = await backoffice(setup.assessor, 'POST', path('recommend'), repudiation);
    expect(recommended.statusCode, recommended.body).toBe(200);
    expect(recommended.json()).toMatchObject({ status: 'acknowledged', documentsCompleteAt: null });
    const confirmed = await backoffice(setup.supervisor, 'POST', path('confirm'), {
      decision: 'repudiate',
      reason: 'Agree',
    });
    expect(confirmed.json()).toMatchObject({ status: 'closed', approvalStatus: 'repudiated' });
  });

  it('refuses a recommendation to approve, and an overturn into an approval', async () => {
    const path = await claimWithoutDocuments({ saId: setup.owner.holder.id.number, firstName: 'Main' });
    const approve = await backoffice(setup.assessor, 'POST', path('recommend'), {
      recommendation: 'approve',
      amount: 1_000_000,
      note: 'Fine',
    });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().error.message).toBe(INCOMPLETE);

    await backoffice(setup.assessor, 'POST', path('recommend'), repudiation);
    const overturn = await backoffice(setup.supervisor, 'POST', path('confirm'), {
      decision: 'approve',
      reason: 'Not a duplicate',
      amount: 1_000_000,
    });
    expect(overturn.statusCode).toBe(409);
    expect(overturn.json().error.message).toBe(INCOMPLETE);
    expect((await backoffice(setup.assessor, 'GET', path(''))).json().status).toBe('acknowledged');
  });
});
