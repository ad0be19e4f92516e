/**
 * A repudiated motor claim closes its inspection of the damage (QA walk 4, finding 3), as a pre-inspection
 * closes with its declined application: CANCELLED ('No longer needed'), its link revoked, out of the queue
 * of inspections awaiting assessment, the claim and the inspection each saying so in their history. An
 * approved claim keeps its inspection.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formData, samplePdf } from '../../platform/uploads/testing.js';
import { claimsModule } from '../claims/index.js';
import { listEvents } from '../insurance-core/events.js';
import {
  callAs,
  saId,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../insurance-core/testing/line-fixtures.js';
import { operatorModule } from '../operator/index.js';
import { preInspectionModule } from './pre-inspection/index.js';
import { asBackoffice, operatorSession } from '../operator/testing/staff-sessions.js';
import { recordClaimInspectionStatus } from './claim-inspection-status.js';
import { findPreInspection, updatePreInspection } from './pre-inspection/repo.js';
import {
  buildMotorClaimsApp,
  insuredVehicle,
  MOTOR_CLAIM_TEST_PATHS,
  motorClaimInput,
  TEST_EXCESSES,
} from './testing/claim-fixtures.js';

const paths = MOTOR_CLAIM_TEST_PATHS.retail;
let app: FastifyInstance;
let assessor: string;
let supervisor: string;
let holders = 0;

const upload = (user: TestUser, claimId: string, kind: string) =>
  app.inject({
    method: 'POST',
    url: paths.uploadDocuments.path,
    headers: { authorization: `Bearer ${user.token}` },
    payload: formData({ claimId, kind }, [{ field: 'file', name: `${kind}.pdf`, bytes: samplePdf(kind) }]),
  });

const step = (cookie: string, claimId: string, name: string, payload?: Record<string, unknown>) =>
  asBackoffice(
    app,
    cookie,
    payload ? 'POST' : 'GET',
    `/api/backoffice/claims/${claimId}${name ? `/${name}` : ''}`,
    payload,
  );

/** A glass claim with its documents in and its photos of the damage as `photos`. */
async function glassClaim(photos: 'AWAITING_PHOTOS' | 'SUBMITTED' | 'APPROVED') {
  holders += 1;
  const user = await userWithHolder(app, 'retail', saId(`${70 + holders}0404${5100 + holders}08`));
  const { policy } = await insuredVehicle(app, user);
  const submitted = await callAs(app, user, 'POST', paths.submitClaim.path, {
    body: motorClaimInput(policy.id, 'GLASS'),
  });
  expect(submitted.statusCode, submitted.body).toBe(201);
  const claimId = submitted.json().claimId as string;
  const preInspectionId = submitted.json().inspection.preInspectionId as string;
  for (const kind of ['damage_photo', 'glass_quote'])
    expect((await upload(user, claimId, kind)).statusCode).toBe(201);
  if (photos !== 'AWAITING_PHOTOS') {
    const row = await updatePreInspection(app.db, preInspectionId, {
      assessmentStatus: photos,
      submittedAt: new Date(),
    });
    await recordClaimInspectionStatus(app.db, row, { now: new Date(), actor: 'inspection-link' });
  }
  return { claimId, preInspectionId };
}

async function decide(claimId: string, decision: 'approve' | 'repudiate') {
  const recommended = await step(assessor, claimId, 'recommend', {
    recommendation: decision,
    note: 'Checked',
    ...(decision === 'approve'
      ? { amount: 350_000 - TEST_EXCESSES.GLASS }
      : { customerReason: 'The windscreen was cracked before your cover started.' }),
  });
  expect(recommended.statusCode, recommended.body).toBe(200);
  const confirmed = await step(supervisor, claimId, 'confirm', { decision, reason: 'Agreed' });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json();
}

