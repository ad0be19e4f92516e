/**
 * A motor claim follows its inspection (QA walk finding 1): the customer sending the photos through the
 * claim's texted link, and the back office approving or rejecting that inspection, are recorded on the claim
 * in the same transaction, so the claim shows the photos as in, no new link is texted, and the claim can
 * be approved; rejected photos hold the approval again until they are retaken.
 */
import {
  BACKOFFICE_PRE_INSPECTION_PATHS,
  CLAIM_INSPECTION_PHOTO_KINDS,
  MOTOR_CLAIM_MESSAGES,
} from '@cover/domain/motor';
import { fillPath } from '@cover/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf, formData } from '../../platform/uploads/testing.js';
import { claimsModule } from '../claims/index.js';
import { listClaimEvents } from '../claims/repo.js';
import { callAs, saId, TestClock, userWithHolder } from '../insurance-core/testing/line-fixtures.js';
import { operatorModule } from '../operator/index.js';
import { asBackoffice, operatorSession } from '../operator/testing/staff-sessions.js';
import { CLAIM_PHOTOS_OUTSTANDING } from './claim-inspection.js';
import { createMotorPreInspectionModule } from './index.js';
import { lastLink, phone, uploadAllPhotos } from './pre-inspection/testing/fixtures.js';
import {
  buildMotorClaimsApp,
  insuredVehicle,
  MOTOR_CLAIM_TEST_PATHS,
  motorClaimInput,
} from './testing/claim-fixtures.js';

const paths = MOTOR_CLAIM_TEST_PATHS.retail;
let app: FastifyInstance;
let assessor: string;
let holders = 0;

beforeAll(async () => {
  const clock = new TestClock(new Date());
  app = await buildMotorClaimsApp(clock.now, [
    operatorModule,
    claimsModule,
    createMotorPreInspectionModule({ now: clock.now }),
  ]);
  assessor = await operatorSession(app, ['backoffice'], 'Claim Assessor');
});
afterAll(async () => {
  await app.close();
});

/** A customer's accident claim with its documents in, and the phone that opened its texted link. */
async function accidentClaim() {
  holders += 1;
  const user = await userWithHolder(app, 'retail', saId(`${60 + holders}0404${5000 + holders}08`));
  const { policy } = await insuredVehicle(app, user);
  const submitted = await callAs(app, user, 'POST', paths.submitClaim.path, {
    body: motorClaimInput(policy.id, 'ACCIDENT_SCRATCHES_DENTS'),
  });
  expect(submitted.statusCode, submitted.body).toBe(201);
  const claimId = submitted.json().claimId as string;
  const preInspectionId = submitted.json().inspection.preInspectionId as string;
  const { token, text } = await lastLink(app);
  return {
    user,
    claimId,
    preInspectionId,
    claimNumber: submitted.json().claimNumber as string,
    text,
    link: phone(app, token),
  };
}

const claimOf = (user: Awaited<ReturnType<typeof accidentClaim>>['user'], claimId: string) =>
  callAs(app, user, 'GET', paths.getClaimByID.path, { query: { claimId } });
const backofficeClaim = (claimId: string) =>
  asBackoffice(app, assessor, 'GET', `/api/backoffice/claims/${claimId}`);
const assess = (id: string, body: Record<string, unknown>) =>
  asBackoffice(app, assessor, 'POST', fillPath(BACKOFFICE_PRE_INSPECTION_PATHS.assess, { id }), body);

