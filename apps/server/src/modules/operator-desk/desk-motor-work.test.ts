/**
 * The operator desk's motor work over HTTP: the quote on the employee's scheme, the vehicle's inspection (one
 * per vehicle: the link texted again, an approved one given back) and registering the vehicle. The desk's
 * callers, employees and documents: desk.test.ts.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { events, preInspections } from '../../db/schema/index.js';
import { type TestUser } from '../insurance-core/testing/line-fixtures.js';
import { motorRegistration, newVehicleIdentity } from '../motor/testing/fixtures.js';
import {
  asOperator,
  desk,
  deskApplication,
  deskInspection,
  deskQuote,
  inspectionFacts,
  registerHolder,
  rosterEmployee,
  type TestOperator,
} from './testing/desk-fixtures.js';
import { useDeskWorld } from './testing/desk-world.js';

const world = useDeskWorld();
const { clock } = world;
let app: FastifyInstance;
let one: TestOperator;
let two: TestOperator;
let retailUser: TestUser;
let valuationId: string;
beforeAll(() => {
  ({ app, one, two, retailUser, valuationId } = world);
});

describe('motor work for the employee', () => {
  it('quotes on the employee’s scheme, for that holder only', async () => {
    const employee = await rosterEmployee(app);
    const holderId = await registerHolder(app, one, employee);
    const quote = await deskQuote(app, one, holderId, valuationId);
    expect(quote.scheme).toBe('management');
    expect(quote.module.employee?.salaryRefNumber).toBe(employee.salaryReferenceNumber);
    const retailHolder = await asOperator(app, one, 'POST', desk.getVehicleQuote.path, {
      body: { policyHolderId: retailUser.policyHolderId, vehicle: quote.module.vehicle },
    });
    expect(retailHolder.statusCode).toBe(400);
  });

  it('refuses a holder that is not an employee’s on the roster with 404', async () => {
    const identity = newVehicleIdentity();
    const response = await asOperator(app, one, 'POST', desk.sendInspectionSms.path, {
      body: { policyHolderId: retailUser.policyHolderId, ...inspectionFacts(identity) },
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses registerVehicle without a pre-inspection of the vehicle (422), and another holder’s quote (404)', async () => {
    const employee = await rosterEmployee(app);
    const holderId = await registerHolder(app, one, employee);
    const quote = await deskQuote(app, one, holderId, valuationId);
    const identity = newVehicleIdentity();
    const missing = await asOperator(app, one, 'POST', desk.registerVehicle.path, {
      body: {
        ...motorRegistration(quote, identity, '00000000-0000-4000-8000-000000000000'),
        policyHolderId: holderId,
      },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.fields).toHaveProperty(['vehicle.preInspectionId']);

    const other = await rosterEmployee(app);
    const otherHolder = await registerHolder(app, one, other);
    const inspectionId = await deskInspection(app, one, otherHolder, identity);
    const wrongQuote = await asOperator(app, one, 'POST', desk.registerVehicle.path, {
      body: { ...motorRegistration(quote, identity, inspectionId), policyHolderId: otherHolder },
    });
    expect(wrongQuote.statusCode).toBe(404);
  });

  it('registers the vehicle with a pending inspection, texts the link to the employee, and records who did it', async () => {
    const employee = await rosterEmployee(app);
    const { reply } = await deskApplication(app, one, employee, valuationId);
    expect(reply.application).toMatchObject({
      status: 'PENDING',
      operatorName: 'Desk One',
      acceptance: { status: 'NOT_SENT' },
      holder: { salaryReferenceNumber: employee.salaryReferenceNumber },
      module: { preInspection: { assessmentStatus: 'AWAITING_PHOTOS' }, paymentType: 'debit_order' },
    });
    expect(reply.application.actions.map((action) => [action.actor, action.by])).toContainEqual([
      'operator',
      'Desk One (operator)',
    ]);
    expect(
      reply.application.actions.some((action) => /Desk One registered the Toyota/.test(action.summary)),
    ).toBe(true);
    expect(JSON.stringify(reply)).not.toContain('62123456789');
  });

  it('keeps one inspection of the vehicle: the link texted again, one with photos or approved given back as it is', async () => {
    const employee = await rosterEmployee(app);
    const holderId = await registerHolder(app, one, employee);
    const identity = newVehicleIdentity();
    const linksSent = async (preInspectionId: string) =>
      (await app.db.select().from(events).where(eq(events.entityId, preInspectionId))).filter(
        (event) => event.type === 'inspection_link_sent',
      ).length;
    const first = await deskInspection(app, one, holderId, identity);
    // "Send the link again": the same inspection, a new link replacing the first
    expect(await deskInspection(app, one, holderId, identity)).toBe(first);
    expect(await linksSent(first)).toBe(2);
    // approved minutes ago for an application declined since: cover can start from it, no photos again
    await app.db
      .update(preInspections)
      .set({ assessmentStatus: 'APPROVED', assessedAt: new Date(clock.now().getTime() - 60_000) })
      .where(eq(preInspections.id, first));
    const reply = await asOperator(app, one, 'POST', desk.sendInspectionSms.path, {
      body: { ...inspectionFacts(identity), policyHolderId: holderId },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ preInspectionId: first, assessmentStatus: 'APPROVED' });
    expect(await linksSent(first)).toBe(2);
    // another operator never gets this operator's inspection: theirs is a new one
    expect(await deskInspection(app, two, holderId, identity)).not.toBe(first);
  });
});