beforeAll(async () => {
  app = await buildMotorClaimsApp(new TestClock(new Date()).now, [
    operatorModule,
    claimsModule,
    preInspectionModule,
  ]);
  assessor = await operatorSession(app, ['backoffice'], 'Closing Assessor');
  supervisor = await operatorSession(app, ['backoffice'], 'Closing Supervisor');
});
afterAll(async () => {
  await app.close();
});

describe('the inspection of a repudiated claim’s damage', () => {
  it('closes one whose photos await assessment: no longer needed, its link revoked, both histories say so', async () => {
    const { claimId, preInspectionId } = await glassClaim('SUBMITTED');
    const claim = await decide(claimId, 'repudiate');

    const row = await findPreInspection(app.db, preInspectionId);
    expect(row).toMatchObject({ assessmentStatus: 'CANCELLED', tokenHash: null, tokenExpiresAt: null });
    const inspectionHistory = await listEvents(app.db, 'pre_inspection', preInspectionId, {
      includeInternal: true,
    });
    expect(inspectionHistory.map((event) => event.data.summary)).toContain(
      `Inspection no longer needed: claim ${claim.claimNumber as string} was repudiated`,
    );
    const view = (await step(assessor, claimId, '')).json();
    expect(view.inspection).toEqual({ preInspectionId, status: 'CANCELLED' });
    expect(view.history.map((entry: { summary: string }) => entry.summary)).toContain(
      'Inspection closed: no longer needed',
    );
  });

  it('closes one still waiting for photos', async () => {
    const { claimId, preInspectionId } = await glassClaim('AWAITING_PHOTOS');
    await decide(claimId, 'repudiate');
    expect((await findPreInspection(app.db, preInspectionId))?.assessmentStatus).toBe('CANCELLED');
  });
});

describe('the inspection of an approved claim’s damage', () => {
  it('is approved with the claim when its photos await assessment, by the confirmer, out of the queue', async () => {
    const { claimId, preInspectionId } = await glassClaim('SUBMITTED');
    const claim = await decide(claimId, 'approve');

    const row = await findPreInspection(app.db, preInspectionId);
    expect(row).toMatchObject({
      assessmentStatus: 'APPROVED',
      assessedAt: new Date(claim.assessment.decidedAt),
    });
    const inspection = (
      await asBackoffice(app, assessor, 'GET', `/api/backoffice/pre-inspections/${preInspectionId}`)
    ).json();
    expect(inspection).toMatchObject({ assessmentStatus: 'APPROVED', assessedByName: 'Closing Supervisor' });
    expect(inspection.history.at(-1)).toMatchObject({
      type: 'pre_inspection_approved_with_claim',
      actorName: 'Closing Supervisor',
      data: { summary: `Photos accepted with the approval of claim ${claim.claimNumber as string}` },
    });
    // the customer is told the claim's approval, not also that its photos are approved
    expect(inspection.history.map((event: { type: string }) => event.type)).not.toContain(
      'pre_inspection_approved',
    );
    const queue = (
      await asBackoffice(app, assessor, 'GET', '/api/backoffice/pre-inspections?status=SUBMITTED')
    ).json();
    expect(queue.data.map((entry: { id: string }) => entry.id)).not.toContain(preInspectionId);

    const view = (await step(assessor, claimId, '')).json();
    expect(view.inspection).toEqual({ preInspectionId, status: 'APPROVED' });
    expect(view.history).toContainEqual(
      expect.objectContaining({
        summary: 'Photos of the damage accepted with the claim’s approval',
        actorName: 'Closing Supervisor',
      }),
    );
  });

  it('leaves one approved already as it is', async () => {
    const { claimId, preInspectionId } = await glassClaim('APPROVED');
    const before = await listEvents(app.db, 'pre_inspection', preInspectionId);
    await decide(claimId, 'approve');
    expect((await findPreInspection(app.db, preInspectionId))?.assessmentStatus).toBe('APPROVED');
    expect(await listEvents(app.db, 'pre_inspection', preInspectionId)).toHaveLength(before.length);
  });
});