describe('the customer sending the photos of a claim through its link', () => {
  it('is texted a link that names the claim and asks for the vehicle and its damage', async () => {
    const { claimNumber, text } = await accidentClaim();
    expect(text).toMatch(
      new RegExp(
        `^Telkom Cover: take the photos of your Toyota Corolla \\(CA \\d{3}-456\\) and its damage for claim ${claimNumber}: `,
      ),
    );
    expect(text).not.toMatch(/pre-inspection/i);
  });

  it('shows the claim’s photos as in, texts no new link, and lets the back office approve the claim', async () => {
    const { user, claimId, preInspectionId, link } = await accidentClaim();
    expect((await backofficeClaim(claimId)).json().approvalBlocker).toBe(CLAIM_PHOTOS_OUTSTANDING.notTaken);

    await uploadAllPhotos(link, [], CLAIM_INSPECTION_PHOTO_KINDS);
    const sent = await link.submit();
    expect(sent.statusCode, sent.body).toBe(200);

    expect((await claimOf(user, claimId)).json().inspection).toEqual({
      preInspectionId,
      status: 'SUBMITTED',
    });
    const again = await callAs(app, user, 'POST', paths.sendClaimInspectionSms.path, { body: { claimId } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MOTOR_CLAIM_MESSAGES.inspectionPhotosIn);
    const events = await listClaimEvents(app.db, [claimId]);
    expect(events.filter((event) => event.type === 'claim.inspection_status')).toMatchObject([
      { data: { preInspectionId, status: 'SUBMITTED' }, actor: 'inspection-link' },
    ]);

    for (const kind of ['damage_photo', 'repair_quote', 'drivers_licence']) {
      const uploaded = await app.inject({
        method: 'POST',
        url: paths.uploadDocuments.path,
        headers: { authorization: `Bearer ${user.token}` },
        payload: formData({ claimId, kind }, [
          { field: 'file', name: `${kind}.pdf`, bytes: samplePdf(kind) },
        ]),
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
    }
    expect((await backofficeClaim(claimId)).json().approvalBlocker).toBeNull();
    const recommended = await asBackoffice(
      app,
      assessor,
      'POST',
      `/api/backoffice/claims/${claimId}/recommend`,
      {
        recommendation: 'approve',
        amount: 100_000,
        note: 'Bumper repair quote less the excess',
        customerReason: 'We pay the bumper repair quote less your excess.',
      },
    );
    expect(recommended.statusCode, recommended.body).toBe(200);
  });

  it('asks for the damage first and names the claim on the link’s page; a pre-inspection’s windscreen is not asked', async () => {
    const { claimNumber, link } = await accidentClaim();
    const page = await link.page();
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ assessmentType: 'CLAIM_SUBMISSION', claimNumber });
    expect(page.json().photos.map((photo: { kind: string }) => photo.kind)).toEqual([
      ...CLAIM_INSPECTION_PHOTO_KINDS,
    ]);
    expect(page.json().photos[0]).toMatchObject({ label: 'The damage', status: 'missing' });
    const windscreen = await link.start('windscreen', 1000);
    expect(windscreen.statusCode).toBe(404);
    expect(windscreen.json().error.code).toBe('PHOTO_NOT_ASKED');
  });

  it('leaves the claim waiting while photos are missing, the send refused', async () => {
    const { user, claimId, preInspectionId, link } = await accidentClaim();
    const refused = await link.submit();
    expect(refused.statusCode).toBe(422);
    expect((await claimOf(user, claimId)).json().inspection).toEqual({
      preInspectionId,
      status: 'AWAITING_PHOTOS',
    });
  });
});

describe('the back office assessing a claim’s inspection', () => {
  it('records a rejection on the claim, holding its approval, then an approval of the retaken photos', async () => {
    const { user, claimId, preInspectionId, link } = await accidentClaim();
    await uploadAllPhotos(link, [], CLAIM_INSPECTION_PHOTO_KINDS);
    expect((await link.submit()).statusCode).toBe(200);

    const rejected = await assess(preInspectionId, {
      decision: 'REJECTED',
      reason: 'The damage is not in view',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await claimOf(user, claimId)).json().inspection).toEqual({ preInspectionId, status: 'REJECTED' });
    expect((await backofficeClaim(claimId)).json().approvalBlocker).toBe(CLAIM_PHOTOS_OUTSTANDING.retake);

    expect((await link.submit()).statusCode).toBe(200);
    const approved = await assess(preInspectionId, { decision: 'APPROVED' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await claimOf(user, claimId)).json().inspection).toEqual({ preInspectionId, status: 'APPROVED' });
    expect((await backofficeClaim(claimId)).json().approvalBlocker).toBeNull();
    const moves = (await listClaimEvents(app.db, [claimId]))
      .filter((event) => event.type === 'claim.inspection_status')
      .map((event) => [event.data.status, event.actor?.startsWith('operator:') ? 'staff' : event.actor]);
    expect(moves).toEqual([
      ['SUBMITTED', 'inspection-link'],
      ['REJECTED', 'staff'],
      ['SUBMITTED', 'inspection-link'],
      ['APPROVED', 'staff'],
    ]);
  });

  it('changes neither the inspection nor the claim when the assessment is refused', async () => {
    const { user, claimId, preInspectionId } = await accidentClaim();
    const refused = await assess(preInspectionId, { decision: 'APPROVED' });
    expect(refused.statusCode).toBe(409);
    expect((await claimOf(user, claimId)).json().inspection).toEqual({
      preInspectionId,
      status: 'AWAITING_PHOTOS',
    });
  });
});
