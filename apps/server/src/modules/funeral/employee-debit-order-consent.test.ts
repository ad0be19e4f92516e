/**
 * An employee's paid funeral (retail-priced cover the employee pays by debit order) asks the debit order
 * authorisation as the retail cover does (QA walk 10 no. 7), naming the premium a month and the collection
 * day: the declaration without it is refused (422 on its field), with it the consent is stored with its text
 * and text version; the salary deduction consent is not asked of it.
 */
import {
  DEBIT_ORDER_CONSENT_MESSAGE,
  DEBIT_ORDER_CONSENT_TEXT_VERSION,
  debitOrderConsentText,
} from '@cover/domain';
import { FUNERAL_PATHS, type CreateApplicationInputDraft } from '@cover/domain/funeral';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/index.js';
import { callAs, familyApplication, familyQuote, saId, START, userWithHolder } from './testing/fixtures.js';
import { consentSuite } from './testing/consent-fixture.js';
import { quoteFor } from './testing/flows.js';

const { employee: paths, cms } = FUNERAL_PATHS;
const suite = consentSuite();

const accepted = { acceptTandc: true, acceptPOPIAandTCF: true } as const;
const consentsOf = async (applicationId: string) => {
  const [row] = await suite.app.db.select().from(applications).where(eq(applications.id, applicationId));
  return (row?.details as { consents?: { key: string; text: string; textVersion: string }[] }).consents;
};

/** A rostered employee's paid funeral quoted, and its application paid by debit order on the 20th. */
async function paidQuote(idNumber: string, username: string) {
  const employee = await userWithHolder(suite.app, 'employee', saId(idNumber), { username });
  const quote = await quoteFor(suite.app, employee, familyQuote(employee.idNumber), cms.paidGetQuote);
  const body = (declaration?: CreateApplicationInputDraft['declaration']) =>
    familyApplication(quote.quotePackageId, { billingDay: 20, declaration });
  const apply = (payload: CreateApplicationInputDraft) =>
    callAs(suite.app, employee, 'POST', cms.paidCreateApplication.path, { body: payload });
  return { employee, quote, body, apply };
}

describe('an employee’s paid funeral, paid by debit order', () => {
  it('is refused without the debit order authorisation, when applying and when declaring', async () => {
    const { employee, body, apply } = await paidQuote('920909012308', '100601');
    const without = await apply(body({ ...accepted, consents: { salaryDeduction: true } }));
    expect(without.statusCode).toBe(422);
    expect(without.json().error.fields['declaration.consents.debitOrder']).toBe(DEBIT_ORDER_CONSENT_MESSAGE);

    const pending = await apply(body());
    expect(pending.statusCode, pending.body).toBe(201);
    const applicationId: string = pending.json().application.applicationId;
    const declare = (consents?: { debitOrder: boolean }) =>
      callAs(suite.app, employee, 'POST', paths.applicationDeclaration.path, {
        body: { applicationId, ...accepted, ...(consents ? { consents } : {}) },
      });
    for (const refused of [await declare(), await declare({ debitOrder: false })]) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.fields['consents.debitOrder']).toBe(DEBIT_ORDER_CONSENT_MESSAGE);
    }
    const issued = await declare({ debitOrder: true });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().policy).toMatchObject({ status: 'ACTIVE' });
  });

  it('stores the authorisation with the premium a month, the day and its text version', async () => {
    const { quote, body, apply } = await paidQuote('930101012308', '100602');
    const reply = await apply(body({ ...accepted, consents: { debitOrder: true } }));
    expect(reply.statusCode, reply.body).toBe(201);
    const { application, policy } = reply.json();
    expect(policy).toMatchObject({ monthlyPremium: quote.totalPremium, billingDay: 20 });
    expect(await consentsOf(application.applicationId)).toEqual([
      {
        key: 'debitOrder',
        text: debitOrderConsentText(quote.totalPremium, 20),
        textVersion: DEBIT_ORDER_CONSENT_TEXT_VERSION,
        acceptedAt: START.toISOString(),
      },
    ]);
  });
});
