/**
 * A retail customer's funeral cover paid by debit order asks the debit order authorisation, naming the
 * premium a month and the collection day (QA walk 10 no. 7), as an employee's salary deduction asks its own:
 * the declaration without it is refused (422 on its field), with it the consent is stored with its text and
 * text version.
 */
import { DEBIT_ORDER_CONSENT_MESSAGE } from '@cover/domain';
import { FUNERAL_PATHS, type CreateApplicationInputDraft } from '@cover/domain/funeral';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/index.js';
import { consentSuite, storedConsent } from './testing/consent-fixture.js';
import { callAs, familyApplication, familyQuote, saId, START, userWithHolder } from './testing/fixtures.js';
import { quoteFor } from './testing/flows.js';

const { retail } = FUNERAL_PATHS;
const suite = consentSuite();

const accepted = { acceptTandc: true, acceptPOPIAandTCF: true } as const;
const consentsOf = async (applicationId: string) => {
  const [row] = await suite.app.db.select().from(applications).where(eq(applications.id, applicationId));
  return (row?.details as { consents?: { key: string; text: string; textVersion: string }[] }).consents;
};

async function retailQuote(idNumber: string) {
  const { app } = suite;
  const customer = await userWithHolder(app, 'retail', saId(idNumber));
  const quote = await quoteFor(app, customer, familyQuote(customer.idNumber));
  const body = (declaration?: CreateApplicationInputDraft['declaration']) =>
    familyApplication(quote.quotePackageId, { billingDay: 25, declaration });
  const apply = (payload: CreateApplicationInputDraft) =>
    callAs(app, customer, 'POST', retail.createQuoteApplication.path, { body: payload });
  return { customer, quote, body, apply };
}

describe('a retail funeral cover paid by debit order', () => {
  it('is refused without the debit order authorisation, when applying and when declaring', async () => {
    const { customer, body, apply } = await retailQuote('860303012308');
    const without = await apply(body(accepted));
    expect(without.statusCode).toBe(422);
    expect(without.json().error.fields['declaration.consents.debitOrder']).toBe(DEBIT_ORDER_CONSENT_MESSAGE);

    const pending = await apply(body());
    expect(pending.statusCode, pending.body).toBe(201);
    const applicationId: string = pending.json().application.applicationId;
    const declare = (consents?: { debitOrder: boolean }) =>
      callAs(suite.app, customer, 'POST', retail.applicationDeclaration.path, {
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
    const { quote, body, apply } = await retailQuote('870404012308');
    const reply = await apply(body({ ...accepted, consents: { debitOrder: true } }));
    expect(reply.statusCode, reply.body).toBe(201);
    const { application, policy } = reply.json();
    expect(policy).toMatchObject({ monthlyPremium: quote.totalPremium, billingDay: 25 });
    expect(await consentsOf(application.applicationId)).toEqual([
      storedConsent('debitOrder', quote.totalPremium, START, 25),
    ]);
  });
});
