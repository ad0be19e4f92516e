/**
 * Device payment changes through their routes on a real database: a new debit order as a new policy
 * version, and a change of billing day that never skips a month's premium.
 */
import { DEVICE_PATHS } from '@cover/domain/device';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  saId,
  START,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../insurance-core/testing/line-fixtures.js';
import { buildDeviceApp, imei, insuredPhone, seedPhones } from './testing/fixtures.js';

const paths = DEVICE_PATHS.retail;
let app: FastifyInstance;
let clock: TestClock;
let phones: Awaited<ReturnType<typeof seedPhones>>;
let bob: TestUser;

beforeAll(async () => {
  clock = new TestClock(START);
  app = await buildDeviceApp(clock);
  phones = await seedPhones(app);
  bob = await userWithHolder(app, 'retail', saId('850505510108'), { firstName: 'Bongani' });
});
afterAll(async () => {
  await app.close();
});

describe('the payment of a device policy', () => {
  it('changes the payment details as a new policy version', async () => {
    const policy = (await insuredPhone(app, bob, phones.galaxy.id, imei(9))).policy;
    const response = await callAs(app, bob, 'POST', paths.updatePolicyPayment.path, {
      body: {
        policyId: policy?.policyId,
        paymentMethod: { ...debitOrderFor('Bongani Dlamini') },
        billingDay: 25,
        consents: { debitOrder: true },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ billingDay: 25, paymentDetails: { accountNumber: '••••6789' } });
    const detail = await callAs(app, bob, 'GET', paths.getPolicyByPolicyId.path, {
      query: { policyId: policy?.policyId ?? '' },
    });
    expect(detail.json()).toMatchObject({ version: 2, billingDay: 25 });
  });

  it('moves the month’s collection to an earlier billing day still ahead, and never skips a month', async () => {
    const resumeAt = clock.now();
    clock.set(new Date('2026-03-02T09:00:00+02:00'));
    try {
      const policy = (await insuredPhone(app, bob, phones.galaxy.id, imei(12))).policy;
      expect(policy).toMatchObject({ billingDay: 15, nextBillingDate: '2026-03-15' });
      const change = (billingDay: number) =>
        callAs(app, bob, 'POST', paths.updatePolicyPayment.path, {
          body: {
            policyId: policy?.policyId,
            paymentMethod: debitOrderFor('Bongani Dlamini'),
            billingDay,
            consents: { debitOrder: true },
          },
        });
      // The 12th is still ahead on 2 March: March is collected on the 12th, not first in April.
      expect((await change(12)).json()).toMatchObject({ billingDay: 12, nextBillingDate: '2026-03-12' });
      clock.set(new Date('2026-03-10T09:00:00+02:00'));
      // The 31st of the same month, later.
      expect((await change(31)).json()).toMatchObject({ billingDay: 31, nextBillingDate: '2026-03-31' });
      clock.set(new Date('2026-03-20T09:00:00+02:00'));
      // The 15th has passed by the 20th: March stays on the 31st, and the 15th applies from April.
      expect((await change(15)).json()).toMatchObject({ billingDay: 15, nextBillingDate: '2026-03-31' });
    } finally {
      clock.set(resumeAt);
    }
  });
});

const debitOrderFor = (accountHolderName: string) => ({
  type: 'debit_order' as const,
  bankName: 'Capitec',
  branchCode: '470010',
  accountHolderName,
  accountNumber:
    '1234567890123456789'.slice(0, 10).replace(/0$/, '9').replace(/^1234/, '1236').slice(0, 6) + '6789',
  accountType: 'savings' as const,
});
