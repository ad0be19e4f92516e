/**
 * One credit life per financed phone (QA walk 7 finding 1, the phone's side): credit life on its own on an
 * IMEI whose credit life (taken with the phone's cover, or on its own) is ACTIVE or PENDING is refused (409
 * CREDIT_LIFE_EXISTS at deviceIMEINumber, naming the customer's policy or application), and so is credit
 * life taken with a device application on a phone whose finance a credit life already covers (at
 * isOptedforCreditLife); the phone's own cover without credit life is not.
 */
import { creditLifeExistsMessage } from '@cover/domain';
import { DEVICE_CREDIT_LIFE_PATHS, DEVICE_PATHS } from '@cover/domain/device';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { policies } from '../../db/schema/index.js';
import { callAs, debitOrder, type TestUser } from '../insurance-core/testing/line-fixtures.js';
import { creditLifeSuite, phoneWithCreditLife, today } from '../device/testing/credit-life-suite.js';
import { creditLife, deviceQuote, imei, registration } from '../device/testing/fixtures.js';

const paths = DEVICE_CREDIT_LIFE_PATHS.retail;
const ISSUE = { consents: { debitOrder: true, creditCheck: true, terms: true, popia: true } };
const suite = creditLifeSuite();
let app: FastifyInstance;
let retail: TestUser;
beforeAll(() => {
  ({ app, retail } = suite);
});

const standalone = (deviceIMEINumber: string, extra: Record<string, unknown> = {}) =>
  callAs(app, retail, 'POST', paths.createIndividualCreditLife.path, {
    body: {
      deviceBrand: 'Samsung',
      deviceModel: 'Galaxy A15',
      deviceIMEINumber,
      ...creditLife(200_000),
      paymentMethod: debitOrder(),
      billingDay: 25,
      ...extra,
    },
  });

/** A device application on the Galaxy, with credit life or without. */
async function deviceApplication(imeiNumber: string, withCreditLife: boolean) {
  const quote = await deviceQuote(app, retail, {
    selectedDevice: suite.phones.galaxy.id,
    ...(withCreditLife ? { isOptedforCreditLife: true, outstandingBalance: 300_000 } : {}),
  });
  return callAs(app, retail, 'POST', DEVICE_PATHS.retail.createApplication.path, {
    body: registration(
      quote.quotePackageId,
      imeiNumber,
      withCreditLife
        ? { effectiveDate: today, isOptedforCreditLife: true, creditLife: creditLife(300_000) }
        : { effectiveDate: today },
    ),
  });
}

const refusal = (field: string, existing: Parameters<typeof creditLifeExistsMessage>[1]) => {
  const message = creditLifeExistsMessage('phone', existing);
  return { code: 'CREDIT_LIFE_EXISTS', message, fields: { [field]: message } };
};

describe('a second device credit life on the same IMEI', () => {
  it('is refused on its own beside the credit life taken with the phone cover, naming its policy', async () => {
    const reply = await phoneWithCreditLife(suite, retail, 81);
    const [credit] = await app.db
      .select({ policyNumber: policies.policyNumber })
      .from(policies)
      .where(eq(policies.id, reply.creditLifePolicyId ?? ''));
    expect(credit?.policyNumber).toMatch(/^DCL-/);
    const spaced = imei(81).replace(/^(\d{5})(\d{5})/, '$1 $2 ');
    const second = await standalone(spaced, ISSUE);
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().error).toMatchObject(
      refusal('deviceIMEINumber', { policyNumber: credit?.policyNumber ?? '' }),
    );
  });

  it('is refused on its own beside a PENDING one on its own, naming the application', async () => {
    const saved = await standalone(imei(82));
    expect(saved.statusCode, saved.body).toBe(201);
    const second = await standalone(imei(82), ISSUE);
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().error).toMatchObject(
      refusal('deviceIMEINumber', { applicationNumber: saved.json().application.applicationNumber }),
    );
  });

  it('is refused with a device application beside one taken on its own; the phone cover alone is not', async () => {
    const first = await standalone(imei(83), ISSUE);
    expect(first.statusCode, first.body).toBe(201);
    const withCredit = await deviceApplication(imei(83), true);
    expect(withCredit.statusCode, withCredit.body).toBe(409);
    expect(withCredit.json().error).toMatchObject(
      refusal('isOptedforCreditLife', { policyNumber: first.json().policy.policyNumber }),
    );
    const alone = await deviceApplication(imei(83), false);
    expect(alone.statusCode, alone.body).toBe(201);
  });
});
