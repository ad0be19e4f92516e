/**
 * A phone and its credit life changed in one step are told together (docs/decisions/0027, addendum "one
 * notice for cover sold together"): moved to a new way of paying, or cancelled with it (`alsoCancelLinked`),
 * they get one email and one SMS naming both; a credit life cancelled at another moment is told on its own.
 */
import { formatRand } from '@cover/domain';
import { DEVICE_CREDIT_LIFE_PATHS, DEVICE_PATHS } from '@cover/domain/device';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, saId, userWithHolder, type TestUser } from '../insurance-core/testing/line-fixtures.js';
import { recordNotices } from './index.js';
import { soldTogetherSuite } from './testing/sold-together-suite.js';

const suite = soldTogetherSuite();
const { noticesOf, eventOf, boughtTogether, newDebitOrder } = suite;
let app: FastifyInstance;
beforeAll(() => {
  app = suite.app();
});

describe('a phone and its credit life changed or cancelled in one step', () => {
  let buyer: TestUser;
  let phone: Awaited<ReturnType<typeof suite.policyRow>>;
  let credit: Awaited<ReturnType<typeof suite.policyRow>>;

  beforeAll(async () => {
    buyer = await userWithHolder(app, 'retail', saId('840404500908'), { firstName: 'Lindiwe' });
    ({ phone, credit } = await boughtTogether(buyer, 64));
  });

  it('says once, by email and by SMS, that the premiums of both policies are paid the new way', async () => {
    const before = await noticesOf(buyer);
    const changed = await callAs(app, buyer, 'POST', DEVICE_PATHS.retail.updatePolicyPayment.path, {
      body: {
        policyId: phone.id,
        billingDay: 20,
        paymentMethod: newDebitOrder,
        consents: { debitOrder: true },
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // both moved: the credit life has its own event
    await eventOf(credit.id, 'policy.payment_updated');
    const notices = await noticesOf(buyer);
    expect(notices).toHaveLength(before.length + 2);
    const added = notices.slice(before.length);
    expect(added.map((row) => [row.channel, row.type, row.entityId])).toEqual([
      ['email', 'policy.payment_updated', phone.id],
      ['sms', 'policy.payment_updated', phone.id],
    ]);
    const [email, sms] = added;
    expect(email?.subject).toBe(
      `Your payment details for policies ${phone.policyNumber} and ${credit.policyNumber} have changed`,
    );
    expect(email?.text).toContain(
      `From now on we collect the premiums of your device cover policy ${phone.policyNumber} and device credit life policy ${credit.policyNumber} by debit order from your Capitec account ending 6789, on the 20th of each month.`,
    );
    expect(email?.text).not.toContain('1236567896789');
    expect(sms?.text).toContain(`${phone.policyNumber} and ${credit.policyNumber} now come from`);
    expect(sms?.text).toContain('Not you?');
    expect(sms?.text.length).toBeLessThanOrEqual(160);
  });

  it('says once, by email and by SMS, that both policies are cancelled, naming both numbers', async () => {
    const before = await noticesOf(buyer);
    const cancelled = await callAs(app, buyer, 'POST', DEVICE_PATHS.retail.cancelPolicy.path, {
      body: { policyId: phone.id, reason: 'too_expensive', alsoCancelLinked: true },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const reply = cancelled.json();
    expect(reply.alsoCancelled).toEqual([expect.objectContaining({ policyId: credit.id })]);
    const notices = await noticesOf(buyer);
    expect(notices).toHaveLength(before.length + 2);
    const added = notices.slice(before.length);
    expect(added.map((row) => [row.channel, row.type, row.entityId])).toEqual([
      ['email', 'policy.cancelled', phone.id],
      ['sms', 'policy.cancelled', phone.id],
    ]);
    const [email, sms] = added;
    expect(email?.subject).toBe('Your device cover and device credit life policies are cancelled');
    expect(email?.text).toContain(
      `We have cancelled your device cover policy ${phone.policyNumber} and device credit life policy ${credit.policyNumber} as you asked.`,
    );
    expect(email?.text).toContain('We will not collect any more premiums for them.');
    // the refund of each, as the cancellation gave it
    const refunds = [reply.refund?.amount ?? 0, reply.alsoCancelled[0].refund];
    if (refunds.every((amount) => amount === 0)) {
      expect(email?.text).not.toContain('refund');
      expect(sms?.text).not.toContain('refund');
    } else
      for (const amount of refunds.filter((entry) => entry > 0))
        expect(email?.text).toContain(`the ${formatRand(amount)} you paid`);
    expect(sms?.text).toContain(`policies ${phone.policyNumber} and ${credit.policyNumber} are cancelled`);
    expect(sms?.text.length).toBeLessThanOrEqual(160);
  });

  it('adds nothing when the credit life’s events are observed again, and keeps every notice’s own key', async () => {
    const before = await noticesOf(buyer);
    for (const type of ['policy.payment_updated', 'policy.cancelled'])
      await expect(recordNotices(app.db, await eventOf(credit.id, type))).resolves.toBe(0);
    const after = await noticesOf(buyer);
    expect(after.map((row) => [row.dedupeKey, row.text])).toEqual(
      before.map((row) => [row.dedupeKey, row.text]),
    );
    expect(new Set(after.map((row) => row.dedupeKey)).size).toBe(after.length);
  });
});

describe('a phone cancelled alone, its credit life later', () => {
  it('tells each cancellation once, each naming its own policy', async () => {
    const buyer = await userWithHolder(app, 'retail', saId('850505500908'), { firstName: 'Bongani' });
    const { phone, credit } = await boughtTogether(buyer, 65);
    const before = (await noticesOf(buyer)).length;
    const alone = await callAs(app, buyer, 'POST', DEVICE_PATHS.retail.cancelPolicy.path, {
      body: { policyId: phone.id, reason: 'too_expensive' },
    });
    expect(alone.statusCode, alone.body).toBe(200);
    const later = await callAs(app, buyer, 'POST', DEVICE_CREDIT_LIFE_PATHS.retail.cancelPolicy.path, {
      body: { policyId: credit.id, reason: 'too_expensive' },
    });
    expect(later.statusCode, later.body).toBe(200);
    const added = (await noticesOf(buyer)).slice(before);
    expect(added.map((row) => [row.channel, row.type, row.entityId])).toEqual([
      ['email', 'policy.cancelled', phone.id],
      ['sms', 'policy.cancelled', phone.id],
      ['email', 'policy.cancelled', credit.id],
      ['sms', 'policy.cancelled', credit.id],
    ]);
    expect(added[0]?.subject).toBe(`Your device cover policy ${phone.policyNumber} is cancelled`);
    // the phone's notice says its premiums stop, and that the credit life goes on with its own
    expect(added[0]?.text).toContain(
      `Your device credit life policy ${credit.policyNumber} is not cancelled and continues: we collect its premium of ${formatRand(credit.monthlyPremium)} a month as before.`,
    );
    expect(added[1]?.text).toBe(
      `Telkom Cover: policy ${phone.policyNumber} is cancelled. No more premiums for it. Your device credit life ${credit.policyNumber} continues at ${formatRand(credit.monthlyPremium)} a month.`,
    );
    expect(added[2]?.subject).toBe(`Your device credit life policy ${credit.policyNumber} is cancelled`);
    expect(added[3]?.text).not.toContain('continues');
  });
});
