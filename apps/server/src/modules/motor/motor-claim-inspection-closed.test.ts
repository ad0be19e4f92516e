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
  app = await buildMotorClaimsApp(new TestClock(new Date()).now, [operatorModule, claimsModule]);
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

  it('leaves the inspection of an approved claim as it is', async () => {
    const { claimId, preInspectionId } = await glassClaim('SUBMITTED');
    await decide(claimId, 'approve');
    expect((await findPreInspection(app.db, preInspectionId))?.assessmentStatus).toBe('SUBMITTED');
  });
});
