/**
 * The payment consent suites' setup (extended-family-consent, premium-raising-consent and
 * retail-debit-order-consent tests): the funeral app on a clock at START, the policies they change (an
 * employee's paid by salary deduction, a retail customer's by debit order), a change refused without the
 * consent and applied with it, and the consent as it is stored.
 */
import {
  DEBIT_ORDER_CONSENT_TEXT_VERSION,
  SALARY_DEDUCTION_CONSENT_TEXT_VERSION,
  debitOrderConsentText,
  salaryDeductionConsentText,
} from '@cover/domain';
import { FUNERAL_PATHS } from '@cover/domain/funeral';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { events } from '../../../db/schema/index.js';
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
} from './fixtures.js';
import { applyFor, quoteFor } from './flows.js';

export type ConsentKey = 'salaryDeduction' | 'debitOrder';

export interface ConsentSuite {
  clock: TestClock;
  app: FastifyInstance;
}

/** The suite's funeral app, set before the tests run (the clock, at START, at once). */
export function consentSuite(): ConsentSuite {
  const suite = { clock: new TestClock(START) } as ConsentSuite;
  beforeAll(async () => {
    suite.app = await buildFuneralApp(suite.clock);
  });
  afterAll(async () => {
    await suite.app.close();
  });
  return suite;
}

/** The policy's change history entries (policy.altered). */
export const alteredEvents = async (app: FastifyInstance, policyId: string) =>
  app.db
    .select()
    .from(events)
    .where(and(eq(events.entityId, policyId), eq(events.type, 'policy.altered')));

/**
 * The change refused without the consent (422 at consents.<key>, with the message; with it false too, when
 * `refusedFalse`), then applied with it: its reply.
 */
export async function refusedThenApplied(
  app: FastifyInstance,
  user: TestUser,
  path: string,
  body: Record<string, unknown>,
  consent: { key: ConsentKey; message: string; refusedFalse?: boolean },
) {
  const { key, message } = consent;
  const refused = await callAs(app, user, 'POST', path, { body });
  expect(refused.statusCode, refused.body).toBe(422);
  expect(refused.json().error.fields[`consents.${key}`]).toBe(message);
  if (consent.refusedFalse) {
    const refusedFalse = await callAs(app, user, 'POST', path, {
      body: { ...body, consents: { [key]: false } },
    });
    expect(refusedFalse.statusCode).toBe(422);
  }
  const applied = await callAs(app, user, 'POST', path, { body: { ...body, consents: { [key]: true } } });
  expect(applied.statusCode, applied.body).toBe(200);
  return applied.json();
}

/** The consent as it is stored: its text for the premium a month (and the debit order's day), its version. */
export const storedConsent = (key: ConsentKey, premium: number, acceptedAt: Date, day = 15) => ({
  key,
  text: key === 'debitOrder' ? debitOrderConsentText(premium, day) : salaryDeductionConsentText(premium),
  textVersion:
    key === 'debitOrder' ? DEBIT_ORDER_CONSENT_TEXT_VERSION : SALARY_DEDUCTION_CONSENT_TEXT_VERSION,
  acceptedAt: acceptedAt.toISOString(),
});

/** The consents stored on the policy's first change history entry. */
export async function consentsOfChange(app: FastifyInstance, policyId: string) {
  const [event] = await alteredEvents(app, policyId);
  return (event?.data as { consents?: unknown }).consents;
}

/** An employee's family policy paid by salary deduction. */
export async function employeePolicy(app: FastifyInstance, idNumber: string, username: string) {
  const { employee: paths } = FUNERAL_PATHS;
  const employee = await userWithHolder(app, 'employee', saId(idNumber), { username });
  const quote = await quoteFor(app, employee, familyQuote(employee.idNumber), paths.getQuote);
  const { policy } = await applyFor(
    app,
    employee,
    familyApplication(quote.quotePackageId, {
      billingDay: undefined,
      paymentMethod: { type: 'deduct_from_salary' },
    }),
    paths.createApplication,
  );
  return { employee, policy, policyId: policy?.policyId ?? '' };
}

/** A retail customer's family policy paid by debit order on the 15th (`without` members of the quote). */
export async function retailConsentPolicy(
  app: FastifyInstance,
  idNumber: string,
  without: { children?: []; spouse?: undefined } = {},
) {
  const customer = await userWithHolder(app, 'retail', saId(idNumber));
  const quote = await quoteFor(app, customer, familyQuote(customer.idNumber, without));
  const { policy } = await applyFor(app, customer, familyApplication(quote.quotePackageId, without));
  return { customer, policy, policyId: policy?.policyId ?? '', premium: policy?.monthlyPremium ?? 0 };
}
