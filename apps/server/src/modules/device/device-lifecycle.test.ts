/**
 * Device cover through its routes on a real database: quote → application → proof of purchase → consents →
 * policy (with credit life), the credit check consent only with credit life, an IMEI already insured, who may
 * pay how, and cancellation inside and after the 14 days (the catalogue: device-catalogue.test.ts; the checks
 * on an application: device-application-checks.test.ts; payment changes: device-payment.test.ts).
 */
import {
  DEVICE_PATHS,
  devicePolicyDetailSchema,
  DEVICE_MESSAGES,
  REGISTRATION_MESSAGES,
} from '@cover/domain/device';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index.js';
import {
  callAs,
  saId,
  START,
  userWithHolder,
  type TestClock,
  type TestUser,
} from '../insurance-core/testing/line-fixtures.js';
import { deviceSuite, type DeviceSuite } from './testing/device-suite.js';
import {
  creditLife,
  deviceQuote,
  imei,
  insuredPhone,
  register,
  registration,
  uploadToApplication,
} from './testing/fixtures.js';

const paths = DEVICE_PATHS.retail;
const suite = deviceSuite();
let app: FastifyInstance;
let clock: TestClock;
let phones: DeviceSuite['phones'];
let alice: TestUser;
let bob: TestUser;
beforeAll(() => {
  ({ app, clock, phones, alice, bob } = suite);
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
