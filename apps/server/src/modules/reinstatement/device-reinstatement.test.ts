/**
 * Reinstating lapsed device cover and its credit life (a second line, the same routes): the demo account
 * whose debit orders always fail lapses both; paying from it fails and changes nothing; a new debit order
 * pays the arrears and becomes the policy's payment method. Each policy is reinstated on its own.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REINSTATEMENT_PATHS, reinstatementOfferSchema, reinstateReplySchema } from '@cover/domain';
import { collections, paymentMethods, policies } from '../../db/schema/index.js';
import { buildDeviceApp, creditLife, imei, insuredPhone, seedPhones } from '../device/testing/fixtures.js';
import {
  callAs,
  debitOrder,
  saId,
  START,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../insurance-core/testing/line-fixtures.js';
import { createReinstatementModule } from './index.js';
import { billingRunOn } from './testing.js';

const clock = new TestClock(START);
const url = (policyId: string) => REINSTATEMENT_PATHS.retail.offer.path.replace(':policyId', policyId);

let app: FastifyInstance;
let owner: TestUser;
let deviceId = '';
let creditId = '';

const row = async (id: string) => {
  const [found] = await app.db.select().from(policies).where(eq(policies.id, id));
  if (!found) throw new Error('policy missing');
  return found;
};

beforeAll(async () => {
  // the default collector: the simulated one of the billing run
  app = await buildDeviceApp(clock, [createReinstatementModule({ now: clock.now })]);
  const phones = await seedPhones(app);
  owner = await userWithHolder(app, 'retail', saId('800101500908'));
  const reply = await insuredPhone(app, owner, phones.galaxy.id, imei(61), {
    quote: { isOptedforCreditLife: true, outstandingBalance: 300_000 },
    registration: {
      isOptedforCreditLife: true,
      creditLife: creditLife(300_000),
      paymentMethod: debitOrder('0000000000'),
    },
  });
  deviceId = reply.policy?.policyId ?? '';
  creditId = reply.creditLifePolicyId ?? '';
  await billingRunOn(app, '2026-03-15');
  await billingRunOn(app, '2026-04-05');
  clock.set(new Date('2026-04-06T12:00:00+02:00'));
});
afterAll(async () => {
  await app.close();
});

describe('reinstating device cover and its credit life', () => {
  it('offers both lapsed policies, each with its own arrears', async () => {
    expect((await row(deviceId)).status).toBe('LAPSED');
    const device = reinstatementOfferSchema.parse((await callAs(app, owner, 'GET', url(deviceId))).json());
    const credit = reinstatementOfferSchema.parse((await callAs(app, owner, 'GET', url(creditId))).json());
    expect(device).toMatchObject({ line: 'device', eligible: true, lapsedOn: '2026-04-05', arrears: 7_900 });
    expect(credit).toMatchObject({ eligible: true, lapsedOn: '2026-04-05', arrears: 1_260 });
    expect(device.windowEndsOn).toBe('2026-06-04');
    expect(device.paymentMethod?.accountNumber).toBe('••••0000');
  });

  it('cannot collect from the account that failed: nothing changes', async () => {
    const before = await row(deviceId);
    const response = await callAs(app, owner, 'POST', url(deviceId), { body: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: { code: 'REINSTATEMENT_PAYMENT_FAILED', message: expect.stringContaining('R 79,00') },
    });
    expect(await row(deviceId)).toEqual(before);
  });

  it('refuses a debit order that is not valid, naming the field', async () => {
    const response = await callAs(app, owner, 'POST', url(deviceId), {
      body: { paymentMethod: { ...debitOrder(), branchCode: '12' } },
    });
    expect(response.statusCode).toBe(400);
    expect((await row(deviceId)).status).toBe('LAPSED');
  });

  it('refuses a debit order day that is not a billing day', async () => {
    const response = await callAs(app, owner, 'POST', url(deviceId), {
      body: { paymentMethod: { ...debitOrder(), debitOrderDate: 3 } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: { fields: { 'paymentMethod.debitOrderDate': expect.stringContaining('debit order day') } },
    });
    expect((await row(deviceId)).status).toBe('LAPSED');
  });

  it('pays from a new debit order, which becomes the policy payment method on its day; the credit life stays lapsed', async () => {
    const before = await row(deviceId);
    const response = await callAs(app, owner, 'POST', url(deviceId), {
      body: { paymentMethod: { ...debitOrder('62000011112222'), debitOrderDate: 20 } },
      idempotencyKey: 'device-reinstate',
    });
    expect(response.statusCode).toBe(200);
    const reply = reinstateReplySchema.parse(response.json());
    expect(reply).toMatchObject({ line: 'device', arrearsPaid: 7_900, nextBillingDate: '2026-04-20' });
    expect(reply.paymentMethod?.accountNumber).toBe('••••2222');
    expect(response.body).not.toContain('62000011112222');
    const after = await row(deviceId);
    expect(after.paymentMethodId).not.toBe(before.paymentMethodId);
    expect(after.paymentMethodId).toBe(reply.paymentMethod?.paymentMethodId);
    const [method] = await app.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.id, after.paymentMethodId ?? ''));
    expect(after.billingDay).toBe(20);
    expect(method).toMatchObject({ accountNumber: '62000011112222', failing: false, debitOrderDate: 20 });
    const [arrears] = await app.db.select().from(collections).where(eq(collections.type, 'arrears'));
    expect(arrears).toMatchObject({ policyId: deviceId, paymentMethodId: method?.id, amount: 7_900 });
    expect((await row(creditId)).status).toBe('LAPSED');

    await billingRunOn(app, '2026-04-20');
    const april = await app.db.select().from(collections).where(eq(collections.policyId, deviceId));
    expect(april.find((entry) => entry.dueDate === '2026-04-20')).toMatchObject({ status: 'successful' });
  });
});
