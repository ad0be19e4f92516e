/**
 * One credit life per financed vehicle (QA walk 7 finding 1: VCL-2026-000003 was issued on its own beside the
 * active VCL-2026-000002 taken with the motor cover, and the customer paid twice for one loan). A second
 * credit life on the same VIN is refused (409 CREDIT_LIFE_EXISTS at vinNumber) while one is ACTIVE or its
 * application is still PENDING, naming the customer's own policy or application; another customer's is
 * refused without its number (as the vehicle already-insured rule refuses anyone's vehicle, naming no one).
 * A cancelled policy or a declined application does not block; continuing the PENDING one itself does.
 */
import { creditLifeExistsMessage } from '@cover/domain';
import { VEHICLE_CREDIT_LIFE_PATHS } from '@cover/domain/motor';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, policies } from '../../db/schema/index.js';
import {
  callAs,
  saId,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../insurance-core/testing/line-fixtures.js';
import {
  CREDIT_LIFE_CONSENTS,
  declareFinanced,
  financedApplication,
  standaloneCreditLife,
} from '../motor/testing/credit-life-fixtures.js';
import { buildMotorApp, newVehicleIdentity, seedValuations } from '../motor/testing/fixtures.js';

const paths = VEHICLE_CREDIT_LIFE_PATHS.retail;
const ISSUE = { consents: { ...CREDIT_LIFE_CONSENTS, debitOrder: true } };
let app: FastifyInstance;
let corollaId: string;
let alice: TestUser;
let bongani: TestUser;

beforeAll(async () => {
  app = await buildMotorApp(new TestClock(new Date()));
  corollaId = (await seedValuations(app)).corolla.id;
  alice = await userWithHolder(app, 'retail', saId('800101500908'));
  bongani = await userWithHolder(app, 'retail', saId('850505510108'));
}, 240_000);
afterAll(async () => {
  await app.close();
});

const standalone = (user: TestUser, extra: Record<string, unknown>) =>
  callAs(app, user, 'POST', paths.createIndividualCreditLife.path, {
    body: standaloneCreditLife(user, extra),
  });

const expectRefused = (
  response: Awaited<ReturnType<typeof standalone>>,
  existing: Parameters<typeof creditLifeExistsMessage>[1],
) => {
  expect(response.statusCode, response.body).toBe(409);
  const message = creditLifeExistsMessage('vehicle', existing);
  expect(response.json().error).toMatchObject({
    code: 'CREDIT_LIFE_EXISTS',
    message,
    fields: { vinNumber: message },
  });
};

describe('a second vehicle credit life on the same VIN', () => {
  it('is refused beside the credit life taken with the motor cover, naming its policy (the walk)', async () => {
    const { response, body } = await financedApplication(app, corollaId, alice, 'APPROVED');
    expect(response.statusCode, response.body).toBe(201);
    const declared = await declareFinanced(app, alice, response.json().application.applicationId);
    expect(declared.statusCode, declared.body).toBe(200);
    const vin = (body.vehicle as { vin: string }).vin;
    const linkedId: string = response.json().application.module.creditLife.applicationId;
    const [linked] = await app.db
      .select({ policyNumber: policies.policyNumber })
      .from(policies)
      .where(eq(policies.applicationId, linkedId));
    const policyNumber = linked?.policyNumber ?? '';
    expect(policyNumber).toMatch(/^VCL-/);
    const second = await standalone(alice, {
      vinNumber: vin.toLowerCase(),
      outstandingBalance: 10_000_000,
      ...ISSUE,
    });
    expectRefused(second, { policyNumber });
  }, 240_000);

  it('is refused beside one taken on its own, and again once it is cancelled no more', async () => {
    const { vin } = newVehicleIdentity();
    const first = await standalone(alice, { vinNumber: vin, ...ISSUE });
    expect(first.statusCode, first.body).toBe(201);
    const { policy } = first.json();
    expectRefused(await standalone(alice, { vinNumber: vin, ...ISSUE }), {
      policyNumber: policy.policyNumber,
    });
    // saved for later (PENDING) is refused too: nothing is stored
    expectRefused(await standalone(alice, { vinNumber: vin }), { policyNumber: policy.policyNumber });
    const cancelled = await callAs(app, alice, 'POST', paths.cancelPolicy.path, {
      body: { policyId: policy.policyId, reason: 'too_expensive' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const again = await standalone(alice, { vinNumber: vin, ...ISSUE });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('is refused beside a PENDING application, which itself can still be continued and issued', async () => {
    const { vin } = newVehicleIdentity();
    const saved = await standalone(alice, { vinNumber: vin });
    expect(saved.statusCode, saved.body).toBe(201);
    const { application } = saved.json();
    expectRefused(await standalone(alice, { vinNumber: vin, ...ISSUE }), {
      applicationNumber: application.applicationNumber,
    });
    const continued = await callAs(app, alice, 'POST', paths.editCreditLifeApplication.path, {
      body: { applicationId: application.applicationId, ...ISSUE },
    });
    expect(continued.statusCode, continued.body).toBe(200);
    expect(continued.json().policy.policyNumber).toMatch(/^VCL-/);
  });

  it('is not blocked by a declined application', async () => {
    const { vin } = newVehicleIdentity();
    const saved = await standalone(alice, { vinNumber: vin });
    expect(saved.statusCode, saved.body).toBe(201);
    await app.db
      .update(applications)
      .set({ status: 'CANCELLED', underwritingStatus: 'DECLINED' })
      .where(eq(applications.id, saved.json().application.applicationId));
    const again = await standalone(alice, { vinNumber: vin, ...ISSUE });
    expect(again.statusCode, again.body).toBe(201);
  });

  it("is refused on another customer's covered vehicle, without naming their policy", async () => {
    const { vin } = newVehicleIdentity();
    const first = await standalone(alice, { vinNumber: vin, ...ISSUE });
    expect(first.statusCode, first.body).toBe(201);
    const theirs = await standalone(bongani, { vinNumber: vin, ...ISSUE });
    expectRefused(theirs, null);
    expect(theirs.body).not.toContain(first.json().policy.policyNumber);
  });
});
