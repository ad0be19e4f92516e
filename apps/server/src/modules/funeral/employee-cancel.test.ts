/**
 * An employee cancels their own funeral policy (QA walk 10 no. 4): the employee family's cancelPolicy, with
 * the funeral reasons of spec 002 §9 and the retail cooling-off rules (31 days); another employee's policy is
 * not found, a cancelled one cannot be cancelled again, and the salary deduction stops with the policy.
 */
import { fillPath } from '@cover/domain';
import {
  cancelPolicyReplySchema,
  FUNERAL_PATHS,
  policyDetailSchema,
  type Policy,
} from '@cover/domain/funeral';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildFuneralApp,
  callAs,
  familyApplication,
  familyQuote,
  saId,
  START,
  TestClock,
  userWithHolder,
  type TestUser,
} from './testing/fixtures.js';
import { applyFor, quoteFor, retailPolicy } from './testing/flows.js';

const { employee: paths } = FUNERAL_PATHS;
const clock = new TestClock(START);
let app: FastifyInstance;
let thabo: TestUser;
let sipho: TestUser;
let alice: TestUser;

const at = (day: string) => clock.set(new Date(`${day}T10:00:00`));

/** Thabo's family cover paid by salary deduction, issued now. */
async function salaryPolicy(user: TestUser): Promise<Policy> {
  const quote = await quoteFor(app, user, familyQuote(user.idNumber), paths.getQuote);
  const reply = await applyFor(
    app,
    user,
    familyApplication(quote.quotePackageId, {
      billingDay: undefined,
      paymentMethod: { type: 'deduct_from_salary' },
      declaration: { acceptTandc: true, acceptPOPIAandTCF: true, consents: { salaryDeduction: true } },
    }),
    paths.createApplication,
  );
  if (!reply.policy) throw new Error('no policy issued');
  return reply.policy;
}

const cancel = (user: TestUser, body: Record<string, unknown>, key?: string) =>
  callAs(app, user, 'POST', paths.cancelPolicy.path, { body, ...(key ? { idempotencyKey: key } : {}) });

const detail = async (user: TestUser, policyId: string) =>
  policyDetailSchema.parse(
    (await callAs(app, user, 'GET', fillPath(paths.getPolicyById.path, { policyId }))).json(),
  );

beforeAll(async () => {
  app = await buildFuneralApp(clock);
  thabo = await userWithHolder(app, 'employee', saId('860404012308'), { username: '100701' });
  sipho = await userWithHolder(app, 'employee', saId('910101512308'), { username: '100702' });
  alice = await userWithHolder(app, 'retail', saId('850512012308'));
});
afterAll(async () => {
  await app.close();
});

describe('an employee cancels their funeral policy', () => {
  it('is cancelled inside the 31-day cooling-off with the reason given; a second cancel is 409', async () => {
    at('2026-03-02');
    const policy = await salaryPolicy(thabo);
    at('2026-03-20');
    const response = await cancel(thabo, { policyId: policy.policyId, reason: 'retrenched' }, 'c-1');
    expect(response.statusCode, response.body).toBe(200);
    const reply = cancelPolicyReplySchema.parse(response.json());
    expect(reply.withinCoolingOff).toBe(true);
    expect(reply.policy.status).toBe('CANCELLED');
    const after = await detail(thabo, policy.policyId);
    expect(after.status).toBe('CANCELLED');
    expect(after.history.map((event) => event.type)).toContain('policy.cancelled');
    const again = await cancel(thabo, { policyId: policy.policyId, reason: 'other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('POLICY_CANCELLED');
  });

  it('refunds nothing after the cooling-off', async () => {
    at('2026-03-02');
    const policy = await salaryPolicy(thabo);
    at('2026-04-15');
    const response = await cancel(thabo, { policyId: policy.policyId, reason: 'too_expensive' });
    expect(response.statusCode, response.body).toBe(200);
    expect(cancelPolicyReplySchema.parse(response.json())).toMatchObject({
      withinCoolingOff: false,
      refund: null,
    });
  });

  it("answers 404 for another employee's policy and for a retail customer's, leaving them in force", async () => {
    at('2026-03-02');
    const policy = await salaryPolicy(thabo);
    const other = await cancel(sipho, { policyId: policy.policyId, reason: 'other' });
    expect(other.statusCode).toBe(404);
    const retail = await retailPolicy(app, alice);
    const viaEmployee = await cancel(thabo, { policyId: retail.policyId, reason: 'other' });
    expect(viaEmployee.statusCode).toBe(404);
    expect((await detail(thabo, policy.policyId)).status).toBe('ACTIVE');
  });

  it('refuses a reason that is not one of the funeral reasons (400 on reason)', async () => {
    at('2026-03-02');
    const policy = await salaryPolicy(thabo);
    const response = await cancel(thabo, { policyId: policy.policyId, reason: 'bored' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('reason');
    expect((await detail(thabo, policy.policyId)).status).toBe('ACTIVE');
  });
});
