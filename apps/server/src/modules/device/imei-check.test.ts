/**
 * checkImeiInsured: the phone step asks whether an IMEI is on an in-force device policy before the customer
 * pays. Signed-in callers of the retail and employee families only; the answer is yes or no with the
 * refusal's words, never whose policy it is; a cancelled policy's IMEI is free again; the final submit keeps its own check.
 */
import { DEVICE_MESSAGES, DEVICE_PATHS } from '@cover/domain/device';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  saId,
  START,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../insurance-core/testing/line-fixtures.js';
import {
  buildDeviceApp,
  deviceQuote,
  imei,
  insuredPhone,
  registration,
  seedPhones,
} from './testing/fixtures.js';

const paths = DEVICE_PATHS.retail;
let app: FastifyInstance;
let phones: Awaited<ReturnType<typeof seedPhones>>;
let owner: TestUser;
let other: TestUser;
let policyNumber: string;
let policyId: string;
const TAKEN = { insured: true, refusal: DEVICE_MESSAGES.imeiTaken };

const check = (user: TestUser | null, deviceIMEINumber: string, family: 'retail' | 'employee' = 'retail') =>
  callAs(app, user, 'POST', DEVICE_PATHS[family].checkImeiInsured.path, { body: { deviceIMEINumber } });

beforeAll(async () => {
  app = await buildDeviceApp(new TestClock(START));
  phones = await seedPhones(app);
  owner = await userWithHolder(app, 'retail', saId('800101500908'));
  other = await userWithHolder(app, 'retail', saId('850505510108'), { firstName: 'Bongani' });
  const issued = await insuredPhone(app, owner, phones.galaxy.id, imei(41));
  policyNumber = issued.policy?.policyNumber ?? '';
  policyId = issued.policy?.policyId ?? '';
});
afterAll(async () => {
  await app.close();
});

describe('checkImeiInsured', () => {
  it('answers yes for an IMEI on another customer’s in-force policy, and nothing more', async () => {
    // grouped as on the box: the same phone
    const response = await check(
      other,
      imei(41)
        .replace(/(\d{5})/g, '$1-')
        .replace(/-$/, ''),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(TAKEN);
    expect(response.body).not.toContain(policyNumber);
    expect(response.body).not.toContain(policyId);
    expect(response.body).not.toContain('Thandi');
  });

  it('answers no for an IMEI nobody insures', async () => {
    const response = await check(other, imei(42));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ insured: false });
  });

  it('answers for an employee too, on the employee family', async () => {
    const employee = await userWithHolder(app, 'employee', saId('900202500908'), { username: '0012345' });
    expect((await check(employee, imei(41), 'employee')).json()).toEqual(TAKEN);
  });

  it('needs a signed-in caller of the family', async () => {
    expect((await check(null, imei(41))).statusCode).toBe(401);
    expect((await check(other, imei(41), 'employee')).statusCode).toBe(401);
  });

  it('refuses an IMEI that is not one with the field’s words (400)', async () => {
    const response = await check(other, '490154203237519');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.deviceIMEINumber).toBe(DEVICE_MESSAGES.imeiMistyped);
  });

  it('says yes with the same words the final submit refuses with, which keeps its own check', async () => {
    expect((await check(other, imei(41))).json()).toEqual(TAKEN);
    const quote = await deviceQuote(app, other, { selectedDevice: phones.galaxy.id });
    const refused = await callAs(app, other, 'POST', paths.createApplication.path, {
      body: registration(quote.quotePackageId, imei(41)),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields.deviceIMEINumber).toBe(DEVICE_MESSAGES.imeiTaken);
  });

  it('answers no once the policy is cancelled', async () => {
    const cancelled = await callAs(app, owner, 'POST', paths.cancelPolicy.path, {
      body: { policyId, reason: 'too_expensive' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await check(other, imei(41))).json()).toEqual({ insured: false });
  });
});
