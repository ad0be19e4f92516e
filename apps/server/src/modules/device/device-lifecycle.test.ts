/**
 * Device cover through its routes on a real database: the catalogue and the public estimate, quote →
 * application → proof of purchase → consents → policy (with credit life), duplicate IMEIs, expired quotes,
 * uploads of the wrong type or size, cancellation inside and after the 14 days (payment changes: device-payment.test.ts).
 */
import {
  DEVICE_MESSAGES,
  DEVICE_PATHS,
  devicePolicyDetailSchema,
  REGISTRATION_MESSAGES,
} from '@cover/domain/device';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index.js';
import { samplePng } from '../../platform/uploads/testing.js';
import {
  callAs,
  saId,
  START,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../insurance-core/testing/line-fixtures.js';
import {
  allConsents,
  buildDeviceApp,
  creditLife,
  deviceQuote,
  imei,
  insuredPhone,
  register,
  registration,
  seedPhones,
  uploadToApplication,
} from './testing/fixtures.js';

const paths = DEVICE_PATHS.retail;
let app: FastifyInstance;
let clock: TestClock;
let phones: Awaited<ReturnType<typeof seedPhones>>;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  clock = new TestClock(START);
  app = await buildDeviceApp(clock);
  phones = await seedPhones(app);
  alice = await userWithHolder(app, 'retail', saId('800101500908'));
  bob = await userWithHolder(app, 'retail', saId('850505510108'), { firstName: 'Bongani' });
});
afterAll(async () => {
  await app.close();
});

