import { policyPaymentReplySchema } from '@cover/domain';
import {
  cancelPolicyReplySchema,
  FUNERAL_PATHS,
  policyDetailSchema,
  type Policy,
} from '@cover/domain/funeral';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBilling } from '../insurance-core/index.js';
import {
  buildFuneralApp,
  callAs,
  familyApplication,
  familyQuote,
  saId,
  START,
  TestClock,
  userWithHolder,
  debitOrder,
  type TestUser,
} from './testing/fixtures.js';
import { applyFor, quoteFor, retailPolicy } from './testing/flows.js';

const retail = FUNERAL_PATHS.retail;
const clock = new TestClock(START);
let app: FastifyInstance;
let alice: TestUser;

const at = (day: string) => clock.set(new Date(`${day}T10:00:00`));

async function payment(policyId: string) {
  const response = await callAs(app, alice, 'GET', retail.getPolicyPayment.path, { query: { policyId } });
  return policyPaymentReplySchema.parse(response.json());
}
async function detail(policyId: string) {
  const response = await callAs(app, alice, 'GET', retail.getPolicyByPolicyId.path, { query: { policyId } });
  return policyDetailSchema.parse(response.json());
}
async function cancel(policyId: string, reason = 'too_expensive') {
  const response = await callAs(app, alice, 'POST', retail.cancelPolicy.path, {
    body: { policyId, reason },
    idempotencyKey: `cancel-${policyId}`,
  });
  expect(response.statusCode).toBe(200);
  return cancelPolicyReplySchema.parse(response.json());
}

beforeAll(async () => {
  app = await buildFuneralApp(clock);
  alice = await userWithHolder(app, 'retail', saId('850512012308'));
});
afterAll(async () => {
  await app.close();
});

