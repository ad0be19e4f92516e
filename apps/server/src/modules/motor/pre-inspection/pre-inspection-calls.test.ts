/**
 * The holder's six pre-inspection calls (spec 001 §3, §7) in both families (create: pre-inspection-create.test.ts):
 * list by the holder's own ID number or by VIN with the filters, read, remove (soft, refused once
 * approved), the SMS link (token only in the SMS, never in the reply or the logs), another holder's ids
 * answered 404 with nothing changed, and the gate before cover: findApprovedPreInspection.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../../../../test/log-capture.js';
import { preInspections } from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import {
  callAs,
  saId,
  START,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../../insurance-core/testing/line-fixtures.js';
import { findApprovedPreInspection } from './index.js';
import {
  buildPreInspectionApp,
  createPreInspection,
  lastLink,
  pathsOf,
  sendSms,
} from './testing/fixtures.js';

const clock = new TestClock(START);
let app: FastifyInstance;
let logs: string[];
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  app = await buildPreInspectionApp(clock);
  logs = captureLogs(app.log);
  owner = await userWithHolder(app, 'retail', saId('850101500908'));
  stranger = await userWithHolder(app, 'retail', saId('900202500908'));
});
afterAll(() => app.close());

const rowOf = async (id: string) =>
  (await app.db.select().from(preInspections).where(eq(preInspections.id, id)))[0];

describe('lists', () => {
  let listOwner: TestUser;
  let older: string;
  let claimInspection: string;
  let otherCar: string;

  beforeAll(async () => {
    listOwner = await userWithHolder(app, 'retail', saId('860404500908'));
    older = (await createPreInspection(app, listOwner)).preInspectionId;
    clock.advanceDays(1);
    claimInspection = (await createPreInspection(app, listOwner, { assessmentType: 'CLAIM_SUBMISSION' }))
      .preInspectionId;
    clock.advanceDays(1);
    otherCar = (await createPreInspection(app, listOwner, { vinNo: 'JTDBR32E720012345', make: 'Honda' }))
      .preInspectionId;
  });

  const ids = (response: { json: () => { data: { preInspectionId: string }[] } }) =>
    response.json().data.map((item) => item.preInspectionId);
  const byIdNumber = (query: Record<string, string | number> = {}) =>
    callAs(app, listOwner, 'GET', pathsOf(listOwner).getPreinspectionsByIdNumber.path, { query });

  it('lists the caller’s own by their ID number, newest first (the number may be left out)', async () => {
    expect(ids(await byIdNumber({ idNumber: listOwner.idNumber }))).toEqual([
      otherCar,
      claimInspection,
      older,
    ]);
    expect(ids(await byIdNumber())).toEqual([otherCar, claimInspection, older]);
  });

  it('answers 404 for anyone else’s ID number, telling nothing about them', async () => {
    const response = await byIdNumber({ idNumber: owner.idNumber });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(owner.idNumber);
  });

  it('filters by assessment type, limit and removal', async () => {
    expect(ids(await byIdNumber({ assessmentType: 'CLAIM_SUBMISSION' }))).toEqual([claimInspection]);
    expect(ids(await byIdNumber({ limit: 2 }))).toEqual([otherCar, claimInspection]);
    expect((await byIdNumber({ limit: 101 })).statusCode).toBe(400);
    expect(ids(await byIdNumber({ isDeleted: 'true' }))).toEqual([]);
    expect((await byIdNumber({ isDeleted: 'maybe' })).statusCode).toBe(400);
  });

  it('lists the caller’s inspections of one vehicle by its VIN, in any case', async () => {
    const response = await callAs(
      app,
      listOwner,
      'GET',
      pathsOf(listOwner).getPreinspectionsByVinNumber.path,
      {
        query: { vinNumber: ' jtdbr32e720012345 ' },
      },
    );
    expect(ids(response)).toEqual([otherCar]);
    // another holder with the same vehicle sees none of these
    const theirs = await callAs(app, stranger, 'GET', pathsOf(stranger).getPreinspectionsByVinNumber.path, {
      query: { vinNumber: 'JTDBR32E720012345' },
    });
    expect(ids(theirs)).toEqual([]);
  });

  it('removes one (soft): gone from the list, listed with isDeleted, its link revoked; again is the same', async () => {
    expect((await sendSms(app, listOwner, older)).statusCode).toBe(200);
    const remove = () =>
      callAs(app, listOwner, 'POST', pathsOf(listOwner).removePreinspectionByPreinspectionId.path, {
        body: { preInspectionId: older },
      });
    const removed = await remove();
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({
      message: 'Pre-inspection removed',
      preInspection: { isDeleted: true },
    });
    expect(ids(await byIdNumber())).toEqual([otherCar, claimInspection]);
    expect(ids(await byIdNumber({ isDeleted: 'true' }))).toEqual([older]);
    expect((await rowOf(older))?.tokenHash).toBeNull();
    expect((await remove()).statusCode).toBe(200);
  });

  it('refuses to remove an approved pre-inspection (cover depends on it)', async () => {
    await app.db
      .update(preInspections)
      .set({ assessmentStatus: 'APPROVED' })
      .where(eq(preInspections.id, otherCar));
    const response = await callAs(
      app,
      listOwner,
      'POST',
      pathsOf(listOwner).removePreinspectionByPreinspectionId.path,
      {
        body: { preInspectionId: otherCar },
      },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('PRE_INSPECTION_APPROVED');
    expect((await rowOf(otherCar))?.isDeleted).toBe(false);
  });
});

describe('another holder’s pre-inspection', () => {
  let theirs: string;
  beforeAll(async () => {
    theirs = (await createPreInspection(app, owner)).preInspectionId;
  });

  it.each([
    ['getPreinspectionById', 'GET'],
    ['removePreinspectionByPreinspectionId', 'POST'],
    ['sendInspectionSms', 'POST'],
  ] as const)('%s answers 404 and changes nothing', async (call, method) => {
    const before = await rowOf(theirs);
    const outbox = (await app.notifier.list(200)).length;
    const input = { preInspectionId: theirs, mobile: '0825550100' };
    const response = await callAs(app, stranger, method, pathsOf(stranger)[call].path, {
      ...(method === 'GET' ? { query: { preInspectionId: theirs } } : { body: input }),
    });
    expect(response.statusCode).toBe(404);
    expect(await rowOf(theirs)).toEqual(before);
    expect((await app.notifier.list(200)).length).toBe(outbox);
  });

  it('is read by its owner', async () => {
    const response = await callAs(app, owner, 'GET', pathsOf(owner).getPreinspectionById.path, {
      query: { preInspectionId: theirs },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().preInspectionId).toBe(theirs);
  });

  it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000'])(
    'an unknown id (%s) is refused',
    async (id) => {
      const response = await callAs(app, owner, 'GET', pathsOf(owner).getPreinspectionById.path, {
        query: { preInspectionId: id },
      });
      expect([400, 404]).toContain(response.statusCode);
    },
  );
});

describe('sendInspectionSms', () => {
  it('texts the link (token only in the SMS), and says only where it went and until when', async () => {
    const inspection = await createPreInspection(app, owner);
    const response = await sendSms(app, owner, inspection.preInspectionId, '082 555 0199');
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json();
    expect(reply).toEqual({
      preInspectionId: inspection.preInspectionId,
      mobileEnding: '0199',
      linkExpiresAt: new Date(clock.now().getTime() + 7 * 24 * 60 * 60 * 1000).toISOString(),
    });
    const sms = await lastLink(app);
    expect(sms.to).toBe('+27825550199');
    expect(sms.text).toBe(
      `Telkom Cover: take 7 photos of your Toyota Corolla Cross 1.8 XS (CA 123-456) for its inspection: ${sms.link} The link works for 7 days.`,
    );
    expect(sms.link).toMatch(/^http:\/\/localhost(:\d+)?\/inspection#t=[A-Za-z0-9_-]{43}$/);
    expect(response.body).not.toContain(sms.token);
    expect(logs.join('\n')).not.toContain(sms.token);
    const row = await rowOf(inspection.preInspectionId);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toBe(sms.token);
    expect(row?.mobile).toBe('+27825550199');
    const view = await callAs(app, owner, 'GET', pathsOf(owner).getPreinspectionById.path, {
      query: { preInspectionId: inspection.preInspectionId },
    });
    expect(view.json()).toMatchObject({ mobileEnding: '0199', linkExpiresAt: reply.linkExpiresAt });
    expect(view.body).not.toContain(sms.token);
    expect(view.body).not.toContain('825550199');
  });

  it('refuses a number that is not a South African mobile', async () => {
    const inspection = await createPreInspection(app, owner);
    const response = await sendSms(app, owner, inspection.preInspectionId, '011 555 0199');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('mobile');
  });

  it('uses PUBLIC_APP_URL for the link when it is set', async () => {
    const configured = await buildPreInspectionApp(clock, { PUBLIC_APP_URL: 'https://cover.example.co.za/' });
    try {
      const user = await userWithHolder(configured, 'retail', saId('910505500908'));
      const inspection = await createPreInspection(configured, user);
      expect((await sendSms(configured, user, inspection.preInspectionId)).statusCode).toBe(200);
      expect((await lastLink(configured)).link).toMatch(/^https:\/\/cover\.example\.co\.za\/inspection#t=/);
    } finally {
      await configured.close();
    }
  });
});

describe('findApprovedPreInspection', () => {
  it('returns the holder’s approved pre-inspection and refuses anything else with the same 422', async () => {
    const inspection = await createPreInspection(app, owner);
    const id = inspection.preInspectionId;
    const refusal = async (holderId: string, preInspectionId: string) => {
      const error = await findApprovedPreInspection(app.db, holderId, preInspectionId).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        statusCode: 422,
        message: "The vehicle's pre-inspection must be approved before cover can start",
      });
    };
    await refusal(owner.policyHolderId, id);
    await app.db
      .update(preInspections)
      .set({ assessmentStatus: 'APPROVED' })
      .where(eq(preInspections.id, id));
    expect((await findApprovedPreInspection(app.db, owner.policyHolderId, id)).id).toBe(id);
    await refusal(stranger.policyHolderId, id);
    await refusal(owner.policyHolderId, 'not-a-uuid');
    const claimInspection = await createPreInspection(app, owner, { assessmentType: 'CLAIM_SUBMISSION' });
    await app.db
      .update(preInspections)
      .set({ assessmentStatus: 'APPROVED' })
      .where(eq(preInspections.id, claimInspection.preInspectionId));
    await refusal(owner.policyHolderId, claimInspection.preInspectionId);
    await app.db.update(preInspections).set({ isDeleted: true }).where(eq(preInspections.id, id));
    await refusal(owner.policyHolderId, id);
  });
});
