/**
 * A payment change to a debit order asks the debit order authorisation (QA walk 15 no. 1), as the wizards
 * ask it: refused without it (422 at consents.debitOrder, nothing moved); with it the authorisation is stored
 * on the change's history event with its text (the total a month of the phone and the credit life moving
 * with it, the account by its last 4 digits, the day) and its text version. A retail customer's new account
 * or new day, and an employee moving salary-paid cover to a debit order, alike. Moving back to the salary
 * asks the salary deduction authorisation for the total a month, as the employee wizards ask it.
 */
import {
  DEBIT_ORDER_CONSENT_MESSAGE,
  DEBIT_ORDER_CONSENT_TEXT_VERSION,
  SALARY_DEDUCTION_CONSENT_MESSAGE,
  SALARY_DEDUCTION_CONSENT_TEXT_VERSION,
  paymentChangeConsentText,
  saDay,
  salaryDeductionConsentText,
} from '@cover/domain';
import { DEVICE_PATHS } from '@cover/domain/device';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { devices, events } from '../../db/schema/index.js';
import { callAs, saId, userWithHolder, type TestUser } from '../insurance-core/testing/line-fixtures.js';
import { soldTogetherSuite } from '../notifications/testing/sold-together-suite.js';
import {
  allConsents,
  creditLife,
  deviceQuote,
  imei,
  register,
  registration,
  uploadToApplication,
} from './testing/fixtures.js';

const suite = soldTogetherSuite();
const { boughtTogether, newDebitOrder, policyRow } = suite;
let app: FastifyInstance;
beforeAll(() => {
  app = suite.app();
});

const consentsOn = async (policyId: string) => {
  const rows = await app.db
    .select()
    .from(events)
    .where(and(eq(events.entityId, policyId), eq(events.type, 'policy.payment_updated')))
    .orderBy(asc(events.seq));
  return rows.map((row) => (row.data as { consents?: unknown }).consents);
};

/** The suite's Galaxy A15 (seeded by the suite). */
const galaxyId = async () => {
  const [row] = await app.db.select().from(devices).where(eq(devices.model, 'Galaxy A15'));
  if (!row) throw new Error('no phone');
  return row.id;
};

const stored = (text: string) => ({
  key: 'debitOrder',
  text,
  textVersion: DEBIT_ORDER_CONSENT_TEXT_VERSION,
  acceptedAt: expect.any(String),
});

