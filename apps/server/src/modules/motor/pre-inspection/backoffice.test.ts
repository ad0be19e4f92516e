/**
 * The back office's pre-inspection API (audience 'backoffice'): only back-office accounts; the queue with
 * counts by status; one inspection with its history and photos (preview or full size); approve, or reject
 * with a reason (then the customer retakes photos and submits again); only a SUBMITTED inspection can be
 * assessed; cover's gate opens once approved.
 */
import { BACKOFFICE_PRE_INSPECTION_PATHS, PRE_INSPECTION_MESSAGES } from '@cover/domain/motor';
import { fillPath } from '@cover/domain';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  asBackoffice,
  buildPreInspectionApp,
  inspectionWithLink,
  noisyJpeg,
  operatorSession,
  pathsOf,
  phone,
  uploadAllPhotos,
} from './testing/fixtures.js';

const clock = new TestClock(START);
let app: FastifyInstance;
let owner: TestUser;
let assessor: string;
let operatorOnly: string;

beforeAll(async () => {
  app = await buildPreInspectionApp(clock);
  owner = await userWithHolder(app, 'retail', saId('850101500908'));
  assessor = await operatorSession(app, ['backoffice'], 'Nomvula Assessor');
  operatorOnly = await operatorSession(app, ['operator']);
}, 60_000);
afterAll(() => app.close());

const detailUrl = (id: string) => fillPath(BACKOFFICE_PRE_INSPECTION_PATHS.detail, { id });
const assessUrl = (id: string) => fillPath(BACKOFFICE_PRE_INSPECTION_PATHS.assess, { id });

/** A pre-inspection whose seven photos were sent for assessment; returns its id and the phone. */
async function submitted() {
  const { inspection, token } = await inspectionWithLink(app, owner);
  const page = phone(app, token);
  await uploadAllPhotos(page);
  expect((await page.submit()).statusCode).toBe(200);
  return { id: inspection.preInspectionId, page };
}

