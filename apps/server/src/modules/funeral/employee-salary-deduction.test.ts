/**
 * An employee's funeral cover paid by salary deduction asks the deduction consent, as the employee's phone
 * cover does (QA H7 finding 28): the declaration without it is refused (422 on its field), with it the
 * consent is stored with the premium a month in rand; the free benefit (no premium) and a debit order do not
 * ask it (the paid funeral's debit order asks its own authorisation: employee-debit-order-consent.test.ts).
 */
import { SALARY_DEDUCTION_CONSENT_MESSAGE, salaryDeductionConsentText } from '@cover/domain';
import { FUNERAL_PATHS, PACKAGE_NAMES, type CreateApplicationInputDraft } from '@cover/domain/funeral';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/index.js';
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
import { quoteFor } from './testing/flows.js';

const { employee: paths, cms } = FUNERAL_PATHS;
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildFuneralApp(new TestClock(START));
});
afterAll(async () => {
  await app.close();
});

const accepted = { acceptTandc: true, acceptPOPIAandTCF: true } as const;
const consentsOf = async (applicationId: string) => {
  const [row] = await app.db.select().from(applications).where(eq(applications.id, applicationId));
  return (row?.details as { consents?: { key: string; text: string; textVersion: string }[] }).consents;
};

/** A rostered employee's family cover quoted, and its application paid from their salary. */
async function salaryQuote(idNumber: string, username: string) {
  const employee = await userWithHolder(app, 'employee', saId(idNumber), { username });
  const quote = await quoteFor(app, employee, familyQuote(employee.idNumber), paths.getQuote);
  const body = (declaration?: CreateApplicationInputDraft['declaration']) =>
    familyApplication(quote.quotePackageId, {
      billingDay: undefined,
      paymentMethod: { type: 'deduct_from_salary' },
      declaration,
    });
  return { employee, quote, body };
}

const apply = (user: TestUser, body: CreateApplicationInputDraft, path = paths.createApplication.path) =>
  callAs(app, user, 'POST', path, { body });

describe('an employee’s funeral cover paid by salary deduction', () => {
  it('is refused without the deduction consent, when applying with the declaration and when declaring', async () => {
    const { employee, body } = await salaryQuote('880505012308', '100501');
    const without = await apply(employee, body(accepted));
    expect(without.statusCode).toBe(422);
    expect(without.json().error.fields['declaration.consents.salaryDeduction']).toBe(
      SALARY_DEDUCTION_CONSENT_MESSAGE,
    );
    const pending = await apply(employee, body());
    expect(pending.statusCode, pending.body).toBe(201);
    const applicationId: string = pending.json().application.applicationId;
    const declare = (consents?: { salaryDeduction: boolean }) =>
      callAs(app, employee, 'POST', paths.applicationDeclaration.path, {
        body: { applicationId, ...accepted, ...(consents ? { consents } : {}) },
      });
    for (const refused of [await declare(), await declare({ salaryDeduction: false })]) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.fields['consents.salaryDeduction']).toBe(SALARY_DEDUCTION_CONSENT_MESSAGE);
    }
    const issued = await declare({ salaryDeduction: true });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().policy).toMatchObject({ status: 'ACTIVE' });
  });

  it('stores the consent beside the declaration, naming the premium a month', async () => {
    const { employee, quote, body } = await salaryQuote('890606012308', '100502');
    const reply = await apply(employee, body({ ...accepted, consents: { salaryDeduction: true } }));
    expect(reply.statusCode, reply.body).toBe(201);
    const { application, policy } = reply.json();
    expect(policy.monthlyPremium).toBe(quote.totalPremium);
    expect(await consentsOf(application.applicationId)).toEqual([
      {
        key: 'salaryDeduction',
        text: salaryDeductionConsentText(quote.totalPremium),
        textVersion: 'salary-deduction-2026-12',
        acceptedAt: START.toISOString(),
      },
    ]);
  });

  it('is not asked for the free benefit, which has no premium', async () => {
    const employee = await userWithHolder(app, 'employee', saId('900707012308'), { username: '100503' });
    const quote = await quoteFor(
      app,
      employee,
      {
        coverOption: 'A',
        packageName: PACKAGE_NAMES.TELKOM_FREE_BENEFIT,
        mainMember: { idNumber: employee.idNumber },
      },
      paths.getQuote,
    );
    const reply = await apply(
      employee,
      familyApplication(quote.quotePackageId, {
        spouse: undefined,
        children: [],
        billingDay: undefined,
        paymentMethod: undefined,
        declaration: accepted,
      }),
    );
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().policy).toMatchObject({ monthlyPremium: 0, status: 'ACTIVE' });
    expect(await consentsOf(reply.json().application.applicationId)).toEqual([]);
  });

  it('is not asked for the paid funeral, paid by debit order (it asks the debit order authorisation)', async () => {
    const employee = await userWithHolder(app, 'employee', saId('910808012308'), { username: '100504' });
    const quote = await quoteFor(app, employee, familyQuote(employee.idNumber), cms.paidGetQuote);
    const reply = await apply(
      employee,
      familyApplication(quote.quotePackageId, {
        declaration: { ...accepted, consents: { debitOrder: true } },
      }),
      cms.paidCreateApplication.path,
    );
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().policy).toMatchObject({ status: 'ACTIVE' });
    const consents = await consentsOf(reply.json().application.applicationId);
    expect(consents?.map((consent) => consent.key)).toEqual(['debitOrder']);
  });
});
