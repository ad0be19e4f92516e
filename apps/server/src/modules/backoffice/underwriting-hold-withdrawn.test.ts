/**
 * Moving an application on from a hold the customer has not answered (docs/decisions/0039): approve or recommend
 * is refused (422 at holdWithdrawnReason) without the reason what was asked for is no longer needed; with it the
 * application moves on, the customer is told once (email and SMS) and the history says so. A decline asks for
 * nothing of the kind: it ends the application and the customer is told the decline only. Once the customer
 * answered (their documents sent it back to the queue), or for an application never on hold, nothing more is
 * asked and nothing more is told. An application on hold is not put on hold again.
 */
import {
  HOLD_WITHDRAWAL_MESSAGES,
  HOLD_WITHDRAWN_EVENTS,
  holdWithdrawnSummary,
  UNDERWRITING_MESSAGES,
} from '@cover/domain';
import { FUNERAL_PATHS } from '@cover/domain/funeral';
import { describe, expect, it } from 'vitest';
import { formData, samplePdf } from '../../platform/uploads/testing.js';
import { noticeTexts } from '../claims/testing/notices.js';
import { asBackoffice } from '../motor/pre-inspection/testing/fixtures.js';
import { notificationsModule } from '../notifications/index.js';
import {
  customerApplication,
  decideUrl,
  detailUrl,
  referredApplication,
  useUnderwritingSuite,
} from './testing/underwriting-harness.js';

const suite = useUnderwritingSuite([notificationsModule]);
const ASKED = 'Please send the purchase invoice of the funeral plan you are replacing.';
const WHY = 'Not needed: the previous insurer confirmed the cover';
const WITHDRAWN = HOLD_WITHDRAWN_EVENTS.application;

interface Entry {
  type: string;
  summary: string;
  actorName: string;
  internal: boolean;
}

async function heldApplication(): Promise<string> {
  const { application } = await referredApplication(suite);
  const id = application.applicationId;
  const held = await asBackoffice(suite.app, suite.underwriter, 'POST', decideUrl(id), {
    decision: 'hold',
    reason: ASKED,
  });
  expect(held.statusCode, held.body).toBe(200);
  return id;
}

const decide = (session: string, id: string, input: Record<string, unknown>) =>
  asBackoffice(suite.app, session, 'POST', decideUrl(id), input);
const historyOf = async (id: string): Promise<Entry[]> =>
  (await asBackoffice(suite.app, suite.underwriter, 'GET', detailUrl(id))).json().history;
const withdrawals = async (id: string) => (await historyOf(id)).filter((entry) => entry.type === WITHDRAWN);

