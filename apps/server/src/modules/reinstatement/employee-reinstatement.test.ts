/**
 * An employee reinstates their lapsed funeral policy, paid by salary deduction, through the employee family;
 * a retail customer cannot reach it, and the employee cannot reach it through the retail family.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNERAL_PATHS } from '@cover/domain/funeral';
import { REINSTATEMENT_PATHS, reinstatementOfferSchema, reinstateReplySchema } from '@cover/domain';
import { policies } from '../../db/schema/index.js';
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
} from '../funeral/testing/fixtures.js';
import { applyFor, quoteFor } from '../funeral/testing/flows.js';
import { createReinstatementModule } from './index.js';
import { billingRunOn } from './testing.js';

const clock = new TestClock(START);
const employeeUrl = (id: string) => REINSTATEMENT_PATHS.employee.reinstate.path.replace(':policyId', id);
const retailUrl = (id: string) => REINSTATEMENT_PATHS.retail.reinstate.path.replace(':policyId', id);

let app: FastifyInstance;
let emma: TestUser;
let retailCustomer: TestUser;
let policyId = '';

beforeAll(async () => {
  app = await buildFuneralApp(clock, [createReinstatementModule({ now: clock.now })]);
  emma = await userWithHolder(app, 'employee', saId('880101012308'), { username: '100200' });
  retailCustomer = await userWithHolder(app, 'retail', saId('900202500908'));
  const paths = FUNERAL_PATHS.employee;
  const quote = await quoteFor(app, emma, familyQuote(emma.idNumber), paths.getQuote);
  const reply = await applyFor(
    app,
    emma,
    familyApplication(quote.quotePackageId, {
      billingDay: undefined,
      paymentMethod: { type: 'deduct_from_salary' },
    }),
    paths.createApplication,
  );
  policyId = reply.policy?.policyId ?? '';
  // the salary deductions of March and April are declined: the policy lapses on 25 April
  await billingRunOn(app, '2026-03-25', [policyId]);
  await billingRunOn(app, '2026-04-25', [policyId]);
  clock.set(new Date('2026-05-02T10:00:00+02:00'));
});
afterAll(async () => {
  await app.close();
});

describe('an employee reinstating a funeral policy paid from their salary', () => {
  it('is offered through the employee family only', async () => {
    const offer = await callAs(app, emma, 'GET', employeeUrl(policyId));
    expect(reinstatementOfferSchema.parse(offer.json())).toMatchObject({
      eligible: true,
      lapsedOn: '2026-04-25',
      nextBillingDate: '2026-05-25',
      paymentMethod: { type: 'deduct_from_salary', salaryReferenceNumber: '100200' },
    });
    // a retail customer holds no such policy; the retail family refuses an employee token
    expect((await callAs(app, retailCustomer, 'GET', retailUrl(policyId))).statusCode).toBe(404);
    expect((await callAs(app, emma, 'GET', retailUrl(policyId))).statusCode).toBe(401);
  });

  it('collects the arrears from the salary and brings the policy back', async () => {
    const response = await callAs(app, emma, 'POST', employeeUrl(policyId), {
      body: {},
      idempotencyKey: 'emma-reinstates',
    });
    expect(response.statusCode).toBe(200);
    const reply = reinstateReplySchema.parse(response.json());
    const [row] = await app.db.select().from(policies).where(eq(policies.id, policyId));
    expect(reply).toMatchObject({ status: 'ACTIVE', arrearsPaid: 2 * (row?.monthlyPremium ?? 0) });
    expect(row).toMatchObject({
      status: 'ACTIVE',
      billingDay: 25,
      nextBillingDate: '2026-05-25',
      balance: 0,
    });
  });
});
