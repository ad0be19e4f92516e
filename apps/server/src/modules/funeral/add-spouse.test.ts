/**
 * Adding a spouse to a policy that has none (editPolicyDetails, or the employee's edit_policy_details
 * alteration): a spouse outside 18 to 64 is refused at spouse.dateOfBirth, and an added spouse shows the end
 * of their own waiting period, from the day they were added (as an added relative does).
 */
import { waitingPeriodEndsOn } from '@cover/domain';
import { FUNERAL_PATHS, MEMBER_AGE_MESSAGES } from '@cover/domain/funeral';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildFuneralApp,
  callAs,
  familyApplication,
  familyQuote,
  saId,
  TestClock,
  START,
  userWithHolder,
  type TestUser,
} from './testing/fixtures.js';
import { applyFor, quoteFor } from './testing/flows.js';

const { employee: employeePaths, retail } = FUNERAL_PATHS;
const clock = new TestClock(START);
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildFuneralApp(clock);
});
afterAll(async () => {
  await app.close();
});

const noSpouse = { spouse: undefined };

async function retailPolicyWithoutSpouse(idNumber: string) {
  const customer = await userWithHolder(app, 'retail', saId(idNumber));
  const quote = await quoteFor(app, customer, familyQuote(customer.idNumber, noSpouse));
  const { policy } = await applyFor(app, customer, familyApplication(quote.quotePackageId, noSpouse));
  return { customer, policyId: policy?.policyId ?? '' };
}

async function employeePolicyWithoutSpouse(employee: TestUser) {
  const quote = await quoteFor(
    app,
    employee,
    familyQuote(employee.idNumber, noSpouse),
    employeePaths.getQuote,
  );
  const { policy } = await applyFor(
    app,
    employee,
    familyApplication(quote.quotePackageId, {
      ...noSpouse,
      billingDay: undefined,
      paymentMethod: { type: 'deduct_from_salary' },
    }),
    employeePaths.createApplication,
  );
  return policy?.policyId ?? '';
}

const spouseBorn = (dateOfBirth: string) => ({ firstName: 'Sipho', lastName: 'Nkosi', dateOfBirth });

describe('adding a spouse to a policy without one', () => {
  it('refuses a retail spouse older than 64 at spouse.dateOfBirth', async () => {
    const { customer, policyId } = await retailPolicyWithoutSpouse('820202012308');
    const reply = await callAs(app, customer, 'POST', retail.editPolicyDetails.path, {
      body: { policyId, preview: true, spouse: spouseBorn('1950-01-01') },
    });
    expect(reply.statusCode, reply.body).toBe(422);
    expect(reply.json().error.fields['spouse.dateOfBirth']).toBe(MEMBER_AGE_MESSAGES.spouse);
  });

  it("refuses an employee's spouse younger than 18 at spouse.dateOfBirth", async () => {
    const employee = await userWithHolder(app, 'employee', saId('810101012308'), { username: '100810' });
    const policyId = await employeePolicyWithoutSpouse(employee);
    const reply = await callAs(app, employee, 'POST', employeePaths.createAlterationPackage.path, {
      body: { policyId, change: { type: 'edit_policy_details', spouse: spouseBorn('2015-01-01') } },
    });
    expect(reply.statusCode, reply.body).toBe(422);
    expect(reply.json().error.fields['spouse.dateOfBirth']).toBe(MEMBER_AGE_MESSAGES.spouse);
  });

  it("shows the added spouse's own waiting period, from the day they were added", async () => {
    const { customer, policyId } = await retailPolicyWithoutSpouse('800101012308');
    clock.advanceDays(75);
    const added = await callAs(app, customer, 'POST', retail.editPolicyDetails.path, {
      body: { policyId, spouse: spouseBorn('1984-06-01'), consents: { debitOrder: true } },
    });
    expect(added.statusCode, added.body).toBe(200);
    const { policy } = added.json();
    const addedOn = clock.now().toISOString().slice(0, 10);
    expect(policy.module.spouse.naturalDeathWaitingEndsOn).toBe(waitingPeriodEndsOn(addedOn, 'natural'));
    expect(policy.module.spouse.naturalDeathWaitingEndsOn > policy.naturalDeathWaitingEndsOn).toBe(true);
  });

  it("names the spouse in the preview and in the holder's history", async () => {
    const { customer, policyId } = await retailPolicyWithoutSpouse('790101012308');
    const preview = await callAs(app, customer, 'POST', retail.editPolicyDetails.path, {
      body: { policyId, preview: true, spouse: spouseBorn('1984-06-01') },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const { alterationPackageId, summary } = preview.json().alterationPackage;
    expect(summary).toBe('Add your spouse Sipho Nkosi');
    const applied = await callAs(app, customer, 'POST', retail.editPolicyDetails.path, {
      body: { policyId, alterationPackageId, consents: { debitOrder: true } },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const detail = await callAs(app, customer, 'GET', retail.getPolicyByPolicyId.path, {
      query: { policyId },
    });
    const events: { summary: string }[] = detail.json().history;
    expect(events.map((event) => event.summary)).toContainEqual(
      expect.stringMatching(/^You added your spouse Sipho Nkosi to the policy\. Premium R/),
    );
  });
});