describe('moving on from an application hold the customer has not answered', () => {
  it('refuses approve and recommend without the reason, at its field, changing nothing', async () => {
    const id = await heldApplication();
    const refused = await decide(suite.underwriter, id, { decision: 'recommend', note: 'Fine without it' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields.holdWithdrawnReason).toBe(HOLD_WITHDRAWAL_MESSAGES.reason);
    const approve = await decide(suite.approver, id, { decision: 'approve' });
    expect(approve.statusCode).toBe(422);
    expect(approve.json().error.fields.holdWithdrawnReason).toBe(HOLD_WITHDRAWAL_MESSAGES.reason);
    // a blank reason fails the field's own check (the schema's 400, at the same field)
    const blank = await decide(suite.approver, id, { decision: 'approve', holdWithdrawnReason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.holdWithdrawnReason).toBe(HOLD_WITHDRAWAL_MESSAGES.reason);
    const detail = (await asBackoffice(suite.app, suite.underwriter, 'GET', detailUrl(id))).json();
    expect(detail).toMatchObject({ underwritingStatus: 'ON_HOLD', customerReason: ASKED });
    expect(await withdrawals(id)).toEqual([]);
  });

  it('moves on with the reason: the customer is told once what is no longer needed and why', async () => {
    const id = await heldApplication();
    const recommended = await decide(suite.underwriter, id, {
      decision: 'recommend',
      note: 'Previous cover confirmed by phone',
      holdWithdrawnReason: WHY,
    });
    expect(recommended.statusCode, recommended.body).toBe(200);
    expect(recommended.json().underwritingStatus).toBe('RECOMMENDATION_AWAITED');
    expect(recommended.json().history).toContainEqual(
      expect.objectContaining({
        type: WITHDRAWN,
        summary: holdWithdrawnSummary(ASKED, WHY),
        actorName: 'Underwriter One',
        internal: false,
      }),
    );
    expect((await customerApplication(suite, id)).found).toMatchObject({
      underwritingStatus: 'Recommendation Awaited',
      underwritingReason: null,
    });
    const emails = await noticeTexts(suite.app.db, id, WITHDRAWN, 'email');
    expect(emails).toHaveLength(1);
    expect(emails[0]).toContain(
      'You no longer need to send what we asked for about your funeral cover application',
    );
    expect(emails[0]).toContain(ASKED);
    expect(emails[0]).toContain(`The reason: ${WHY}`);
    expect(await noticeTexts(suite.app.db, id, WITHDRAWN, 'sms')).toEqual([
      expect.stringContaining('You do not need to send it.'),
    ]);

    // no longer on hold: the approver needs no reason, and the customer is not told again
    const approved = await decide(suite.approver, id, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await withdrawals(id)).toHaveLength(1);
    expect(await noticeTexts(suite.app.db, id, WITHDRAWN, 'email')).toHaveLength(1);
  });

  it('refuses a hold on an application already on hold (409), keeping what was asked for', async () => {
    const id = await heldApplication();
    const again = await decide(suite.underwriter, id, { decision: 'hold', reason: 'Something else' });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'APPLICATION_ALREADY_ON_HOLD',
      message: UNDERWRITING_MESSAGES.alreadyOnHold,
    });
    const detail = (await asBackoffice(suite.app, suite.underwriter, 'GET', detailUrl(id))).json();
    expect(detail).toMatchObject({ underwritingStatus: 'ON_HOLD', customerReason: ASKED });
    const holds = (await historyOf(id)).filter((entry) => entry.type === 'application.underwriting_on_hold');
    expect(holds).toHaveLength(1);
  });

  it('declines without the reason: the customer is told the decline only', async () => {
    const id = await heldApplication();
    const declined = await decide(suite.underwriter, id, { decision: 'decline', reason: 'Not covered' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'CANCELLED', underwritingStatus: 'DECLINED' });
    expect((await customerApplication(suite, id)).found).toMatchObject({ underwritingReason: 'Not covered' });
    expect(await withdrawals(id)).toEqual([]);
    expect(await noticeTexts(suite.app.db, id, WITHDRAWN, 'email')).toEqual([]);
    expect(await noticeTexts(suite.app.db, id, WITHDRAWN, 'sms')).toEqual([]);
    expect(await noticeTexts(suite.app.db, id, 'application.underwriting_declined', 'email')).toEqual([
      expect.stringContaining('Not covered'),
    ]);
  });

  it('asks nothing once the customer answered the hold, and tells them nothing more', async () => {
    const id = await heldApplication();
    const sent = await suite.app.inject({
      method: 'POST',
      url: FUNERAL_PATHS.retail.sendHoldDocuments.path,
      headers: { authorization: `Bearer ${suite.older.token}` },
      payload: formData({ applicationId: id }, [
        { field: 'file', name: 'invoice.pdf', bytes: samplePdf('Invoice') },
      ]),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const recommended = await decide(suite.underwriter, id, { decision: 'recommend', note: 'Invoice seen' });
    expect(recommended.statusCode, recommended.body).toBe(200);
    expect(await withdrawals(id)).toEqual([]);
    expect(await noticeTexts(suite.app.db, id, WITHDRAWN, 'email')).toEqual([]);
  });

  it('asks nothing of an application never on hold, and ignores a reason sent anyway', async () => {
    const { application } = await referredApplication(suite);
    const id = application.applicationId;
    const declined = await decide(suite.underwriter, id, {
      decision: 'decline',
      reason: 'Not covered',
      holdWithdrawnReason: WHY,
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await withdrawals(id)).toEqual([]);
  });

  it('tells the customer once when the approval issues the policy at once: the issued notice, not "approved" too (QA walk 16)', async () => {
    const { application } = await referredApplication(suite);
    const id = application.applicationId;
    expect((await decide(suite.underwriter, id, { decision: 'recommend', note: 'Fine' })).statusCode).toBe(
      200,
    );
    const approved = await decide(suite.approver, id, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    const policyId = (await customerApplication(suite, id)).found?.policyId as string;
    expect(await noticeTexts(suite.app.db, id, 'application.underwriting_approved', 'email')).toEqual([]);
    expect(await noticeTexts(suite.app.db, id, 'application.underwriting_approved', 'sms')).toEqual([]);
    const issued = await noticeTexts(suite.app.db, policyId, 'policy.issued', 'email');
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatch(/Your funeral cover policy FUN-\d{4}-\d+ has been issued\./);
  });
});
