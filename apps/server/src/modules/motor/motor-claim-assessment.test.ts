/**
 * The back office assessing a motor claim whose damage is inspected from photos (spec 001 §4 inspection type
 * CLAIM_SUBMISSION): no approval, recommended or confirmed, while the photos are outstanding or to be
 * retaken, the claim's page saying so; a repudiation goes ahead; a towing claim (no photos) as before; a
 * glass claim assessed and paid once its documents and photos are in, the excess off what is granted.
 */
import { type MotorClaimType } from '@cover/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_SESSION_COOKIE } from '../../platform/auth/operator-session.js';
import { formData, samplePdf } from '../../platform/uploads/testing.js';
import { claimsModule } from '../claims/index.js';
import {
  callAs,
  saId,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../insurance-core/testing/line-fixtures.js';
import { createOperatorAccount } from '../operator/accounts.js';
import { operatorModule } from '../operator/index.js';
import { asBackoffice, operatorSession } from '../operator/testing/staff-sessions.js';
import { CLAIM_PHOTOS_OUTSTANDING } from './claim-inspection.js';
import { recordClaimInspectionStatus } from './claim-inspection-status.js';
import { updatePreInspection } from './pre-inspection/repo.js';
import {
  buildMotorClaimsApp,
  insuredVehicle,
  MOTOR_CLAIM_TEST_PATHS,
  motorClaimInput,
  TEST_EXCESSES,
} from './testing/claim-fixtures.js';

const paths = MOTOR_CLAIM_TEST_PATHS.retail;
let app: FastifyInstance;
let holders = 0;

async function customerWithVehicle() {
  holders += 1;
  const user = await userWithHolder(app, 'retail', saId(`${80 + holders}0303${5000 + holders}08`));
  return { user, ...(await insuredVehicle(app, user)) };
}

const submit = (user: TestUser, body: Record<string, unknown>) =>
  callAs(app, user, 'POST', paths.submitClaim.path, { body });

const upload = (user: TestUser, claimId: string, kind: string, file: { name: string; bytes: Uint8Array }) =>
  app.inject({
    method: 'POST',
    url: paths.uploadDocuments.path,
    headers: { authorization: `Bearer ${user.token}` },
    payload: formData({ claimId, kind }, [{ field: 'file', ...file }]),
  });

beforeAll(async () => {
  app = await buildMotorClaimsApp(new TestClock(new Date()).now, [operatorModule, claimsModule]);
});
afterAll(async () => {
  await app.close();
});

describe('the back office and a claim whose photos are outstanding', () => {
  let assessor: string;
  let supervisor: string;
  beforeAll(async () => {
    assessor = await operatorSession(app, ['backoffice'], 'Motor Assessor');
    supervisor = await operatorSession(app, ['backoffice'], 'Motor Supervisor');
  });
  const step = (cookie: string, claimId: string, name: string, payload?: Record<string, unknown>) =>
    asBackoffice(
      app,
      cookie,
      payload ? 'POST' : 'GET',
      `/api/backoffice/claims/${claimId}${name ? `/${name}` : ''}`,
      payload,
    );

  /** A claim of `type` with every document in (the photos of the damage are another matter). */
  async function claimWithDocuments(type: MotorClaimType, kinds: string[]) {
    const { user, policy } = await customerWithVehicle();
    const submitted = await submit(user, motorClaimInput(policy.id, type));
    expect(submitted.statusCode, submitted.body).toBe(201);
    const claimId = submitted.json().claimId as string;
    for (const kind of kinds) {
      const uploaded = await upload(user, claimId, kind, { name: `${kind}.pdf`, bytes: samplePdf(kind) });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
    }
    return { claimId, preInspectionId: submitted.json().inspection?.preInspectionId as string | undefined };
  }

  const photosTaken = async (preInspectionId: string, status: 'SUBMITTED' | 'REJECTED') => {
    const row = await updatePreInspection(app.db, preInspectionId, {
      assessmentStatus: status,
      submittedAt: new Date(),
    });
    await recordClaimInspectionStatus(app.db, row, { now: new Date(), actor: 'inspection-link' });
  };

  it('refuses to recommend or confirm approval until the photos are in, says so on the claim, then approves', async () => {
    const { claimId, preInspectionId } = await claimWithDocuments('GLASS', ['damage_photo', 'glass_quote']);
    const detail = await step(assessor, claimId, '');
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().approvalBlocker).toBe(CLAIM_PHOTOS_OUTSTANDING.notTaken);

    const amount = 350_000 - TEST_EXCESSES.GLASS;
    const refused = await step(assessor, claimId, 'recommend', {
      recommendation: 'approve',
      amount,
      note: 'Windscreen quote less the excess',
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'APPROVAL_HELD',
      message: CLAIM_PHOTOS_OUTSTANDING.notTaken,
    });
    expect((await step(assessor, claimId, '')).json()).toMatchObject({
      status: 'open',
      assessment: { recommendation: null },
    });

    // photos to be retaken: still no approval, and the page says why
    await photosTaken(preInspectionId ?? '', 'REJECTED');
    expect((await step(assessor, claimId, '')).json().approvalBlocker).toBe(CLAIM_PHOTOS_OUTSTANDING.retake);

    // the photos are in: the approval goes ahead
    await photosTaken(preInspectionId ?? '', 'SUBMITTED');
    expect((await step(assessor, claimId, '')).json().approvalBlocker).toBeNull();
    const recommended = await step(assessor, claimId, 'recommend', {
      recommendation: 'approve',
      amount,
      note: 'Windscreen quote less the excess',
    });
    expect(recommended.statusCode, recommended.body).toBe(200);
    const approved = await step(supervisor, claimId, 'confirm', { decision: 'approve', reason: 'Agreed' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ approvalStatus: 'approved', grantedAmount: amount });
  });

  it('refuses to confirm an approval that overturns a repudiation while the photos are outstanding, and repudiates', async () => {
    const { claimId } = await claimWithDocuments('ACCESSORIES', [
      'damage_photo',
      'repair_quote',
      'accessory_proof_of_purchase',
    ]);
    const recommended = await step(assessor, claimId, 'recommend', {
      recommendation: 'repudiate',
      note: 'The roof rack was not on the schedule',
      customerReason: 'The roof rack is not covered by your policy.',
    });
    expect(recommended.statusCode, recommended.body).toBe(200);
    const overturned = await step(supervisor, claimId, 'confirm', {
      decision: 'approve',
      amount: 100_000,
      reason: 'Covered after all',
    });
    expect(overturned.statusCode, overturned.body).toBe(409);
    expect(overturned.json().error.message).toBe(CLAIM_PHOTOS_OUTSTANDING.notTaken);
    const repudiated = await step(supervisor, claimId, 'confirm', {
      decision: 'repudiate',
      reason: 'Agreed',
    });
    expect(repudiated.statusCode, repudiated.body).toBe(200);
    expect(repudiated.json()).toMatchObject({ approvalStatus: 'repudiated', approvalBlocker: null });
  });

  it('approves a towing claim, which has no photos, as before', async () => {
    const { claimId } = await claimWithDocuments('TOWING', ['towing_invoice']);
    expect((await step(assessor, claimId, '')).json().approvalBlocker).toBeNull();
    const recommended = await step(assessor, claimId, 'recommend', {
      recommendation: 'approve',
      amount: 150_000,
      note: 'Invoice checked',
    });
    expect(recommended.statusCode, recommended.body).toBe(200);
    const approved = await step(supervisor, claimId, 'confirm', { decision: 'approve', reason: 'Agreed' });
    expect(approved.json()).toMatchObject({ approvalStatus: 'approved' });
  });
});

