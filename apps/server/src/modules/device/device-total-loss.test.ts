/**
 * A phone claimed as lost or stolen ends its cover once the claim is approved (docs/decisions/0041): the
 * supervisor's confirmation cancels the device policy in the same transaction (the insurer's reason
 * 'policy_claimed', from that day, nothing refunded), the system's history entry says why, the customer is told
 * once, the billing run no longer collects for it and no claim can be made on it; the credit life on the
 * phone's finance goes on. A damage claim approved, or a lost phone's claim repudiated, changes nothing.
 */
import { saDay } from '@cover/domain';
import { DEVICE_PATHS } from '@cover/domain/device';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collections, events, outboxMessages, policies } from '../../db/schema/index.js';
import { runBilling } from '../insurance-core/billing-run.js';
import { callAs, type TestUser } from '../insurance-core/testing/line-fixtures.js';
import { notificationsModule } from '../notifications/index.js';
import { asBackoffice } from '../operator/testing/staff-sessions.js';
import {
  bank,
  decideClaim,
  insuredToday,
  lostClaim as lostClaimOf,
  screenClaimWithDocuments,
  today,
  totalLossSuite,
} from './testing/total-loss-fixture.js';

const paths = DEVICE_PATHS.retail;
const suite = totalLossSuite([notificationsModule]);
let customers = 0;

/** A new customer's Galaxy A15 insured from today, with credit life on R 3 000 of its finance when asked. */
async function insured(withCreditLife = false) {
  customers += 1;
  return insuredToday(suite, `8${customers}0101500908`, 100 + customers, withCreditLife);
}

const lostClaim = (user: TestUser, policyId: string) => lostClaimOf(suite.app, user, policyId);

const screenClaim = (user: TestUser, policyId: string) => screenClaimWithDocuments(suite.app, user, policyId);

const staff = (cookie: string, claimId: string, step: string, payload: Record<string, unknown>) =>
  asBackoffice(suite.app, cookie, 'POST', `/api/backoffice/claims/${claimId}/${step}`, payload);

const decide = (claimId: string, decision: 'approve' | 'repudiate') => decideClaim(suite, claimId, decision);

const policyRow = async (id: string) => {
  const [row] = await suite.app.db.select().from(policies).where(eq(policies.id, id));
  if (!row) throw new Error('no policy');
  return row;
};

const eventsOf = (policyId: string, type: string) =>
  suite.app.db
    .select()
    .from(events)
    .where(and(eq(events.entityId, policyId), eq(events.type, type)));

/** The messages written for the events of `type` of the policy. */
async function noticesOf(policyId: string, type: string) {
  const found = await eventsOf(policyId, type);
  if (found.length === 0) return [];
  return suite.app.db
    .select()
    .from(outboxMessages)
    .where(
      inArray(
        outboxMessages.dedupeKey,
        found.flatMap((event) => [`${event.id}:email`, `${event.id}:sms`]),
      ),
    );
}