describe('a retail payment change to a debit order', () => {
  let buyer: TestUser;
  let phone: Awaited<ReturnType<typeof policyRow>>;
  let credit: Awaited<ReturnType<typeof policyRow>>;
  const paths = DEVICE_PATHS.retail;
  const change = (body: object) =>
    callAs(app, buyer, 'POST', paths.updatePolicyPayment.path, { body: { policyId: phone.id, ...body } });

  beforeAll(async () => {
    buyer = await userWithHolder(app, 'retail', saId('860606500908'), { firstName: 'Lindiwe' });
    ({ phone, credit } = await boughtTogether(buyer, 71));
  });

  it('tells the form which policies move with the phone, and their premiums', async () => {
    const reply = await callAs(app, buyer, 'GET', paths.getPolicyPayment.path, {
      query: { policyId: phone.id },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().movesWith).toEqual([
      { policyId: credit.id, policyNumber: credit.policyNumber, monthlyPremium: credit.monthlyPremium },
    ]);
  });

  it('is refused without the authorisation, at its field, and nothing moves', async () => {
    for (const consents of [undefined, { debitOrder: false }]) {
      const refused = await change({ billingDay: 20, paymentMethod: newDebitOrder, consents });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.fields['consents.debitOrder']).toBe(DEBIT_ORDER_CONSENT_MESSAGE);
    }
    const dayOnly = await change({ billingDay: 12 });
    expect(dayOnly.json().error.fields['consents.debitOrder']).toBe(DEBIT_ORDER_CONSENT_MESSAGE);
    expect(await policyRow(phone.id)).toMatchObject({ version: phone.version, billingDay: phone.billingDay });
    expect(await consentsOn(phone.id)).toEqual([]);
  });

  it('stores the authorisation naming the total of both policies, the account ending and the day', async () => {
    const changed = await change({
      billingDay: 20,
      paymentMethod: newDebitOrder,
      consents: { debitOrder: true },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const text = paymentChangeConsentText(phone.monthlyPremium + credit.monthlyPremium, 20, newDebitOrder, 2);
    expect(text).toContain('your Capitec account ending 6789, on the 20th');
    expect(await consentsOn(phone.id)).toEqual([[stored(text)]]);
    expect(await consentsOn(credit.id)).toEqual([[stored(text)]]);

    const dayOnly = await change({ billingDay: 25, consents: { debitOrder: true } });
    expect(dayOnly.statusCode, dayOnly.body).toBe(200);
    const again = paymentChangeConsentText(
      phone.monthlyPremium + credit.monthlyPremium,
      25,
      newDebitOrder,
      2,
    );
    expect((await consentsOn(phone.id))[1]).toEqual([stored(again)]);
  });
});

describe('an employee moving salary-paid cover to a debit order', () => {
  const paths = DEVICE_PATHS.employee;

  /** An employee's phone with credit life, paid from their salary, issued. */
  async function salaryPaid(employee: TestUser, serial: number) {
    const quote = await deviceQuote(app, employee, {
      selectedDevice: await galaxyId(),
      isOptedforCreditLife: true,
      outstandingBalance: 300_000,
    });
    const { application } = await register(
      app,
      employee,
      registration(quote.quotePackageId, imei(serial), {
        effectiveDate: saDay(new Date()),
        paymentMethod: { type: 'deduct_from_salary' },
        billingDay: undefined,
        isOptedforCreditLife: true,
        creditLife: creditLife(300_000),
      }),
    );
    const upload = await uploadToApplication(
      app,
      employee,
      application.applicationId,
      'purchase_proof',
      undefined,
      paths.uploadApplicationDocuments,
    );
    expect(upload.statusCode, upload.body).toBe(201);
    const declared = await callAs(app, employee, 'POST', paths.applicationDeclaration.path, {
      body: { applicationId: application.applicationId, consents: { ...allConsents, salaryDeduction: true } },
    });
    expect(declared.statusCode, declared.body).toBe(200);
    const reply = declared.json();
    return {
      phone: await policyRow(reply.policy.policyId),
      credit: await policyRow(reply.creditLifePolicyId),
    };
  }

  it('asks the authorisation for the phone and its credit life together, and stores it on both', async () => {
    const employee = await userWithHolder(app, 'employee', saId('870707500908'), { username: '0012399' });
    const { phone, credit } = await salaryPaid(employee, 72);
    const change = (consents?: object) =>
      callAs(app, employee, 'POST', paths.updatePolicyPayment.path, {
        body: { policyId: phone.id, billingDay: 25, paymentMethod: newDebitOrder, consents },
      });
    const refused = await change();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields['consents.debitOrder']).toBe(DEBIT_ORDER_CONSENT_MESSAGE);
    expect((await policyRow(phone.id)).paymentMethodId).toBe(phone.paymentMethodId);

    const changed = await change({ debitOrder: true });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().paymentDetails).toMatchObject({ type: 'debit_order' });
    const text = paymentChangeConsentText(phone.monthlyPremium + credit.monthlyPremium, 25, newDebitOrder, 2);
    expect(await consentsOn(phone.id)).toEqual([[stored(text)]]);
    expect(await consentsOn(credit.id)).toEqual([[stored(text)]]);
  });

  it('asks the salary deduction authorisation to move back to the salary, for both policies', async () => {
    const employee = await userWithHolder(app, 'employee', saId('880808500908'), { username: '0012398' });
    const { phone, credit } = await salaryPaid(employee, 73);
    const moved = await callAs(app, employee, 'POST', paths.updatePolicyPayment.path, {
      body: {
        policyId: phone.id,
        billingDay: 25,
        paymentMethod: newDebitOrder,
        consents: { debitOrder: true },
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const onDebitOrder = (await policyRow(phone.id)).paymentMethodId;
    const back = (consents?: object) =>
      callAs(app, employee, 'POST', paths.updatePolicyPayment.path, {
        body: { policyId: phone.id, paymentMethod: { type: 'deduct_from_salary' }, consents },
      });
    const refused = await back({ debitOrder: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({
      'consents.salaryDeduction': SALARY_DEDUCTION_CONSENT_MESSAGE,
    });
    expect((await policyRow(phone.id)).paymentMethodId).toBe(onDebitOrder);

    const changed = await back({ salaryDeduction: true });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().paymentDetails).toMatchObject({ type: 'deduct_from_salary' });
    const salary = {
      key: 'salaryDeduction',
      text: salaryDeductionConsentText(phone.monthlyPremium + credit.monthlyPremium),
      textVersion: SALARY_DEDUCTION_CONSENT_TEXT_VERSION,
      acceptedAt: expect.any(String),
    };
    expect((await consentsOn(phone.id))[1]).toEqual([salary]);
    expect((await consentsOn(credit.id))[1]).toEqual([salary]);
  });
});