describe('billing, grace, lapse and cancellation', () => {
  it('collects premiums on the billing date and refunds them on a cancellation inside cooling-off', async () => {
    at('2026-03-02');
    const policy: Policy = await retailPolicy(app, alice);
    at('2026-03-14');
    expect((await runBilling(app.db, { now: clock.now() })).collected).toBe(0);
    at('2026-03-15');
    const run = await runBilling(app.db, { now: clock.now() });
    expect(run.collected).toBeGreaterThanOrEqual(1);
    expect(await runBilling(app.db, { now: clock.now() })).toMatchObject({ collected: 0, failed: 0 });
    const paid = await payment(policy.policyId);
    expect(paid.nextBillingDate).toBe('2026-04-15');
    expect(paid.collections).toMatchObject([
      { type: 'premium', status: 'successful', amount: policy.monthlyPremium, dueDate: '2026-03-15' },
    ]);

    at('2026-03-30');
    expect((await detail(policy.policyId)).cancellationTerms).toEqual({
      withinCoolingOff: true,
      coolingOffEndsOn: '2026-04-02',
      refundAmount: policy.monthlyPremium,
      claimMade: false,
      openClaims: [],
      // a funeral policy carries no credit life of its own
      linkedCover: [],
      // inside cooling-off every premium paid comes back, not only the days after today
      unusedCover: null,
    });
    const reply = await cancel(policy.policyId);
    expect(reply.withinCoolingOff).toBe(true);
    expect(reply.refund?.amount).toBe(policy.monthlyPremium);
    expect(reply.policy).toMatchObject({
      status: 'CANCELLED',
      statusDisplayValue: 'Cancelled',
      cancellationReason: 'too_expensive',
      nextBillingDate: null,
      lapsedAt: null,
    });
    expect(reply.policy.cancelledAt?.slice(0, 10)).toBe('2026-03-30');
    const after = await payment(policy.policyId);
    expect(after.collections[0]).toMatchObject({ type: 'refund', amount: -policy.monthlyPremium });
    expect((await detail(policy.policyId)).history.map((event) => event.type)).toEqual([
      'policy.issued',
      'collection.successful',
      'policy.cancelled',
    ]);
    const twice = await callAs(app, alice, 'POST', retail.cancelPolicy.path, {
      body: { policyId: policy.policyId, reason: 'other' },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('after the cooling-off period refunds only the days paid for after the day of cancellation', async () => {
    at('2026-03-02');
    const policy = await retailPolicy(app, alice);
    at('2026-04-15');
    await runBilling(app.db, { now: clock.now() });
    expect(
      (await payment(policy.policyId)).collections.filter((c) => c.status === 'successful'),
    ).toHaveLength(2);
    // the premium of 15 April paid for 15 April to 14 May (30 days); cover ends at the end of 20 April
    at('2026-04-20');
    const unused = Math.floor((policy.monthlyPremium * 24) / 30);
    expect((await detail(policy.policyId)).cancellationTerms).toMatchObject({
      withinCoolingOff: false,
      refundAmount: unused,
      unusedCover: { paidUntil: '2026-05-14', days: 24, amount: unused },
    });
    const reply = await cancel(policy.policyId, 'unemployed');
    expect(reply.withinCoolingOff).toBe(false);
    expect(reply.refund?.amount).toBe(unused);
    // not "the premiums you paid": only the days after today come back, as the page says beside it
    expect(reply.message).toBe('Your policy has been cancelled. Your refund is on its way.');
    const refunds = (await payment(policy.policyId)).collections.filter((c) => c.type === 'refund');
    expect(refunds).toMatchObject([{ amount: -unused, dueDate: '2026-04-20' }]);
    const history = (await detail(policy.policyId)).history;
    expect(history.at(-1)?.summary).toContain(
      'refunded for the 24 days paid for after the cancellation, up to 14 May 2026.',
    );
  });

  it('refunds nothing after the cooling-off period once the month paid for is over', async () => {
    at('2026-03-02');
    const policy = await retailPolicy(app, alice);
    at('2026-03-15');
    await runBilling(app.db, { now: clock.now() });
    // the April premium not yet collected: 15 March paid up to 14 April, the last day of cover paid for
    at('2026-04-14');
    expect((await detail(policy.policyId)).cancellationTerms).toMatchObject({
      withinCoolingOff: false,
      refundAmount: 0,
      unusedCover: null,
    });
    const reply = await cancel(policy.policyId, 'unemployed');
    expect(reply.refund).toBeNull();
    expect((await payment(policy.policyId)).collections.some((c) => c.type === 'refund')).toBe(false);
  });

  it('starts the 15-day grace on a failed collection and lapses the policy when it stays unpaid', async () => {
    at('2026-03-02');
    const quote = await quoteFor(app, alice, familyQuote(alice.idNumber));
    const reply = await applyFor(
      app,
      alice,
      familyApplication(quote.quotePackageId, { billingDay: 12, paymentMethod: debitOrder('0000000000') }),
    );
    const policyId = reply.policy?.policyId ?? '';
    at('2026-03-12');
    const first = await runBilling(app.db, { now: clock.now() });
    expect(first.failed).toBeGreaterThanOrEqual(1);
    const owing = await detail(policyId);
    expect(owing).toMatchObject({
      status: 'ACTIVE',
      balance: owing.monthlyPremium,
      graceEndsOn: '2026-03-27',
    });
    expect(owing.billingAmount).toBe(2 * owing.monthlyPremium);

    at('2026-03-27');
    await runBilling(app.db, { now: clock.now() });
    expect((await detail(policyId)).status).toBe('ACTIVE');
    at('2026-03-28');
    const lapsing = await runBilling(app.db, { now: clock.now() });
    expect(lapsing.lapsed).toBeGreaterThanOrEqual(1);
    const lapsed = await detail(policyId);
    expect(lapsed).toMatchObject({ status: 'LAPSED', statusDisplayValue: 'Lapsed', nextBillingDate: null });
    // the day cover ended, for the page to say so
    expect(lapsed.lapsedAt?.slice(0, 10)).toBe('2026-03-28');
    expect(owing.lapsedAt).toBeNull();
    expect(lapsed.history.map((event) => event.type)).toContain('policy.lapsed');
    const alter = await callAs(app, alice, 'POST', retail.changePlanDetails.path, {
      body: { policyId, coverOption: 'A' },
    });
    expect(alter.statusCode).toBe(409);
  });

  it('recovers a failed premium presented again inside the grace period', async () => {
    at('2026-03-02');
    const quote = await quoteFor(app, alice, familyQuote(alice.idNumber));
    const reply = await applyFor(
      app,
      alice,
      familyApplication(quote.quotePackageId, { billingDay: 20, paymentMethod: debitOrder('0000000000') }),
    );
    const policyId = reply.policy?.policyId ?? '';
    at('2026-03-20');
    await runBilling(app.db, { now: clock.now() });
    at('2026-03-21');
    await callAs(app, alice, 'POST', retail.updatePolicyPayment.path, {
      body: { policyId, paymentMethod: debitOrder(), consents: { debitOrder: true } },
    });
    at('2026-03-22');
    const retry = await runBilling(app.db, { now: clock.now() });
    expect(retry.recovered).toBeGreaterThanOrEqual(1);
    expect(await detail(policyId)).toMatchObject({ status: 'ACTIVE', balance: 0, graceEndsOn: null });
  });
});