describe('a lost or stolen phone’s approved claim ends its cover', () => {
  it('cancels the policy for the insurer (policy claimed) from the approval, in plain words, told once', async () => {
    const { user, policyId, creditLifeId } = await insured(true);
    const claimId = await lostClaim(user, policyId);
    const before = await policyRow(policyId);
    expect(before.status).toBe('ACTIVE');
    await decide(claimId, 'approve');

    const after = await policyRow(policyId);
    expect(after).toMatchObject({
      status: 'CANCELLED',
      cancellationReason: 'policy_claimed',
      nextBillingDate: null,
      balance: 0,
    });
    expect(saDay(after.cancelledAt ?? new Date(0))).toBe(today);
    const [claim] = await suite.app.db.query.claims.findMany({
      where: (row, { eq: is }) => is(row.id, claimId),
    });
    const [cancelled] = await eventsOf(policyId, 'policy.cancelled');
    expect(cancelled).toMatchObject({
      actor: 'system',
      data: {
        reason: 'policy_claimed',
        refund: 0,
        claimId,
        summary: `Telkom Cover ended this cover: the phone was claimed as lost or stolen (claim ${claim?.claimNumber}) and its replacement is being paid. No further premiums are collected.`,
      },
    });
    // nothing refunded: a claim was paid
    const refunds = await suite.app.db.select().from(collections).where(eq(collections.policyId, policyId));
    expect(refunds.filter((row) => row.type === 'refund')).toEqual([]);

    // the customer reads the same entry, and no claim can be made on the policy any more
    const view = await callAs(suite.app, user, 'GET', paths.getPolicyByPolicyId.path, {
      query: { policyId },
    });
    expect(view.json()).toMatchObject({ status: 'CANCELLED', cancellationReason: 'policy_claimed' });
    expect(view.json().history).toContainEqual(
      expect.objectContaining({ type: 'policy.cancelled', summary: cancelled?.data.summary }),
    );
    const another = await callAs(suite.app, user, 'POST', paths.submitClaim.path, {
      body: {
        policyId,
        claimType: 'SCREEN_DAMAGE',
        incidentDate: today,
        description: 'The screen cracked.',
        amount: 180_000,
        bankDetails: bank,
      },
    });
    expect(another.statusCode).toBe(422);
    expect(another.json().error.code).toBe('POLICY_NOT_ACTIVE');

    // told once, by email and SMS, in its own words; the credit life goes on
    const notices = await noticesOf(policyId, 'policy.cancelled');
    expect(notices.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
    const email = notices.find((row) => row.channel === 'email');
    expect(email?.subject).toBe(`Your device cover policy ${before.policyNumber} has ended`);
    expect(email?.text).toContain('Your phone was claimed as lost or stolen');
    expect(email?.text).toContain('We will not collect any more premiums for it.');
    expect(email?.text).toContain('When you have a new phone, you can insure it with us');
    expect(email?.text).not.toContain('did not');
    const credit = await policyRow(creditLifeId);
    expect(credit.status).toBe('ACTIVE');
    expect(email?.text).toContain(`${credit.policyNumber} is not cancelled and continues`);

    // the payout changes nothing more: no second cancellation, no second notice
    const paid = await staff(suite.supervisor, claimId, 'pay', { reference: 'EFT-LOST-1' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await eventsOf(policyId, 'policy.cancelled')).toHaveLength(1);
    expect(await noticesOf(policyId, 'policy.cancelled')).toHaveLength(2);

    // the next billing run collects the credit life's premium, not the phone's
    const due = credit.nextBillingDate ?? '';
    expect(before.nextBillingDate).toBe(due);
    await runBilling(suite.app.db, { now: new Date(`${due}T08:00:00+02:00`) });
    const billed = await suite.app.db
      .select()
      .from(collections)
      .where(inArray(collections.policyId, [policyId, creditLifeId]));
    expect(billed.filter((row) => row.type === 'premium').map((row) => row.policyId)).toEqual([creditLifeId]);
  });

  it('leaves the policy in force when a screen damage claim is approved', async () => {
    const { user, policyId } = await insured();
    await decide(await screenClaim(user, policyId), 'approve');
    expect(await policyRow(policyId)).toMatchObject({ status: 'ACTIVE', cancellationReason: null });
    expect(await eventsOf(policyId, 'policy.cancelled')).toEqual([]);
  });

  it('leaves the policy in force when a lost phone’s claim is repudiated', async () => {
    const { user, policyId } = await insured();
    await decide(await lostClaim(user, policyId), 'repudiate');
    expect(await policyRow(policyId)).toMatchObject({ status: 'ACTIVE', cancellationReason: null });
    expect(await eventsOf(policyId, 'policy.cancelled')).toEqual([]);
  });

  it('leaves a policy the customer cancelled meanwhile as it is, and still approves the claim', async () => {
    const { user, policyId } = await insured();
    const claimId = await lostClaim(user, policyId);
    const cancel = await callAs(suite.app, user, 'POST', paths.cancelPolicy.path, {
      body: { policyId, reason: 'too_expensive' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await decide(claimId, 'approve');
    expect(await policyRow(policyId)).toMatchObject({
      status: 'CANCELLED',
      cancellationReason: 'too_expensive',
    });
    expect(await eventsOf(policyId, 'policy.cancelled')).toHaveLength(1);
  });
});
