/**
 * A linked credit life an underwriter has under review is neither approved nor issued with the policy it was
 * taken with (the phone's case: device/credit-life-with-phone.test.ts). Today a referral refers both together;
 * here the vehicle credit life alone is referred before the motor declaration, the state this guards against.
 * The underwriter's later approval issues it linked to the motor policy, or leaves it to be issued with it.
 */
import { BACKOFFICE_APPLICATION_PATHS, fillPath } from '@cover/domain';
import { VEHICLE_CREDIT_LIFE_PATHS } from '@cover/domain/motor';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/index.js';
import { createBackofficeModule } from '../backoffice/index.js';
import { today } from '../insurance-core/clock.js';
import { callAs, saId, TestClock, userWithHolder } from '../insurance-core/testing/line-fixtures.js';
import { asBackoffice, operatorSession } from '../operator/testing/staff-sessions.js';
import { declareFinanced, financedApplication } from '../motor/testing/credit-life-fixtures.js';
import { buildMotorApp, seedValuations } from '../motor/testing/fixtures.js';

let app: FastifyInstance;
let clock: TestClock;
let corollaId: string;
let underwriter: string;

beforeAll(async () => {
  clock = new TestClock(new Date());
  app = await buildMotorApp(clock, [createBackofficeModule({ now: clock.now })]);
  corollaId = (await seedValuations(app)).corolla.id;
  underwriter = await operatorSession(app, ['backoffice'], 'Underwriter One');
}, 60_000);
afterAll(async () => {
  await app.close();
});

/** A financed motor application whose credit life alone an underwriter has been asked to review. */
async function withReferredCreditLife(idNumber: string) {
  const buyer = await userWithHolder(app, 'retail', saId(idNumber));
  const { response } = await financedApplication(app, corollaId, buyer, 'APPROVED');
  expect(response.statusCode, response.body).toBe(201);
  const motorApplicationId: string = response.json().application.applicationId;
  const linkedId: string = response.json().application.module.creditLife.applicationId;
  await app.db
    .update(applications)
    .set({ underwritingStatus: 'REFERRED', underwritingReasons: ['Outstanding balance to confirm'] })
    .where(eq(applications.id, linkedId));
  return { buyer, motorApplicationId, linkedId };
}

const approve = (applicationId: string) =>
  asBackoffice(app, underwriter, 'POST', fillPath(BACKOFFICE_APPLICATION_PATHS.decide, { applicationId }), {
    decision: 'approve',
  });

const linkedRow = async (id: string) =>
  (await app.db.select().from(applications).where(eq(applications.id, id)))[0];

describe('vehicle credit life under review when the motor declaration is accepted', () => {
  it('stays with the underwriter (PENDING, referred, no policy) while the motor policy is issued', async () => {
    const { buyer, motorApplicationId, linkedId } = await withReferredCreditLife('800101500908');
    const declared = await declareFinanced(app, buyer, motorApplicationId);
    expect(declared.statusCode, declared.body).toBe(200);
    expect(declared.json().policy.policyNumber).toMatch(/^MOT-/);
    expect(await linkedRow(linkedId)).toMatchObject({
      status: 'PENDING',
      underwritingStatus: 'REFERRED',
      policyId: null,
    });
    // the customer's motor application shows the credit life still waiting, without a policy
    expect(declared.json().application.module.creditLife).toMatchObject({
      status: 'PENDING',
      policyId: null,
    });
  });

  it('is issued linked to the motor policy when the underwriter approves it later, from that day', async () => {
    const { buyer, motorApplicationId, linkedId } = await withReferredCreditLife('850505500807');
    const motorPolicy = (await declareFinanced(app, buyer, motorApplicationId)).json().policy;
    clock.advanceDays(3);
    const decided = await approve(linkedId);
    expect(decided.statusCode, decided.body).toBe(200);
    const { policyId } = (await linkedRow(linkedId))!;
    expect(policyId).toBeTruthy();
    const detail = await callAs(
      app,
      buyer,
      'GET',
      fillPath(VEHICLE_CREDIT_LIFE_PATHS.retail.getPolicyById.path, { policyId: policyId! }),
    );
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      status: 'ACTIVE',
      startDate: today(clock.now()),
      module: { linkedPolicyId: motorPolicy.policyId },
    });
    expect(detail.json().startDate > motorPolicy.startDate).toBe(true);
  });

  it('approved before the motor declaration, waits and is issued with the motor policy, linked', async () => {
    const { buyer, motorApplicationId, linkedId } = await withReferredCreditLife('900202500804');
    const decided = await approve(linkedId);
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await linkedRow(linkedId)).toMatchObject({ status: 'APPROVED', policyId: null });
    const declared = await declareFinanced(app, buyer, motorApplicationId);
    expect(declared.statusCode, declared.body).toBe(200);
    const motorPolicy = declared.json().policy;
    expect(declared.json().application.module.creditLife).toMatchObject({ status: 'ACTIVE' });
    const detail = await callAs(
      app,
      buyer,
      'GET',
      fillPath(VEHICLE_CREDIT_LIFE_PATHS.retail.getPolicyById.path, {
        policyId: declared.json().application.module.creditLife.policyId,
      }),
    );
    expect(detail.json()).toMatchObject({
      startDate: motorPolicy.startDate,
      module: { linkedPolicyId: motorPolicy.policyId },
    });
  });
});
