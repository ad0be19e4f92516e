/**
 * Manual underwriting through the API (docs/decisions/0025), the referral and the decisions: a funeral
 * application its rules flag is referred at the declaration instead of issued; back-office staff hold,
 * recommend, approve (four-eyes) or decline it; the customer sees the state and the reasons they are given,
 * never staff-only notes.
 */
import { UNDERWRITING_MESSAGES } from '@cover/domain';
import { FUNERAL_PATHS } from '@cover/domain/funeral';
import { describe, expect, it } from 'vitest';
import { asBackoffice } from '../motor/pre-inspection/testing/fixtures.js';
import { callAs, familyApplication, familyQuote } from '../funeral/testing/fixtures.js';
import { applyFor, quoteFor } from '../funeral/testing/flows.js';
import {
  customerApplication,
  decideUrl,
  referredApplication,
  useUnderwritingSuite,
} from './testing/underwriting-harness.js';

const suite = useUnderwritingSuite();

describe('referral at the declaration', () => {
  it('keeps a flagged application PENDING and tells the customer it is being reviewed', async () => {
    const { app, older } = suite;
    const reply = await referredApplication(suite);
    expect(reply.policy).toBeNull();
    expect(reply.message).toMatch(/reviewing your application/);
    expect(reply.application).toMatchObject({
      status: 'PENDING',
      underwritingStatus: 'Pending',
      underwritingReason: null,
    });
    expect(reply.application.declarationAcceptedAt).not.toBeNull();
    // the customer cannot change it while it is reviewed, nor declare it into a policy
    const again = await callAs(app, older, 'POST', FUNERAL_PATHS.retail.applicationDeclaration.path, {
      body: {
        applicationId: reply.application.applicationId,
        acceptTandc: true,
        acceptPOPIAandTCF: true,
        consents: { debitOrder: true },
      },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ policy: null, application: { status: 'PENDING' } });
  });

  it('issues an ordinary application at once, as before', async () => {
    const { app, young } = suite;
    const quote = await quoteFor(app, young, familyQuote(young.idNumber));
    const reply = await applyFor(app, young, familyApplication(quote.quotePackageId));
    expect(reply.policy).not.toBeNull();
    expect(reply.application.underwritingStatus).toBeNull();
  });
});

