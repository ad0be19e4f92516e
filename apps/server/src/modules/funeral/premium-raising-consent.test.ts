/**
 * Every change that raises the premium asks the payment consent again for the NEW premium a month, as
 * adding extended family does: adding children (to a policy without children) and changing the plan to a
 * higher option. Without it the change is refused (422 at consents.<key>) and nothing changes; with it the
 * consent is stored on the change's history event. A change that lowers the premium asks none.
 */
import {
  DEBIT_ORDER_CONSENT_MESSAGE,
  DEBIT_ORDER_CONSENT_TEXT_VERSION,
  SALARY_DEDUCTION_CONSENT_MESSAGE,
  SALARY_DEDUCTION_CONSENT_TEXT_VERSION,
  debitOrderConsentText,
  salaryDeductionConsentText,
} from '@cover/domain';
import { FUNERAL_PATHS } from '@cover/domain/funeral';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index.js';
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
import { applyFor, quoteFor } from './testing/flows.js';

const { employee: employeePaths, retail } = FUNERAL_PATHS;
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildFuneralApp(new TestClock(START));
});
afterAll(async () => {
  await app.close();
});

const alteredEvents = async (policyId: string) =>
  app.db
    .select()
    .from(events)
    .where(and(eq(events.entityId, policyId), eq(events.type, 'policy.altered')));

async function refusedThenApplied(
  user: TestUser,
  path: string,
  body: Record<string, unknown>,
  key: 'salaryDeduction' | 'debitOrder',
  message: string,
) {
  const refused = await callAs(app, user, 'POST', path, { body });
  expect(refused.statusCode, refused.body).toBe(422);
  expect(refused.json().error.fields[`consents.${key}`]).toBe(message);
  const applied = await callAs(app, user, 'POST', path, { body: { ...body, consents: { [key]: true } } });
  expect(applied.statusCode, applied.body).toBe(200);
  return applied.json();
}

async function retailPolicy(idNumber: string, noChildren = false) {
  const customer = await userWithHolder(app, 'retail', saId(idNumber));
  const without = noChildren ? { children: [] } : {};
  const quote = await quoteFor(app, customer, familyQuote(customer.idNumber, without));
  const { policy } = await applyFor(app, customer, familyApplication(quote.quotePackageId, without));
  return { customer, policyId: policy?.policyId ?? '', premium: policy?.monthlyPremium ?? 0 };
}

