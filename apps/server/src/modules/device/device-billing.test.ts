/**
 * Device cover and its credit life are billed like every line: each its own premium on the billing day; a
 * debit order that keeps failing starts the grace period and, unpaid after it, lapses both policies.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, policies } from '../../db/schema/index.js';
import { runBilling } from '../insurance-core/billing-run.js';
import {
  debitOrder,
  saId,
  START,
  TestClock,
  userWithHolder,
} from '../insurance-core/testing/line-fixtures.js';
import { buildDeviceApp, creditLife, imei, insuredPhone, seedPhones } from './testing/fixtures.js';

let app: FastifyInstance;
let deviceId = '';
let creditId = '';

beforeAll(async () => {
  const clock = new TestClock(START);
  app = await buildDeviceApp(clock);
  const phones = await seedPhones(app);
  const owner = await userWithHolder(app, 'retail', saId('800101500908'));
  const reply = await insuredPhone(app, owner, phones.galaxy.id, imei(60), {
    quote: { isOptedforCreditLife: true, outstandingBalance: 300_000 },
    registration: {
      isOptedforCreditLife: true,
      creditLife: creditLife(300_000),
      // the demo account number whose debit orders always fail
      paymentMethod: debitOrder('0000000000'),
    },
  });
  deviceId = reply.policy?.policyId ?? '';
  creditId = reply.creditLifePolicyId ?? '';
});
afterAll(async () => {
  await app.close();
});

const row = async (id: string) => {
  const [found] = await app.db.select().from(policies).where(eq(policies.id, id));
  if (!found) throw new Error('policy missing');
  return found;
};

describe('billing device cover and its credit life', () => {
  it('bills each its own premium on the billing day, then starts the grace period and lapses both', async () => {
    const device = await row(deviceId);
    expect(device.nextBillingDate).toBe('2026-03-15');
    await runBilling(app.db, { now: new Date('2026-03-15T08:00:00+02:00') });
    const billed = await app.db.select().from(collections);
    expect(billed.map((entry) => [entry.policyId, entry.amount, entry.status]).sort()).toEqual(
      [
        [creditId, 1_260, 'failed'],
        [deviceId, 7_900, 'failed'],
      ].sort(),
    );
    expect((await row(deviceId)).balance).toBe(7_900);
    await runBilling(app.db, { now: new Date('2026-04-05T08:00:00+02:00') });
    expect((await row(deviceId)).status).toBe('LAPSED');
    expect((await row(creditId)).status).toBe('LAPSED');
  });
});
