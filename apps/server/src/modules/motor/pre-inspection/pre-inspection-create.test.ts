/**
 * createPreinspection (spec 001 §3, §7) in both families: normalised and validated facts, an idempotent replay,
 * the holder's open pre-inspection of the same vehicle given back (decision 0019, addendum), and the caller it
 * needs. The other calls: pre-inspection-calls.test.ts.
 */
import { APPROVED_INSPECTION_REUSE_DAYS } from '@cover/domain/motor';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, preInspections } from '../../../db/schema/index.js';
import { signedInPoolUser } from '../../policy-holders/testing/pool-users.js';
import {
  callAs,
  saId,
  START,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../../insurance-core/testing/line-fixtures.js';
import { insuredVehicle } from '../testing/insured-vehicle.js';
import { buildPreInspectionApp, createPreInspection, pathsOf, vehicle } from './testing/fixtures.js';

const clock = new TestClock(START);
let app: FastifyInstance;
let owner: TestUser;
let stranger: TestUser;
let employee: TestUser;

beforeAll(async () => {
  app = await buildPreInspectionApp(clock);
  owner = await userWithHolder(app, 'retail', saId('850101500908'));
  stranger = await userWithHolder(app, 'retail', saId('900202500908'));
  employee = await userWithHolder(app, 'employee', saId('780303500908'), { username: 'TC123456' });
});
afterAll(() => app.close());

describe('createPreinspection', () => {
  it('creates a pre-inspection waiting for its seven photos, the facts normalised', async () => {
    const created = await createPreInspection(app, owner);
    expect(created).toMatchObject({
      assessmentType: 'PRE_INSPECTION',
      assessmentStatus: 'AWAITING_PHOTOS',
      rejectionReason: null,
      vinNo: 'AHTKB3FE502123456',
      registrationNo: 'CA 123-456',
      engineNo: '2ZR1234567',
      licenceNo: 'CA123456',
      odometerValue: 48_200,
      vehicleRegistrationYear: 2021,
      vehicleRegistrationMonth: 6,
      estimatedRetailPrice: 38_500_000,
      isDeleted: false,
      mobileEnding: null,
      smsSentAt: null,
      linkExpiresAt: null,
      claimId: null,
    });
    expect(created.photos.map((photo) => [photo.kind, photo.status, photo.previewUrl])).toEqual(
      ['front', 'rear', 'left', 'right', 'odometer', 'licence_disc', 'windscreen'].map((kind) => [
        kind,
        'missing',
        null,
      ]),
    );
    const [event] = await app.db.select().from(events).where(eq(events.entityId, created.preInspectionId));
    expect(event).toMatchObject({ entityType: 'pre_inspection', type: 'pre_inspection_created' });
    expect(event?.actor).toBe(`retail:${owner.sub}`);
  });

  it('replays an idempotent create once', async () => {
    const call = () =>
      callAs(app, owner, 'POST', pathsOf(owner).createPreinspection.path, {
        body: vehicle({ vinNo: 'WVWZZZ1KZ6W000001' }),
        idempotencyKey: 'create-once',
      });
    const first = await call();
    const again = await call();
    expect(first.statusCode).toBe(201);
    expect(again.json().preInspectionId).toBe(first.json().preInspectionId);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('gives back the open pre-inspection of the same vehicle, with its photos, never a second one', async () => {
    const holder = await userWithHolder(app, 'retail', saId('870505500908'));
    const first = await createPreInspection(app, holder, { vinNo: 'WVWZZZ1KZ6W000777', odometerValue: 1000 });
    // asked again (another device, a wizard started afresh): the same inspection, the facts given now
    const again = await createPreInspection(app, holder, { vinNo: 'WVWZZZ1KZ6W000777', odometerValue: 1200 });
    expect(again.preInspectionId).toBe(first.preInspectionId);
    expect(again.odometerValue).toBe(1200);
    // photos sent: still the same one, its facts as the photos were taken with them
    await app.db
      .update(preInspections)
      .set({ assessmentStatus: 'SUBMITTED' })
      .where(eq(preInspections.id, first.preInspectionId));
    const sent = await createPreInspection(app, holder, { vinNo: 'WVWZZZ1KZ6W000777', odometerValue: 1500 });
    expect(sent).toMatchObject({ preInspectionId: first.preInspectionId, assessmentStatus: 'SUBMITTED' });
    expect(sent.odometerValue).toBe(1200);
    // another registration, or an approved one: a new inspection
    const otherPlate = await createPreInspection(app, holder, {
      vinNo: 'WVWZZZ1KZ6W000777',
      registrationNo: 'GP 555-111',
    });
    expect(otherPlate.preInspectionId).not.toBe(first.preInspectionId);
    // approved 15 days ago, longer than an approval is good for: a new inspection
    const approvedOn = (daysAgo: number) =>
      app.db
        .update(preInspections)
        .set({
          assessmentStatus: 'APPROVED',
          assessedAt: new Date(clock.now().getTime() - daysAgo * 86_400_000),
        })
        .where(eq(preInspections.id, first.preInspectionId));
    await approvedOn(APPROVED_INSPECTION_REUSE_DAYS + 1);
    const afterApproval = await createPreInspection(app, holder, { vinNo: 'WVWZZZ1KZ6W000777' });
    expect([first.preInspectionId, otherPlate.preInspectionId]).not.toContain(afterApproval.preInspectionId);
    // someone else's inspection of the same vehicle is never given
    const other = await createPreInspection(app, stranger, { vinNo: 'WVWZZZ1KZ6W000777' });
    expect(other.preInspectionId).not.toBe(afterApproval.preInspectionId);
  });

  it('gives back an inspection approved in the last 14 days that no policy started from, as it is', async () => {
    const holder = await userWithHolder(app, 'retail', saId('860606500908'));
    const vin = 'WVWZZZ1KZ6W000888';
    const first = await createPreInspection(app, holder, { vinNo: vin, odometerValue: 1000 });
    await app.db
      .update(preInspections)
      .set({ assessmentStatus: 'APPROVED', assessedAt: new Date(clock.now().getTime() - 60_000) })
      .where(eq(preInspections.id, first.preInspectionId));
    // the application it was for was declined, or a wizard started afresh: no photos to take again
    const again = await createPreInspection(app, holder, { vinNo: vin, odometerValue: 1300 });
    expect(again).toMatchObject({ preInspectionId: first.preInspectionId, assessmentStatus: 'APPROVED' });
    expect(again.odometerValue).toBe(1000);
  });

  it('starts a new inspection once a policy started from the approved one (a new purchase of the vehicle)', async () => {
    const holder = await userWithHolder(app, 'retail', saId('880808500908'));
    const { vehicle: insured } = await insuredVehicle(app, holder, { vehicle: { vin: 'WVWZZZ1KZ6W000999' } });
    const [used] = await app.db
      .select()
      .from(preInspections)
      .where(eq(preInspections.vinNo, 'WVWZZZ1KZ6W000999'));
    expect(used).toMatchObject({ assessmentStatus: 'APPROVED' });
    const next = await createPreInspection(app, holder, {
      vinNo: insured.vin,
      registrationNo: insured.registrationNo,
    });
    expect(next.preInspectionId).not.toBe(used?.id);
    expect(next.assessmentStatus).toBe('AWAITING_PHOTOS');
  });

  it.each([
    ['a VIN of 16 characters', { vinNo: 'AHTKB3FE50212345' }, 'vinNo'],
    ['a VIN with an O', { vinNo: 'AHTKB3FE5O2123456' }, 'vinNo'],
    ['a number plate that cannot be one', { registrationNo: 'CA--12' }, 'registrationNo'],
    ['an odometer over 2 000 000 km', { odometerValue: 2_000_001 }, 'odometerValue'],
    ['a negative odometer', { odometerValue: -1 }, 'odometerValue'],
    ['kilometres with a fraction', { odometerValue: 10.5 }, 'odometerValue'],
    ['month 13', { vehicleRegistrationMonth: 13 }, 'vehicleRegistrationMonth'],
    ['a registration before 1900', { vehicleRegistrationYear: 1899 }, 'vehicleRegistrationMonth'],
    [
      'a registration next year',
      { vehicleRegistrationYear: new Date().getFullYear() + 1 },
      'vehicleRegistrationMonth',
    ],
    ['a negative price', { estimatedRetailPrice: -1 }, 'estimatedRetailPrice'],
    ['a price in rands with cents', { estimatedRetailPrice: 100.5 }, 'estimatedRetailPrice'],
    ['no make', { make: '  ' }, 'make'],
    ['an unknown inspection type', { assessmentType: 'DRIVE_BY' }, 'assessmentType'],
  ])('refuses %s, naming the field', async (_label, extra, field) => {
    const response = await callAs(app, owner, 'POST', pathsOf(owner).createPreinspection.path, {
      body: vehicle(extra),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain(field);
  });

  it('needs a signed-in caller who has registered as a policy holder', async () => {
    const anonymous = await callAs(app, null, 'POST', pathsOf(owner).createPreinspection.path, {
      body: vehicle(),
    });
    expect(anonymous.statusCode).toBe(401);
    const pool = await signedInPoolUser(app, 'retail', saId('920606500908'), {
      email: 'noholder@example.co.za',
    });
    const unregistered = { ...owner, sub: pool.sub, token: pool.accessToken };
    const create = await callAs(app, unregistered, 'POST', pathsOf(owner).createPreinspection.path, {
      body: vehicle(),
    });
    expect(create.statusCode).toBe(422);
    expect(create.json().error.code).toBe('POLICY_HOLDER_REQUIRED');
    const list = await callAs(app, unregistered, 'GET', pathsOf(owner).getPreinspectionsByIdNumber.path);
    expect(list.json()).toEqual({ data: [] });
  });

  it('works the same for employees in their own family', async () => {
    const created = await createPreInspection(app, employee, { assessmentType: 'CLAIM_SUBMISSION' });
    expect(created.assessmentType).toBe('CLAIM_SUBMISSION');
    const list = await callAs(app, employee, 'GET', pathsOf(employee).getPreinspectionsByIdNumber.path);
    expect(list.json().data.map((item: { preInspectionId: string }) => item.preInspectionId)).toEqual([
      created.preInspectionId,
    ]);
    // a retail caller cannot use the employee family at all
    const wrongFamily = await callAs(app, owner, 'GET', pathsOf(employee).getPreinspectionsByIdNumber.path);
    expect([401, 403]).toContain(wrongFamily.statusCode);
  });
});