describe('the back office and a motor claim', () => {
  const login = async (name: string, address: string) => {
    await createOperatorAccount(
      app.db,
      { name, displayName: name, roles: ['backoffice'], password: 'Correct-Horse-9' },
      { hashParams: { N: 1024, r: 8, p: 1 } },
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/operator/login',
      payload: { name, pass: 'Correct-Horse-9' },
      remoteAddress: address,
    });
    const cookie = response.cookies.find((entry) => entry.name === OPERATOR_SESSION_COOKIE);
    if (!cookie) throw new Error(`login failed: ${response.body}`);
    return cookie.value;
  };
  const staff = (cookie: string, url: string, payload?: Record<string, unknown>) =>
    app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      cookies: { [OPERATOR_SESSION_COOKIE]: cookie },
      ...(payload ? { payload } : {}),
    });

  it('assesses and pays a glass claim once its documents are in: the excess comes off what is granted', async () => {
    const { user, policy } = await customerWithVehicle();
    const submitted = await submit(user, motorClaimInput(policy.id, 'GLASS'));
    const claimId = submitted.json().claimId as string;
    for (const kind of ['damage_photo', 'glass_quote'])
      expect(
        (await upload(user, claimId, kind, { name: `${kind}.pdf`, bytes: samplePdf(kind) })).statusCode,
      ).toBe(201);
    // the photos of the damage are in (the claim cannot be approved before)
    const photos = await updatePreInspection(app.db, submitted.json().inspection.preInspectionId, {
      assessmentStatus: 'SUBMITTED',
      submittedAt: new Date(),
    });
    await recordClaimInspectionStatus(app.db, photos, { now: new Date(), actor: 'inspection-link' });
    const assessor = await login('motor-assessor', '10.11.1.1');
    const supervisor = await login('motor-supervisor', '10.11.1.2');
    const detail = await staff(assessor, `/api/backoffice/claims/${claimId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      claimType: 'GLASS',
      excess: TEST_EXCESSES.GLASS,
      vehicle: expect.any(String),
    });
    const path = (step: string) => `/api/backoffice/claims/${claimId}/${step}`;
    const recommended = await staff(assessor, path('recommend'), {
      recommendation: 'approve',
      amount: 350_000 - TEST_EXCESSES.GLASS,
      note: 'Windscreen quote less the R1 500 excess',
    });
    expect(recommended.statusCode, recommended.body).toBe(200);
    const approved = await staff(supervisor, path('confirm'), { decision: 'approve', reason: 'Agreed' });
    expect(approved.json()).toMatchObject({ approvalStatus: 'approved', grantedAmount: 200_000 });
    const paid = await staff(supervisor, path('pay'), { reference: 'EFT-MOT-1' });
    expect(paid.json()).toMatchObject({ statusDisplayValue: 'Paid' });
    const view = await callAs(app, user, 'GET', paths.getClaimByID.path, { query: { claimId } });
    expect(view.json()).toMatchObject({ statusDisplayValue: 'Paid', grantedAmount: 200_000 });
  });
});
