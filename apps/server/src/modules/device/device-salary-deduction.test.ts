/**
 * An employee's phone cover paid by salary deduction asks the deduction consent as a debit order asks its own
 * (QA H7 finding 28): refused without it (422 on consents.salaryDeduction), stored with the other consents
 * with the amount a month, credit life included when taken with the phone.
 */
import { SALARY_DEDUCTION_CONSENT_MESSAGE, salaryDeductionConsentText } from '@cover/domain';
import { DEVICE_PATHS, deviceApplicationReplySchema, type DeviceApplication } from '@cover/domain/device';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, saId, START, TestClock, userWithHolder } from '../insurance-core/testing/line-fixtures.js';
import {
  allConsents,
  buildDeviceApp,
  creditLife,
  deviceQuote,
  imei,
  register,
  registration,
  seedPhones,
  uploadToApplication,
} from './testing/fixtures.js';

const paths = DEVICE_PATHS.employee;
let app: FastifyInstance;
let phones: Awaited<ReturnType<typeof seedPhones>>;

beforeAll(async () => {
  app = await buildDeviceApp(new TestClock(START));
  phones = await seedPhones(app);
});
afterAll(async () => {
  await app.close();
});

/** An employee's application paid from their salary, its proof of purchase sent: ready to declare. */
async function salaryApplication(idNumber: string, username: string, serial: number, balance?: number) {
  const employee = await userWithHolder(app, 'employee', saId(idNumber), { username });
  const quote = await deviceQuote(app, employee, {
    selectedDevice: phones.iphone.id,
    ...(balance ? { isOptedforCreditLife: true, outstandingBalance: balance } : {}),
  });
  const { application } = await register(
    app,
    employee,
    registration(quote.quotePackageId, imei(serial), {
      paymentMethod: { type: 'deduct_from_salary' },
      billingDay: undefined,
      ...(balance ? { isOptedforCreditLife: true, creditLife: creditLife(balance) } : {}),
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
  const declare = (consents: Record<string, boolean>) =>
    callAs(app, employee, 'POST', paths.applicationDeclaration.path, {
      body: { applicationId: application.applicationId, consents },
    });
  return { quote, declare };
}

const storedConsent = (application: DeviceApplication, key: string) =>
  application.module.consents.find((consent) => consent.key === key);

describe('the salary deduction consent', () => {
  it('is required: the declaration without it is refused at its field, and nothing is issued', async () => {
    const { declare } = await salaryApplication('900303500908', '0012346', 31);
    const refused = await declare({ ...allConsents, salaryDeduction: false });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields['consents.salaryDeduction']).toBe(SALARY_DEDUCTION_CONSENT_MESSAGE);
    const omitted = await declare({ terms: true, popia: true });
    expect(omitted.json().error.fields['consents.salaryDeduction']).toBe(SALARY_DEDUCTION_CONSENT_MESSAGE);
  });

  it('is stored with the other consents, with the premium a month in rand', async () => {
    const { quote, declare } = await salaryApplication('900404500908', '0012347', 32);
    const accepted = await declare({ terms: true, popia: true, salaryDeduction: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { application, policy } = deviceApplicationReplySchema.parse(accepted.json());
    expect(policy?.monthlyPremium).toBe(quote.totalMonthlyPremium);
    expect(storedConsent(application, 'salaryDeduction')).toMatchObject({
      text: salaryDeductionConsentText(quote.totalMonthlyPremium),
      acceptedAt: expect.any(String),
    });
    expect(storedConsent(application, 'debitOrder')).toBeUndefined();
  });

  it('names the credit life premium with the phone’s when credit life is taken', async () => {
    const { quote, declare } = await salaryApplication('900505500908', '0012348', 33, 300_000);
    expect(quote.creditLifeMonthlyPremium).toBeGreaterThan(0);
    const accepted = await declare({ ...allConsents, salaryDeduction: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { application } = deviceApplicationReplySchema.parse(accepted.json());
    expect(storedConsent(application, 'salaryDeduction')?.text).toBe(
      salaryDeductionConsentText(quote.deviceMonthlyPremium + quote.creditLifeMonthlyPremium),
    );
  });
});
