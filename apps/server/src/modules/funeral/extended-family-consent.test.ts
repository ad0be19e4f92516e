/**
 * Adding extended family raises what is collected: the payment consent is asked again for the NEW premium
 * a month (QA walk 10 no. 3): the salary deduction one on an employee's policy, the debit order one (with the
 * day) on a retail policy. Without it the change is refused (422 at consents.<key>) and nothing changes; with
 * it the consent is stored on the change's history event with its text version.
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
const clock = new TestClock(START);
/** ten days after the policies start: a relative added then waits from then */
const LATER = new Date('2026-03-12T07:00:00.000Z');
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildFuneralApp(clock);
});
afterAll(async () => {
  await app.close();
});

const father = {
  firstName: 'Nomsa',
  lastName: 'Mokoena',
  relationship: 'Aunt',
  dateOfBirth: '1970-05-05',
  coverageOption: 'B',
};

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
  expect(refused.statusCode).toBe(422);
  expect(refused.json().error.fields[`consents.${key}`]).toBe(message);
  const refusedFalse = await callAs(app, user, 'POST', path, {
    body: { ...body, consents: { [key]: false } },
  });
  expect(refusedFalse.statusCode).toBe(422);
  const applied = await callAs(app, user, 'POST', path, { body: { ...body, consents: { [key]: true } } });
  expect(applied.statusCode, applied.body).toBe(200);
  return applied.json();
}

describe('adding extended family asks the payment consent for the new premium', () => {
  it('on an employee policy: the salary deduction consent, stored with the new amount', async () => {
    const employee = await userWithHolder(app, 'employee', saId('880808012308'), { username: '100800' });
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
    clock.set(LATER);
    const preview = await callAs(app, employee, 'POST', employeePaths.createAlterationPackage.path, {
      body: { policyId, change: { type: 'add_extended_family', extendedFamily: [father] } },
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
    expect(reply.policy.monthlyPremium).toBe(newPremium);
    // the relative's own waiting period, from the day they were added, not the policy's start
    expect(policy?.naturalDeathWaitingEndsOn).toBe('2026-09-02');
    expect(reply.policy.module.extendedFamily[0].naturalDeathWaitingEndsOn).toBe('2026-09-12');
    const [event] = await alteredEvents(policyId);
    expect((event?.data as { consents?: unknown }).consents).toEqual([
      {
        key: 'salaryDeduction',
        text: salaryDeductionConsentText(newPremium),
        textVersion: SALARY_DEDUCTION_CONSENT_TEXT_VERSION,
        acceptedAt: LATER.toISOString(),
      },
    ]);
  });

  it('on a retail policy: the debit order authorisation with the new amount and the day', async () => {
    clock.set(START);
    const customer = await userWithHolder(app, 'retail', saId('890909012308'));
    const quote = await quoteFor(app, customer, familyQuote(customer.idNumber));
    const { policy } = await applyFor(app, customer, familyApplication(quote.quotePackageId));
    const policyId = policy?.policyId ?? '';
    const preview = await callAs(app, customer, 'POST', retail.addExtendedFamily.path, {
      body: { policyId, preview: true, extendedFamily: [father] },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const { alterationPackageId, newPremium } = preview.json().alterationPackage;

    await refusedThenApplied(
      customer,
      retail.addExtendedFamily.path,
      { policyId, alterationPackageId },
      'debitOrder',
      DEBIT_ORDER_CONSENT_MESSAGE,
    );
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
});
