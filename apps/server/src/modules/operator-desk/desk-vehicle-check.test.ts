/**
 * QA walk 8, finding 1. A vehicle already insured (on another policy holder's ACTIVE motor policy) is
 * refused at the desk as early as the customer's wizard refuses it: the desk asks checkVehicleExists when
 * the registration number and VIN are entered, and the server will not text the employee an inspection
 * link for it, nor register it. Every refusal speaks to the operator (what to do), never says whose policy
 * it is, and never asks them to "call us".
 */
import { MOTOR_REGISTRATION_MESSAGES, OPERATOR_DESK_MESSAGES } from '@cover/domain/motor';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, preInspections } from '../../db/schema/index.js';
import { saId, START, TestClock, userWithHolder } from '../insurance-core/testing/line-fixtures.js';
import {
  inspection,
  motorQuote,
  motorQuoteInput,
  motorRegistration,
  newVehicleIdentity,
  registerMotor,
  seedValuations,
} from '../motor/testing/fixtures.js';
import {
  asOperator,
  buildDeskApp,
  desk,
  deskInspection,
  deskQuote,
  inspectionFacts,
  registerHolder,
  rosterEmployee,
  signedInOperator,
  type RosterEmployee,
  type TestOperator,
} from './testing/desk-fixtures.js';

const clock = new TestClock(START);
let app: FastifyInstance;
let operator: TestOperator;
let valuationId: string;
/** a vehicle on another person's ACTIVE motor policy */
let insured: { vin: string; registration: string };
let policyNumber: string;
let ownerName: string;

beforeAll(async () => {
  app = await buildDeskApp(clock);
  ({
    corolla: { id: valuationId },
  } = await seedValuations(app));
  operator = await signedInOperator(app, 'Desk Vehicle Check');
  const owner = await userWithHolder(app, 'retail', saId('790303500908'), { firstName: 'Nomvula' });
  ownerName = 'Nomvula';
  insured = newVehicleIdentity();
  const quote = await motorQuote(app, owner, motorQuoteInput(valuationId));
  const reply = await registerMotor(app, owner, quote, insured, await inspection(app, owner, insured));
  if (!reply.policy) throw new Error('the owner’s policy was not issued');
  policyNumber = reply.policy.policyNumber;
});
afterAll(async () => {
  await app.close();
});

const check = (body: unknown, who: TestOperator | null = operator) =>
  asOperator(app, who, 'POST', desk.checkVehicleExists.path, { body });

/** Nothing in a refusal names the other policy, its holder, or asks the operator to call us. */
function expectNothingRevealed(body: string) {
  expect(body).not.toContain(policyNumber);
  expect(body).not.toContain(ownerName);
  expect(body).not.toContain('Nkosi');
  expect(body).not.toContain(MOTOR_REGISTRATION_MESSAGES.vehicleExists);
  expect(body.toLowerCase()).not.toContain('call us');
}

describe('checkVehicleExists at the desk', () => {
  it.each([
    ['its registration number, spaced and cased otherwise', () => ({ registrationNo: squash(insured) })],
    ['its VIN', () => ({ vin: insured.vin.toLowerCase() })],
    [
      'its VIN with a registration number not insured',
      () => ({ vin: insured.vin, registrationNo: 'ND 1-1' }),
    ],
    ['both', () => ({ vin: insured.vin, registrationNo: insured.registration })],
  ])('says a vehicle insured already is, by %s, in the operator’s words', async (_case, body) => {
    const response = await check(body());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ exists: true, message: OPERATOR_DESK_MESSAGES.vehicleInsured });
    expectNothingRevealed(response.body);
  });

  it('says a vehicle not insured is free', async () => {
    const fresh = newVehicleIdentity();
    const response = await check({ vin: fresh.vin, registrationNo: fresh.registration });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ exists: false, message: OPERATOR_DESK_MESSAGES.vehicleFree });
  });

  it('needs the registration number or the VIN (400)', async () => {
    expect((await check({})).statusCode).toBe(400);
  });

  it('is the desk’s: no session is 401, staff without the operator role 403', async () => {
    expect((await check({ vin: insured.vin }, null)).statusCode).toBe(401);
    const assessor = await signedInOperator(app, 'Back Office Only', ['backoffice']);
    expect((await check({ vin: insured.vin }, assessor)).statusCode).toBe(403);
  });
});

describe('the desk’s inspection link and registration of a vehicle insured already', () => {
  let employee: RosterEmployee;
  let policyHolderId: string;
  beforeAll(async () => {
    employee = await rosterEmployee(app);
    policyHolderId = await registerHolder(app, operator, employee);
  });

  const textsTo = async (cellphone: string) =>
    (await app.db.select().from(outboxMessages).where(eq(outboxMessages.to, cellphone))).length;

  it.each([
    ['the same VIN and registration number', () => insured],
    ['the same VIN under another registration number', () => ({ ...newVehicleIdentity(), vin: insured.vin })],
    [
      'the same registration number with another VIN',
      () => ({ ...newVehicleIdentity(), registration: insured.registration }),
    ],
  ])('refuses to text an inspection link for %s (409), and texts nobody', async (_case, identity) => {
    const before = await textsTo(employee.cellphone);
    const vehicle = identity();
    const response = await asOperator(app, operator, 'POST', desk.sendInspectionSms.path, {
      body: { ...inspectionFacts(vehicle), policyHolderId },
      headers: { 'idempotency-key': `insured-${vehicle.vin}-${vehicle.registration}` },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'VEHICLE_INSURED',
      message: OPERATOR_DESK_MESSAGES.vehicleInsured,
    });
    expect(response.json().error.fields).toEqual({ registrationNo: OPERATOR_DESK_MESSAGES.vehicleInsured });
    expectNothingRevealed(response.body);
    expect(await textsTo(employee.cellphone)).toBe(before);
    const made = await app.db
      .select()
      .from(preInspections)
      .where(and(eq(preInspections.policyHolderId, policyHolderId), eq(preInspections.vinNo, vehicle.vin)));
    expect(made).toHaveLength(0);
  });

  it('still texts the link for a vehicle not insured', async () => {
    await expect(deskInspection(app, operator, policyHolderId, newVehicleIdentity())).resolves.toBeTruthy();
  });

  it('refuses registerVehicle for it in the operator’s words, on the registration number', async () => {
    const quote = await deskQuote(app, operator, policyHolderId, valuationId);
    const preInspectionId = await inspection(
      app,
      { policyHolderId } as Parameters<typeof inspection>[1],
      insured,
    );
    const response = await asOperator(app, operator, 'POST', desk.registerVehicle.path, {
      body: { ...motorRegistration(quote, insured, preInspectionId), policyHolderId },
      headers: { 'idempotency-key': `register-insured-${insured.vin}` },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'VEHICLE_INSURED',
      message: OPERATOR_DESK_MESSAGES.vehicleInsured,
      fields: { 'vehicle.vehicle_reg_no': OPERATOR_DESK_MESSAGES.vehicleInsured },
    });
    expectNothingRevealed(response.body);
  });
});

/** 'CA 100-123' → 'ca100123' */
function squash(identity: { registration: string }) {
  return identity.registration.replace(/[\s-]/g, '').toLowerCase();
}