describe('changes that raise the premium ask the payment consent for the new premium', () => {
  it('adding children to a retail policy without children: the debit order one, stored', async () => {
    const { customer, policyId, premium } = await retailPolicy('870707012308', true);
    const children = [{ firstName: 'Ayanda', lastName: 'Nkosi', dateOfBirth: '2019-09-09' }];
    const preview = await callAs(app, customer, 'POST', retail.addChildren.path, {
      body: { policyId, preview: true, children },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const { alterationPackageId, newPremium } = preview.json().alterationPackage;
    expect(newPremium).toBeGreaterThan(premium);

    const reply = await refusedThenApplied(
      customer,
      retail.addChildren.path,
      { policyId, alterationPackageId },
      'debitOrder',
      DEBIT_ORDER_CONSENT_MESSAGE,
    );
    expect(reply.policy.monthlyPremium).toBe(newPremium);
    expect(reply.policy.module.children).toHaveLength(1);
    const [event] = await alteredEvents(policyId);
    expect((event?.data as { consents?: unknown }).consents).toEqual([
      {
        key: 'debitOrder',
        text: debitOrderConsentText(newPremium, 15),
        textVersion: DEBIT_ORDER_CONSENT_TEXT_VERSION,
        acceptedAt: START.toISOString(),
      },
    ]);
  });

  it('changing an employee plan to a higher option: the salary deduction one, stored', async () => {
    const employee = await userWithHolder(app, 'employee', saId('860606012308'), { username: '100860' });
    const quote = await quoteFor(app, employee, familyQuote(employee.idNumber), employeePaths.getQuote);
    const { policy } = await applyFor(
      app,
      employee,
      familyApplication(quote.quotePackageId, {
        billingDay: undefined,
        paymentMethod: { type: 'deduct_from_salary' },
      }),
      employeePaths.createApplication,
    );
    const policyId = policy?.policyId ?? '';
    const preview = await callAs(app, employee, 'POST', employeePaths.createAlterationPackage.path, {
      body: { policyId, change: { type: 'change_plan', coverOption: 'E' } },
    });
    expect(preview.statusCode, preview.body).toBe(201);
    const { alterationPackageId, newPremium } = preview.json().alterationPackage;
    expect(newPremium).toBeGreaterThan(policy?.monthlyPremium ?? 0);

    const reply = await refusedThenApplied(
      employee,
      employeePaths.applyAlterationPackage.path,
      { policyId, alterationPackageId },
      'salaryDeduction',
      SALARY_DEDUCTION_CONSENT_MESSAGE,
    );
    expect(reply.policy.module.coverageOption).toBe('E');
    const [event] = await alteredEvents(policyId);
    expect((event?.data as { consents?: unknown }).consents).toEqual([
      {
        key: 'salaryDeduction',
        text: salaryDeductionConsentText(newPremium),
        textVersion: SALARY_DEDUCTION_CONSENT_TEXT_VERSION,
        acceptedAt: START.toISOString(),
      },
    ]);
  });

  it('editing a relative to a higher cover option: the debit order one', async () => {
    const { customer, policyId } = await retailPolicy('840404012308');
    const aunt = {
      firstName: 'Nomsa',
      lastName: 'Mokoena',
      relationship: 'Aunt',
      dateOfBirth: '1970-05-05',
      coverageOption: 'A',
    };
    const added = await callAs(app, customer, 'POST', retail.addExtendedFamily.path, {
      body: { policyId, extendedFamily: [aunt], consents: { debitOrder: true } },
    });
    expect(added.statusCode, added.body).toBe(200);
    const memberId = added.json().policy.module.extendedFamily[0].memberId;
    const reply = await refusedThenApplied(
      customer,
      retail.editExtendedFamily.path,
      { policyId, members: [{ memberId, coverageOption: 'E' }] },
      'debitOrder',
      DEBIT_ORDER_CONSENT_MESSAGE,
    );
    expect(reply.alterationPackage.newPremium).toBeGreaterThan(reply.alterationPackage.currentPremium);
    expect(reply.policy.module.extendedFamily[0].coverageOption).toBe('E');
  });

  it('editing the policy details to add a spouse: the debit order one', async () => {
    const customer = await userWithHolder(app, 'retail', saId('830303012308'));
    const quote = await quoteFor(app, customer, familyQuote(customer.idNumber, { spouse: undefined }));
    const { policy } = await applyFor(
      app,
      customer,
      familyApplication(quote.quotePackageId, { spouse: undefined }),
    );
    const policyId = policy?.policyId ?? '';
    const spouse = { firstName: 'Sipho', lastName: 'Nkosi', dateOfBirth: '1984-06-01' };
    const reply = await refusedThenApplied(
      customer,
      retail.editPolicyDetails.path,
      { policyId, spouse },
      'debitOrder',
      DEBIT_ORDER_CONSENT_MESSAGE,
    );
    expect(reply.policy.monthlyPremium).toBeGreaterThan(policy?.monthlyPremium ?? 0);
    expect(reply.policy.module.spouse).toMatchObject(spouse);
  });

  it('a change of plan that lowers the premium asks no consent and stores none', async () => {
    const { customer, policyId, premium } = await retailPolicy('850505012308');
    const applied = await callAs(app, customer, 'POST', retail.changePlanDetails.path, {
      body: { policyId, coverOption: 'A' },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().policy.monthlyPremium).toBeLessThan(premium);
    const [event] = await alteredEvents(policyId);
    expect(event?.data).not.toHaveProperty('consents');
  });
});