describe('back-office pre-inspections', () => {
  it('are for back-office accounts only', async () => {
    const list = BACKOFFICE_PRE_INSPECTION_PATHS.list;
    expect((await asBackoffice(app, null, 'GET', list)).statusCode).toBe(401);
    expect((await asBackoffice(app, operatorOnly, 'GET', list)).statusCode).toBe(403);
    const customer = await app.inject({
      method: 'GET',
      url: list,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect([401, 403]).toContain(customer.statusCode);
    expect((await asBackoffice(app, assessor, 'GET', list)).statusCode).toBe(200);
    const { id } = await submitted();
    const assess = await asBackoffice(app, operatorOnly, 'POST', assessUrl(id), { decision: 'APPROVED' });
    expect(assess.statusCode).toBe(403);
    expect((await asBackoffice(app, assessor, 'GET', detailUrl(id))).json().assessmentStatus).toBe(
      'SUBMITTED',
    );
  });

  it('lists the queue by status with counts, oldest submission first', async () => {
    const first = await submitted();
    clock.advanceDays(1);
    const second = await submitted();
    await inspectionWithLink(app, owner);
    const response = await asBackoffice(
      app,
      assessor,
      'GET',
      `${BACKOFFICE_PRE_INSPECTION_PATHS.list}?status=SUBMITTED`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const ids = body.data.map((item: { preInspectionId: string }) => item.preInspectionId);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(
      body.data.every((item: { assessmentStatus: string }) => item.assessmentStatus === 'SUBMITTED'),
    ).toBe(true);
    expect(body.counts.SUBMITTED).toBe(ids.length);
    expect(body.counts.AWAITING_PHOTOS).toBeGreaterThanOrEqual(1);
    expect(Object.keys(body.counts).sort()).toEqual([
      'APPROVED',
      'AWAITING_PHOTOS',
      'CANCELLED',
      'REJECTED',
      'SUBMITTED',
    ]);
  });

  it('shows one inspection with its photos (preview and full size) and its history', async () => {
    const { id, page } = await submitted();
    const response = await asBackoffice(app, assessor, 'GET', detailUrl(id));
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      preInspectionId: id,
      policyHolderId: owner.policyHolderId,
      assessedBy: null,
    });
    // (the test clock stands still, so the entries share one time: compared without their order)
    expect(detail.history.map((entry: { type: string }) => entry.type).sort()).toEqual(
      [
        'pre_inspection_created',
        'inspection_link_sent',
        ...Array<string>(7).fill('inspection_photo_uploaded'),
        'pre_inspection_submitted',
      ].sort(),
    );
    expect(detail.history.every((entry: { actor: string }) => entry.actor !== 'system')).toBe(true);
    const front = detail.photos[0];
    expect(front).toMatchObject({ kind: 'front', status: 'uploaded', contentType: 'image/jpeg' });
    const preview = await asBackoffice(app, assessor, 'GET', front.previewUrl);
    expect(preview.statusCode).toBe(200);
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(480);
    const full = await asBackoffice(app, assessor, 'GET', front.fullUrl);
    expect(full.statusCode).toBe(200);
    expect((await sharp(full.rawPayload).metadata()).width).toBe(640);
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    expect((await page.preview('front')).rawPayload.equals(preview.rawPayload)).toBe(true);
    const unknown = await asBackoffice(
      app,
      assessor,
      'GET',
      detailUrl('00000000-0000-4000-8000-000000000000'),
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('requires a reason to reject; the customer then retakes photos and submits again; then it is approved', async () => {
    const { id, page } = await submitted();
    const noReason = await asBackoffice(app, assessor, 'POST', assessUrl(id), { decision: 'REJECTED' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason).toBe(PRE_INSPECTION_MESSAGES.reason);
    const blankReason = await asBackoffice(app, assessor, 'POST', assessUrl(id), {
      decision: 'REJECTED',
      reason: '  ',
    });
    expect(blankReason.statusCode).toBe(400);

    const reason = 'The odometer photo is blurred: please take it again in daylight.';
    const rejected = await asBackoffice(app, assessor, 'POST', assessUrl(id), {
      decision: 'REJECTED',
      reason,
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ assessmentStatus: 'REJECTED', rejectionReason: reason });
    expect(rejected.json().assessedBy).toMatch(/^operator:/);
    // Staff read who decided by name, the customer's own steps as the customer's.
    expect(rejected.json().assessedByName).toBe('Nomvula Assessor');
    const names = new Map(
      rejected
        .json()
        .history.map((entry: { type: string; actorName: string }) => [entry.type, entry.actorName]),
    );
    expect(names.get('pre_inspection_rejected')).toBe('Nomvula Assessor');
    expect(names.get('pre_inspection_submitted')).toBe('Customer (inspection link)');
    const holderView = await callAs(app, owner, 'GET', pathsOf(owner).getPreinspectionById.path, {
      query: { preInspectionId: id },
    });
    expect(holderView.json()).toMatchObject({ assessmentStatus: 'REJECTED', rejectionReason: reason });
    expect((await page.page()).json()).toMatchObject({
      assessmentStatus: 'REJECTED',
      rejectionReason: reason,
    });

    // a rejected inspection cannot be assessed again until the photos are sent again
    const again = await asBackoffice(app, assessor, 'POST', assessUrl(id), { decision: 'APPROVED' });
    expect(again.statusCode).toBe(409);

    expect((await page.upload('odometer', await noisyJpeg(900, 600))).statusCode).toBe(200);
    expect((await page.submit()).statusCode).toBe(200);
    expect((await asBackoffice(app, assessor, 'GET', detailUrl(id))).json()).toMatchObject({
      assessmentStatus: 'SUBMITTED',
      rejectionReason: null,
    });
    await expect(findApprovedPreInspection(app.db, owner.policyHolderId, id)).rejects.toMatchObject({
      statusCode: 422,
    });

    const approved = await asBackoffice(app, assessor, 'POST', assessUrl(id), {
      decision: 'APPROVED',
      reason: 'All clear',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ assessmentStatus: 'APPROVED', rejectionReason: null });
    expect(approved.json().history.map((entry: { type: string }) => entry.type)).toContain(
      'pre_inspection_approved',
    );
    expect((await findApprovedPreInspection(app.db, owner.policyHolderId, id)).id).toBe(id);
    // photos cannot change once approved, nor can the approval be repeated
    expect((await page.start('front', 1000)).statusCode).toBe(409);
    expect(
      (await asBackoffice(app, assessor, 'POST', assessUrl(id), { decision: 'APPROVED' })).statusCode,
    ).toBe(409);
  });

  it('refuses to assess an inspection still waiting for photos (409) and an unknown one (404)', async () => {
    const { inspection } = await inspectionWithLink(app, owner);
    const waiting = await asBackoffice(app, assessor, 'POST', assessUrl(inspection.preInspectionId), {
      decision: 'APPROVED',
    });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().error.code).toBe('PRE_INSPECTION_NOT_SUBMITTED');
    const unknown = await asBackoffice(
      app,
      assessor,
      'POST',
      assessUrl('00000000-0000-4000-8000-000000000000'),
      {
        decision: 'APPROVED',
      },
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the approval hook', () => {
  it('runs in the approval’s transaction, and a failure undoes the approval', async () => {
    const approved: string[] = [];
    let fail = false;
    const hooked = await buildPreInspectionApp(
      clock,
      {},
      {
        onApproved: async (_tx, inspection) => {
          if (fail) throw new Error('issuing failed');
          approved.push(inspection.id);
        },
      },
    );
    try {
      const user = await userWithHolder(hooked, 'retail', saId('870707500908'));
      const reviewer = await operatorSession(hooked, ['backoffice']);
      const submit = async () => {
        const { inspection, token } = await inspectionWithLink(hooked, user);
        const page = phone(hooked, token);
        await uploadAllPhotos(page);
        expect((await page.submit()).statusCode).toBe(200);
        return inspection.preInspectionId;
      };
      const first = await submit();
      const ok = await asBackoffice(hooked, reviewer, 'POST', assessUrl(first), { decision: 'APPROVED' });
      expect(ok.statusCode).toBe(200);
      expect(approved).toEqual([first]);

      fail = true;
      const second = await submit();
      const failed = await asBackoffice(hooked, reviewer, 'POST', assessUrl(second), {
        decision: 'APPROVED',
      });
      expect(failed.statusCode).toBe(500);
      const after = await asBackoffice(hooked, reviewer, 'GET', detailUrl(second));
      expect(after.json().assessmentStatus).toBe('SUBMITTED');
      const rejected = await asBackoffice(hooked, reviewer, 'POST', assessUrl(second), {
        decision: 'REJECTED',
        reason: 'Licence disc expired',
      });
      expect(rejected.statusCode).toBe(200);
      expect(approved).toEqual([first]);
    } finally {
      await hooked.close();
    }
  });
});
