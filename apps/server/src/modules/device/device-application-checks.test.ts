/**
 * The checks on a device application through its routes on a real database: a mistyped IMEI, an expired
 * quote, the proof of purchase (and contract) and the debit order consent before the declaration, and
 * uploads checked by content and size, only on the caller's own application.
 */
import { DEVICE_MESSAGES, DEVICE_PATHS } from '@cover/domain/device';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { samplePng } from '../../platform/uploads/testing.js';
import { callAs, START, type TestClock, type TestUser } from '../insurance-core/testing/line-fixtures.js';
import { deviceSuite, type DeviceSuite } from './testing/device-suite.js';
import {
  allConsents,
  deviceQuote,
  imei,
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

describe('checks on a device application', () => {
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
});
