/**
 * A motor claim as the back office reads it in words: its documents by the names its type gives them, its
 * type by its label in the console's claims list and on the policy's, and whether the caller made the
 * recommendation waiting to be confirmed (four eyes: the page then offers them no confirmation).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf, formData } from '../../platform/uploads/testing.js';
import { staffPolicy } from '../backoffice/policy-view.js';
import { claimsModule } from '../claims/index.js';
import { callAs, saId, TestClock, userWithHolder } from '../insurance-core/testing/line-fixtures.js';
import { operatorModule } from '../operator/index.js';
import { asBackoffice, operatorSession } from '../operator/testing/staff-sessions.js';
import {
  buildMotorClaimsApp,
  insuredVehicle,
  MOTOR_CLAIM_TEST_PATHS,
  motorClaimInput,
} from './testing/claim-fixtures.js';

const paths = MOTOR_CLAIM_TEST_PATHS.retail;
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildMotorClaimsApp(new TestClock(new Date()).now, [operatorModule, claimsModule]);
});
afterAll(async () => {
  await app.close();
});

describe('a motor claim in the back office, in words', () => {
  it('names its documents and type as people do, and tells the recommender another person must confirm', async () => {
    const assessor = await operatorSession(app, ['backoffice'], 'Words Assessor');
    const supervisor = await operatorSession(app, ['backoffice'], 'Words Supervisor');
    const user = await userWithHolder(app, 'retail', saId('880404580008'));
    const { policy } = await insuredVehicle(app, user);
    const submitted = await callAs(app, user, 'POST', paths.submitClaim.path, {
      body: motorClaimInput(policy.id, 'TOWING'),
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const claimId = submitted.json().claimId as string;
    const uploaded = await app.inject({
      method: 'POST',
      url: paths.uploadDocuments.path,
      headers: { authorization: `Bearer ${user.token}` },
      payload: formData({ claimId, kind: 'towing_invoice' }, [
        { field: 'file', name: 'invoice.pdf', bytes: samplePdf('invoice') },
      ]),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const url = `/api/backoffice/claims/${claimId}`;

    const open = await asBackoffice(app, assessor, 'GET', url);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().documentLabels).toMatchObject({
      drivers_licence: 'Copy of the driver’s licence',
      towing_invoice: 'Towing invoice',
    });
    expect(open.json().youRecommended).toBe(false);
    // and in the console's claims list, by its type's label
    const listed = await asBackoffice(app, assessor, 'GET', '/api/backoffice/claims?status=open');
    expect(listed.json().data).toEqual([expect.objectContaining({ claimId, claimTypeLabel: 'Towing' })]);

    const recommended = await asBackoffice(app, assessor, 'POST', `${url}/recommend`, {
      recommendation: 'approve',
      amount: 100_000,
      note: 'Invoice checked',
      customerReason: 'We pay the repair invoice less your excess.',
    });
    expect(recommended.statusCode, recommended.body).toBe(200);
    expect(recommended.json().youRecommended).toBe(true);
    expect((await asBackoffice(app, assessor, 'GET', url)).json().youRecommended).toBe(true);
    expect((await asBackoffice(app, supervisor, 'GET', url)).json().youRecommended).toBe(false);

    const staffView = await staffPolicy(app.db, policy.id, new Date());
    expect(staffView.claims.map((claim) => [claim.type, claim.typeLabel])).toEqual([
      ['motor_towing', 'Towing'],
    ]);
  });
});