describe('the catalogue and the public estimate', () => {
  it('finds phones by brand and model words, with the price version and date, and lists the brands', async () => {
    const response = await callAs(app, null, 'GET', paths.getDeviceCatalog.path, {
      query: { q: 'galaxy a15' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      brand: 'Samsung',
      model: 'Galaxy A15',
      replacementCost: 499_900,
      priceVersion: 'catalogue-2026-01',
      pricedOn: '2026-01-01',
    });
    expect(body.brands).toEqual(['Apple', 'Samsung']);
    const none = await callAs(app, null, 'GET', paths.getDeviceCatalog.path, { query: { q: '3310' } });
    expect(none.json().data).toEqual([]);
  });

  it('prices a catalogue phone with the excess of every claim type and 14 days of cooling-off', async () => {
    const response = await callAs(app, null, 'POST', paths.getDeviceQuote.path, {
      body: { selectedDevice: phones.iphone.id, isOptedforCreditLife: true, outstandingBalance: 1_000_000 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      deviceMonthlyPremium: 22_900,
      creditLifeMonthlyPremium: 4_200,
      totalMonthlyPremium: 27_100,
      coolingOffDays: 14,
      device: { listed: true, priceVersion: 'catalogue-2026-01' },
    });
    expect(response.json().excesses.map((excess: { amount: number }) => excess.amount)).toEqual([
      285_000, 380_000, 190_000, 475_000,
    ]);
  });

  it.each([
    [
      { deviceBrand: 'Nokia', deviceModel: 'G42', replacementCost: 5_000_001 },
      'replacementCost',
      DEVICE_MESSAGES.replacementCostHigh,
    ],
    [
      { deviceBrand: 'Nokia', deviceModel: 'G42', replacementCost: 49_999 },
      'replacementCost',
      DEVICE_MESSAGES.replacementCostLow,
    ],
    [{ deviceBrand: '', deviceModel: 'G42', replacementCost: 300_000 }, 'deviceBrand', DEVICE_MESSAGES.brand],
    [
      { deviceBrand: 'Nokia', deviceModel: 'x'.repeat(61), replacementCost: 300_000 },
      'deviceModel',
      DEVICE_MESSAGES.model,
    ],
  ])('refuses an unlisted phone out of bounds with a clear message (%#)', async (body, field, message) => {
    const response = await callAs(app, null, 'POST', paths.getDeviceQuote.path, { body });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
  });

  it('prices a phone that is not listed at the cost given, and refuses a phone no longer offered', async () => {
    const listed = await callAs(app, null, 'POST', paths.getDeviceQuote.path, {
      body: { deviceBrand: 'Nokia', deviceModel: 'G42', replacementCost: 300_000 },
    });
    expect(listed.json()).toMatchObject({
      deviceMonthlyPremium: 4_900,
      device: { listed: false, brand: 'Nokia' },
    });
    const gone = await callAs(app, null, 'POST', paths.getDeviceQuote.path, {
      body: { selectedDevice: phones.nokia.id },
    });
    expect(gone.statusCode).toBe(422);
    expect(gone.json().error.fields.selectedDevice).toBe(DEVICE_MESSAGES.deviceUnknown);
  });
});

describe('from quote to policy', () => {
  it('issues a device policy (DEV-, 14 days) and a credit life policy (DCL-, 31 days) with its schedules', async () => {
    const reply = await insuredPhone(app, alice, phones.galaxy.id, imei(1), {
      quote: { isOptedforCreditLife: true, outstandingBalance: 300_000 },
      registration: { isOptedforCreditLife: true, creditLife: creditLife(300_000) },
    });
    expect(reply.message).toBe('Your device is insured. Your policy has been issued.');
    expect(reply.application.status).toBe('ACTIVE');
    expect(reply.application.module.consents.map((consent) => consent.key)).toEqual([
      'debitOrder',
      'creditCheck',
      'terms',
      'popia',
    ]);
    expect(reply.application.module.consents[0]).toMatchObject({
      textVersion: 'device-consents-2026-11',
      acceptedAt: START.toISOString(),
    });
    const policy = reply.policy;
    expect(policy?.policyNumber).toMatch(/^DEV-2026-\d+$/);
    expect(policy).toMatchObject({
      status: 'ACTIVE',
      monthlyPremium: 7_900,
      startDate: '2026-03-02',
      coolingOffEndsOn: '2026-03-16',
    });
    expect(policy?.module.device).toMatchObject({
      brand: 'Samsung',
      imei: imei(1),
      colour: 'Black',
      replacementCost: 499_900,
    });
    expect(policy?.module.creditLifePolicyId).toBe(reply.creditLifePolicyId);
    const detail = devicePolicyDetailSchema.parse(
      (
        await callAs(app, alice, 'GET', paths.getPolicyByPolicyId.path, {
          query: { policyId: policy?.policyId ?? '' },
        })
      ).json(),
    );
    expect(detail.history.map((event) => event.type)).toContain('policy.issued');
    // the application's approval in plain words, not the consents' keys and text version
    const approval = await app.db
      .select({ data: events.data })
      .from(events)
      .where(
        and(eq(events.entityId, reply.application.applicationId), eq(events.type, 'application.approved')),
      );
    expect(approval.map((row) => row.data.summary)).toEqual([
      'Declaration, terms and conditions and privacy consent accepted; application approved',
    ]);
    expect(detail.cancellationTerms).toMatchObject({
      withinCoolingOff: true,
      coolingOffEndsOn: '2026-03-16',
    });
    const documents = await callAs(app, alice, 'POST', paths.getDocument.path, {
      body: { policyId: policy?.policyId },
    });
    expect(documents.statusCode).toBe(200);
    expect(documents.json().data[0].url).toMatch(/^data:application\/pdf;base64,/);
  });

  it('asks the credit check consent only with credit life: phone cover alone is issued without it', async () => {
    const withoutCheck = { debitOrder: true, terms: true, popia: true };
    // phone cover alone: no finance to confirm, so no credit check is asked for or recorded
    const quote = await deviceQuote(app, bob, { selectedDevice: phones.galaxy.id });
    const alone = await register(app, bob, registration(quote.quotePackageId, imei(27)));
    await uploadToApplication(app, bob, alone.application.applicationId, 'purchase_proof');
    const issued = await callAs(app, bob, 'POST', paths.applicationDeclaration.path, {
      body: { applicationId: alone.application.applicationId, consents: withoutCheck },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().application.status).toBe('ACTIVE');
    expect(
      (issued.json().application.module.consents as { key: string }[]).map((consent) => consent.key),
    ).toEqual(['debitOrder', 'terms', 'popia']);

    // with credit life the balance of the finance is confirmed with the credit provider: asked for
    const financed = await deviceQuote(app, bob, {
      selectedDevice: phones.galaxy.id,
      isOptedforCreditLife: true,
      outstandingBalance: 200_000,
    });
    const withCredit = await register(
      app,
      bob,
      registration(financed.quotePackageId, imei(28), {
        isOptedforCreditLife: true,
        creditLife: creditLife(200_000),
      }),
    );
    await uploadToApplication(app, bob, withCredit.application.applicationId, 'purchase_proof');
    const refused = await callAs(app, bob, 'POST', paths.applicationDeclaration.path, {
      body: { applicationId: withCredit.application.applicationId, consents: withoutCheck },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields['consents.creditCheck']).toBe(REGISTRATION_MESSAGES.consent);
  });

  it('refuses an IMEI already on an active policy, for anyone', async () => {
    const quote = await deviceQuote(app, bob, { selectedDevice: phones.galaxy.id });
    const response = await callAs(app, bob, 'POST', paths.createApplication.path, {
      body: registration(
        quote.quotePackageId,
        imei(1)
          .replace(/(\d{5})/g, '$1 ')
          .trim(),
      ),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields.deviceIMEINumber).toBe(DEVICE_MESSAGES.imeiTaken);
  });

  it.each([
    ['352000000000000', DEVICE_MESSAGES.imeiMistyped],
    ['35200000000000', DEVICE_MESSAGES.imei],
  ])('refuses the IMEI %s, saying what is wrong, with the *#06# hint', async (value, message) => {
    const quote = await deviceQuote(app, bob, { selectedDevice: phones.galaxy.id });
    const response = await callAs(app, bob, 'POST', paths.createApplication.path, {
      body: registration(quote.quotePackageId, value),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.deviceIMEINumber).toBe(message);
  });

  it('refuses an expired quote', async () => {
    const quote = await deviceQuote(app, bob, { selectedDevice: phones.galaxy.id });
    clock.advanceDays(8);
    try {
      const response = await callAs(app, bob, 'POST', paths.createApplication.path, {
        body: registration(quote.quotePackageId, imei(2), { effectiveDate: '2026-03-10' }),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().error.code).toBe('QUOTE_EXPIRED');
    } finally {
      clock.set(START);
    }
  });

  it('needs the proof of purchase (and the contract for a phone on contract) and the debit order consent first', async () => {
    const quote = await deviceQuote(app, bob, { selectedDevice: phones.galaxy.id });
    const { application } = await register(
      app,
      bob,
      registration(quote.quotePackageId, imei(3), { isOnContract: true }),
    );
    expect(application.documentsOutstanding).toEqual(['purchase_proof', 'contract_proof']);
    const early = await callAs(app, bob, 'POST', paths.applicationDeclaration.path, {
      body: { applicationId: application.applicationId, consents: allConsents },
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().error.code).toBe('DOCUMENTS_OUTSTANDING');
    expect(
      (await uploadToApplication(app, bob, application.applicationId, 'purchase_proof')).statusCode,
    ).toBe(201);
    const uploaded = await uploadToApplication(app, bob, application.applicationId, 'contract_proof', {
      name: 'contract.png',
      bytes: samplePng(),
    });
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().documentsOutstanding).toEqual([]);
    const noDebit = await callAs(app, bob, 'POST', paths.applicationDeclaration.path, {
      body: { applicationId: application.applicationId, consents: { ...allConsents, debitOrder: false } },
    });
    expect(noDebit.statusCode).toBe(422);
    expect(noDebit.json().error.fields['consents.debitOrder']).toBeDefined();
    const noPopia = await callAs(app, bob, 'POST', paths.applicationDeclaration.path, {
      body: { applicationId: application.applicationId, consents: { ...allConsents, popia: false } },
    });
    expect(noPopia.statusCode).toBe(400);
  });

  it('checks uploads by content and size, and only on the caller’s own application', async () => {
    const quote = await deviceQuote(app, bob, { selectedDevice: phones.galaxy.id });
    const { application } = await register(app, bob, registration(quote.quotePackageId, imei(4)));
    const text = await uploadToApplication(app, bob, application.applicationId, 'purchase_proof', {
      name: 'receipt.pdf',
      bytes: new TextEncoder().encode('not a pdf at all'),
    });
    expect(text.statusCode).toBe(415);
    const big = new Uint8Array(4 * 1024 * 1024 + 10);
    big.set(new TextEncoder().encode('%PDF-1.4\n'));
    const oversize = await uploadToApplication(app, bob, application.applicationId, 'purchase_proof', {
      name: 'big.pdf',
      bytes: big,
    });
    expect(oversize.statusCode).toBe(413);
    const someoneElse = await uploadToApplication(app, alice, application.applicationId, 'purchase_proof');
    expect(someoneElse.statusCode).toBe(404);
    const after = await callAs(app, bob, 'GET', paths.getApplicationById.path, {
      query: { applicationId: application.applicationId },
    });
    expect(after.json().documents).toEqual([]);
  });

  it('lets a retail customer pay by debit order only', async () => {
    const quote = await deviceQuote(app, bob, { selectedDevice: phones.galaxy.id });
    const response = await callAs(app, bob, 'POST', paths.createApplication.path, {
      body: registration(quote.quotePackageId, imei(5), { paymentMethod: { type: 'deduct_from_salary' } }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields['paymentMethod.type']).toBe(
      'This payment method is not offered for this cover',
    );
  });

  it('lets an employee on the roster pay by salary deduction', async () => {
    const employee = await userWithHolder(app, 'employee', saId('900202500908'), { username: '0012345' });
    const reply = await insuredPhone(app, employee, phones.iphone.id, imei(6), {
      registration: { paymentMethod: { type: 'deduct_from_salary' }, billingDay: undefined },
    });
    expect(reply.policy).toMatchObject({
      billingDay: 25,
      monthlyPremium: 22_900,
      packageName: 'EMPLOYEE_DEVICE_INSURANCE',
    });
    expect(reply.policy?.module.paymentDetails?.type).toBe('deduct_from_salary');
  });
});

describe('servicing a device policy', () => {
  it('refunds the premiums on a cancellation inside 14 days, and nothing after', async () => {
    const inside = (await insuredPhone(app, bob, phones.galaxy.id, imei(7))).policy;
    const cancelled = await callAs(app, bob, 'POST', paths.cancelPolicy.path, {
      body: { policyId: inside?.policyId, reason: 'too_expensive' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ withinCoolingOff: true, policy: { status: 'CANCELLED' } });

    const later = (await insuredPhone(app, bob, phones.galaxy.id, imei(8))).policy;
    clock.advanceDays(15);
    try {
      const response = await callAs(app, bob, 'POST', paths.cancelPolicy.path, {
        body: { policyId: later?.policyId, reason: 'too_expensive' },
      });
      expect(response.json()).toMatchObject({
        withinCoolingOff: false,
        refund: null,
        message: 'Your policy has been cancelled.',
      });
    } finally {
      clock.set(START);
    }
    const archived = await callAs(app, bob, 'POST', paths.archive.path, {
      body: { policyId: later?.policyId, title: 'Sold the phone', description: 'No longer mine' },
    });
    expect(archived.json()).toMatchObject({ archived: 'policy' });
    const list = await callAs(app, bob, 'GET', paths.getPolicy.path);
    expect(list.json().data.map((policy: { policyId: string }) => policy.policyId)).not.toContain(
      later?.policyId,
    );
  });
});
