/**
 * Moving a claim on from a hold the customer has not answered (docs/decisions/0039): a recommendation to approve is
 * refused (422 at holdWithdrawnReason) without the reason what was asked for is no longer needed; with it the claim
 * moves on, the customer is told once and the history says so. A recommendation to repudiate asks nothing: the
 * customer is told the repudiation only. Once the customer answered, nothing more is asked. A claim on hold is not
 * put on hold again.
 */
import {
  CLAIM_HOLD_MESSAGES,
  HOLD_DOCUMENT_KIND,
  HOLD_WITHDRAWAL_MESSAGES,
  HOLD_WITHDRAWN_EVENTS,
  holdWithdrawnSummary,
} from '@cover/domain';
import { describe, expect, it } from 'vitest';
import { formData, samplePdf } from '../../platform/uploads/testing.js';
import { useAssessmentSetup } from './testing/assessment-setup.js';
import { noticeTexts } from './testing/notices.js';

const { setup, backoffice, customerView, assessableClaim } = useAssessmentSetup();
const ASKED = 'A certified copy of the deceased’s ID';
const WHY = 'Not needed: Home Affairs confirmed the identity';
const WITHDRAWN = HOLD_WITHDRAWN_EVENTS.claim;
// less than the most payable: with the reason the customer is given
const APPROVE = {
  recommendation: 'approve',
  amount: 200_000,
  note: 'In order',
  customerReason: 'We pay the funeral invoice.',
};

async function heldClaim(amount: number) {
  const claim = await assessableClaim(amount);
  const held = await backoffice(setup.assessor, 'POST', claim.path('hold'), { note: ASKED });
  expect(held.statusCode, held.body).toBe(200);
  return claim;
}

const historyOf = async (claimId: string): Promise<{ type: string }[]> =>
  (await backoffice(setup.assessor, 'GET', `/api/backoffice/claims/${claimId}`)).json().history;
const withdrawals = async (claimId: string) =>
  (await historyOf(claimId)).filter((entry) => entry.type === WITHDRAWN);

describe('moving on from a claim hold the customer has not answered', () => {
  it('refuses a recommendation without the reason, at its field, and leaves the claim on hold', async () => {
    const { claimId, path, customer } = await heldClaim(300_000);
    const refused = await backoffice(setup.assessor, 'POST', path('recommend'), APPROVE);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields.holdWithdrawnReason).toBe(HOLD_WITHDRAWAL_MESSAGES.reason);
    expect(await customerView(claimId, customer)).toMatchObject({ status: 'in_review', holdReason: ASKED });
    expect(await withdrawals(claimId)).toEqual([]);
  });

  it('moves on with the reason: the customer is told once what is no longer needed and why', async () => {
    const { claimId, path, customer } = await heldClaim(300_000);
    const recommended = await backoffice(setup.assessor, 'POST', path('recommend'), {
      ...APPROVE,
      holdWithdrawnReason: WHY,
    });
    expect(recommended.statusCode, recommended.body).toBe(200);
    expect(recommended.json()).toMatchObject({ status: 'acknowledged' });
    expect(recommended.json().history).toContainEqual(
      expect.objectContaining({
        type: WITHDRAWN,
        summary: holdWithdrawnSummary(ASKED, WHY),
        actorName: 'Thandi Mokoena',
        internal: false,
      }),
    );
    expect(await customerView(claimId, customer)).toMatchObject({ holdReason: null, holdAnsweredAt: null });
    const emails = await noticeTexts(setup.harness.app.db, claimId, WITHDRAWN, 'email');
    expect(emails).toHaveLength(1);
    expect(emails[0]).toContain(`You no longer need to send what we asked for about claim`);
    expect(emails[0]).toContain(ASKED);
    expect(emails[0]).toContain(`The reason: ${WHY}`);
    expect(await noticeTexts(setup.harness.app.db, claimId, WITHDRAWN, 'sms')).toEqual([
      expect.stringContaining('You do not need to send it.'),
    ]);
  });

  it('asks nothing once the customer answered the hold, and tells them nothing more', async () => {
    const { claimId, path, customer } = await heldClaim(300_000);
    const sent = await setup.harness.call(customer, {
      method: 'POST',
      url: '/api/retail/funeral/policy/uploadDocuments',
      payload: formData({ claimId, kind: HOLD_DOCUMENT_KIND.value }, [
        { field: 'file', name: 'id.pdf', bytes: samplePdf('ID') },
      ]),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const recommended = await backoffice(setup.assessor, 'POST', path('recommend'), APPROVE);
    expect(recommended.statusCode, recommended.body).toBe(200);
    expect(await withdrawals(claimId)).toEqual([]);
    expect(await noticeTexts(setup.harness.app.db, claimId, WITHDRAWN, 'email')).toEqual([]);
  });

  it('refuses a hold on a claim already on hold (409), keeping what was asked for', async () => {
    const { claimId, path, customer } = await heldClaim(300_000);
    const again = await backoffice(setup.assessor, 'POST', path('hold'), { note: 'Something else' });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'CLAIM_ALREADY_ON_HOLD',
      message: CLAIM_HOLD_MESSAGES.alreadyOnHold,
    });
    expect(await customerView(claimId, customer)).toMatchObject({ status: 'in_review', holdReason: ASKED });
    const holds = (await historyOf(claimId)).filter((entry) => entry.type === 'claim.on_hold');
    expect(holds).toHaveLength(1);
  });

  it('asks nothing to recommend repudiation: the customer is told the repudiation only', async () => {
    const { claimId, path, customer } = await heldClaim(300_000);
    const recommended = await backoffice(setup.assessor, 'POST', path('recommend'), {
      recommendation: 'repudiate',
      note: 'Not covered',
      customerReason: 'The cause of death is excluded',
    });
    expect(recommended.statusCode, recommended.body).toBe(200);
    expect(recommended.json()).toMatchObject({ status: 'acknowledged' });
    const confirmed = await backoffice(setup.supervisor, 'POST', path('confirm'), {
      decision: 'repudiate',
      reason: 'Agreed',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await customerView(claimId, customer)).toMatchObject({ holdReason: null });
    expect(await withdrawals(claimId)).toEqual([]);
    expect(await noticeTexts(setup.harness.app.db, claimId, WITHDRAWN, 'email')).toEqual([]);
    expect(await noticeTexts(setup.harness.app.db, claimId, WITHDRAWN, 'sms')).toEqual([]);
    expect(await noticeTexts(setup.harness.app.db, claimId, 'claim.repudiated', 'email')).toEqual([
      expect.stringContaining('The cause of death is excluded'),
    ]);
  });

  it('asks nothing of a claim never on hold, and ignores a reason sent anyway', async () => {
    const { claimId, path } = await assessableClaim(300_000);
    const recommended = await backoffice(setup.assessor, 'POST', path('recommend'), {
      ...APPROVE,
      holdWithdrawnReason: WHY,
    });
    expect(recommended.statusCode, recommended.body).toBe(200);
    expect(await withdrawals(claimId)).toEqual([]);
  });
});