describe('decisions', () => {
  it('hold, recommend, refuse the recommender, approve by another: the policy is issued', async () => {
    const { app, older, underwriter, approver } = suite;
    const { application } = await referredApplication(suite);
    const id = application.applicationId;
    const held = await asBackoffice(app, underwriter, 'POST', decideUrl(id), {
      decision: 'hold',
      reason: 'Please send a copy of your latest medical report.',
    });
    expect(held.statusCode).toBe(200);
    expect(held.json()).toMatchObject({ underwritingStatus: 'ON_HOLD', underwrittenBy: 'Underwriter One' });
    expect((await customerApplication(suite, id)).found).toMatchObject({
      underwritingStatus: 'OnHold',
      underwritingReason: 'Please send a copy of your latest medical report.',
    });

    const note = 'Medical report seen; blood pressure controlled. Recommend approval.';
    const recommended = await asBackoffice(app, underwriter, 'POST', decideUrl(id), {
      decision: 'recommend',
      note,
      // the customer sent nothing: moving on says why it is no longer needed (docs/decisions/0039)
      holdWithdrawnReason: 'Not needed: the report came from the doctor directly',
    });
    expect(recommended.json().underwritingStatus).toBe('RECOMMENDATION_AWAITED');
    const customer = await customerApplication(suite, id);
    expect(customer.found).toMatchObject({
      underwritingStatus: 'Recommendation Awaited',
      underwritingReason: null,
    });
    expect(customer.body).not.toContain('blood pressure');

    const same = await asBackoffice(app, underwriter, 'POST', decideUrl(id), { decision: 'approve' });
    expect(same.statusCode).toBe(409);
    expect(same.json().error.message).toBe(UNDERWRITING_MESSAGES.fourEyes);
    const sameDecline = await asBackoffice(app, underwriter, 'POST', decideUrl(id), {
      decision: 'decline',
      reason: 'Declined by the recommender alone',
    });
    expect(sameDecline.statusCode).toBe(409);
    // A hold by the recommender does not clear the recommendation: approving or declining still needs another.
    const heldAgain = await asBackoffice(app, underwriter, 'POST', decideUrl(id), {
      decision: 'hold',
      reason: 'Please send your latest payslip.',
    });
    expect(heldAgain.json()).toMatchObject({ underwritingStatus: 'ON_HOLD' });
    for (const decision of [{ decision: 'approve' }, { decision: 'decline', reason: 'Alone' }]) {
      const refused = await asBackoffice(app, underwriter, 'POST', decideUrl(id), decision);
      expect(refused.statusCode, decision.decision).toBe(409);
      expect(refused.json().error.message).toBe(UNDERWRITING_MESSAGES.fourEyes);
    }

    const approved = await asBackoffice(app, approver, 'POST', decideUrl(id), {
      decision: 'approve',
      holdWithdrawnReason: 'Not needed: the payslip came from the employer',
    });
    expect(approved.statusCode).toBe(200);
    const detail = approved.json();
    expect(detail).toMatchObject({
      status: 'ACTIVE',
      underwritingStatus: 'APPROVED',
      underwrittenBy: 'Approver Two',
    });
    expect(detail.policyNumber).toMatch(/^FUN-/);
    const byType = (type: string) => detail.history.find((entry: { type: string }) => entry.type === type);
    expect(byType('application.underwriting_on_hold')).toMatchObject({
      actorName: 'Underwriter One',
      internal: false,
    });
    expect(byType('application.underwriting_recommended')).toMatchObject({ internal: true, reason: note });
    expect(byType('application.underwriting_approved')).toMatchObject({
      actorName: 'Approver Two',
      internal: false,
    });

    const mine = await customerApplication(suite, id);
    expect(mine.found).toMatchObject({ status: 'ACTIVE', underwritingStatus: 'Approved' });
    const policies = await callAs(app, older, 'GET', FUNERAL_PATHS.retail.getPolicy.path);
    expect(policies.body).toContain(detail.policyNumber);
    expect(policies.body).not.toContain('blood pressure');

    const twice = await asBackoffice(app, approver, 'POST', decideUrl(id), {
      decision: 'decline',
      reason: 'x',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(UNDERWRITING_MESSAGES.notOpen);
  });

  it('decline cancels the application and the customer sees the reason', async () => {
    const { app, underwriter, approver } = suite;
    const { application } = await referredApplication(suite);
    const id = application.applicationId;
    const missing = await asBackoffice(app, underwriter, 'POST', decideUrl(id), {
      decision: 'decline',
      reason: ' ',
    });
    expect(missing.statusCode).toBe(400);
    const reason = 'We cannot offer this level of cover for a main member over 60.';
    const declined = await asBackoffice(app, underwriter, 'POST', decideUrl(id), {
      decision: 'decline',
      reason,
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({
      status: 'CANCELLED',
      underwritingStatus: 'DECLINED',
      customerReason: reason,
    });
    const declinedEvent = declined
      .json()
      .history.find((entry: { type: string }) => entry.type === 'application.underwriting_declined');
    expect(declinedEvent).toMatchObject({ reason, internal: false, actorName: 'Underwriter One' });
    const { found } = await customerApplication(suite, id);
    expect(found).toMatchObject({
      status: 'CANCELLED',
      underwritingStatus: 'Declined',
      underwritingReason: reason,
    });
    const again = await asBackoffice(app, approver, 'POST', decideUrl(id), { decision: 'approve' });
    expect(again.statusCode).toBe(409);
  });
});
