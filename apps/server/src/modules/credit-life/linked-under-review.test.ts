/**
 * A linked credit life an underwriter has under review is neither approved nor issued with the policy it was
 * taken with (the phone's case: device/credit-life-with-phone.test.ts). Today a referral refers both together;
 * here the vehicle credit life alone is referred before the motor declaration, the state this guards against.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/index.js';
import { saId, TestClock, userWithHolder } from '../insurance-core/testing/line-fixtures.js';
import { declareFinanced, financedApplication } from '../motor/testing/credit-life-fixtures.js';
import { buildMotorApp, seedValuations } from '../motor/testing/fixtures.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildMotorApp(new TestClock(new Date()));
}, 60_000);
afterAll(async () => {
  await app.close();
});

describe('vehicle credit life under review when the motor declaration is accepted', () => {
  it('stays with the underwriter (PENDING, referred, no policy) while the motor policy is issued', async () => {
    const { corolla } = await seedValuations(app);
    const buyer = await userWithHolder(app, 'retail', saId('800101500908'));
    const { response } = await financedApplication(app, corolla.id, buyer, 'APPROVED');
    expect(response.statusCode, response.body).toBe(201);
    const motorApplication = response.json().application;
    const linkedId: string = motorApplication.module.creditLife.applicationId;
    await app.db
      .update(applications)
      .set({ underwritingStatus: 'REFERRED', underwritingReasons: ['Outstanding balance to confirm'] })
      .where(eq(applications.id, linkedId));

    const declared = await declareFinanced(app, buyer, motorApplication.applicationId);
    expect(declared.statusCode, declared.body).toBe(200);
    expect(declared.json().policy.policyNumber).toMatch(/^MOT-/);
    const [linked] = await app.db.select().from(applications).where(eq(applications.id, linkedId));
    expect(linked).toMatchObject({ status: 'PENDING', underwritingStatus: 'REFERRED', policyId: null });
    // the customer's motor application shows the credit life still waiting, without a policy
    expect(declared.json().application.module.creditLife).toMatchObject({
      status: 'PENDING',
      policyId: null,
    });
  });
});
