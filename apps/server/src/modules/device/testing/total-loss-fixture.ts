/**
 * The total loss suites' setup (device/device-total-loss.test.ts, claims/total-loss-view.test.ts): the device
 * app with the claims and operator modules on real time (the claims module keeps it), the catalogue's
 * Galaxy, a back-office assessor and supervisor; a phone insured from today (with credit life on R 3 000 of
 * its finance when asked), and a lost phone's or a cracked screen's claim made on it.
 */
import { saDay } from '@cover/domain';
import { DEVICE_CLAIM_WITH_DOCUMENTS_ROUTES, DEVICE_PATHS } from '@cover/domain/device';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { formData, samplePdf } from '../../../platform/uploads/testing.js';
import { claimsModule } from '../../claims/index.js';
import type { AppModule } from '../../index.js';
import {
  callAs,
  saId,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../../insurance-core/testing/line-fixtures.js';
import { operatorModule } from '../../operator/index.js';
import { asBackoffice, operatorSession } from '../../operator/testing/staff-sessions.js';
import { buildDeviceApp, creditLife, imei, insuredPhone, seedPhones } from './fixtures.js';

/** The claims module keeps real time, so the cover starts today (South African day). */
export const today = saDay(new Date());
export const bank = {
  bankName: 'fnb',
  accountHolderName: 'Thandi Nkosi',
  accountNumber: '62123456789',
  accountType: 'cheque',
};

export interface TotalLossSuite {
  app: FastifyInstance;
  galaxyId: string;
  /** the back-office sessions' cookies */
  assessor: string;
  supervisor: string;
}

/** The suite's app, phone and staff, set before the tests run. */
export function totalLossSuite(extraModules: readonly AppModule[] = []): TotalLossSuite {
  const suite = {} as TotalLossSuite;
  beforeAll(async () => {
    suite.app = await buildDeviceApp(new TestClock(new Date()), [
      operatorModule,
      claimsModule,
      ...extraModules,
    ]);
    suite.galaxyId = (await seedPhones(suite.app)).galaxy.id;
    suite.assessor = await operatorSession(suite.app, ['backoffice'], 'Device Assessor');
    suite.supervisor = await operatorSession(suite.app, ['backoffice'], 'Device Supervisor');
  }, 60_000);
  afterAll(async () => {
    await suite.app.close();
  });
  return suite;
}

/** A new customer's Galaxy A15 insured from today, with credit life on R 3 000 of its finance when asked. */
export async function insuredToday(
  suite: TotalLossSuite,
  idNumber: string,
  serial: number,
  withCreditLife = false,
) {
  const user = await userWithHolder(suite.app, 'retail', saId(idNumber));
  const reply = await insuredPhone(suite.app, user, suite.galaxyId, imei(serial), {
    ...(withCreditLife ? { quote: { isOptedforCreditLife: true, outstandingBalance: 300_000 } } : {}),
    registration: {
      effectiveDate: today,
      ...(withCreditLife ? { isOptedforCreditLife: true, creditLife: creditLife(300_000) } : {}),
    },
  });
  return { user, policyId: reply.policy?.policyId ?? '', creditLifeId: reply.creditLifePolicyId ?? '' };
}

/** A lost phone's claim made with its affidavit (nothing outstanding). */
export async function lostClaim(app: FastifyInstance, user: TestUser, policyId: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: DEVICE_CLAIM_WITH_DOCUMENTS_ROUTES.retail.path,
    headers: { authorization: `Bearer ${user.token}` },
    payload: formData(
      {
        claim: JSON.stringify({
          policyId,
          claimType: 'LOST',
          incidentDate: today,
          description: 'Phone taken from my bag on the train.',
          sapsCaseNumber: 'cas 123/12/2026',
          policeStation: 'Park Station',
          bankDetails: bank,
        }),
      },
      [{ field: 'affidavit', name: 'affidavit.pdf', bytes: samplePdf('Affidavit') }],
    ),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().claimId as string;
}

/** A cracked screen's claim made (its photo and repair quote not yet in). */
export async function screenClaimMade(
  app: FastifyInstance,
  user: TestUser,
  policyId: string,
): Promise<string> {
  const response = await callAs(app, user, 'POST', DEVICE_PATHS.retail.submitClaim.path, {
    body: {
      policyId,
      claimType: 'SCREEN_DAMAGE',
      incidentDate: today,
      description: 'Dropped the phone on the tiles; the screen is cracked across.',
      amount: 180_000,
      bankDetails: bank,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().claimId as string;
}

const staff = (
  suite: TotalLossSuite,
  cookie: string,
  claimId: string,
  step: string,
  body: Record<string, unknown>,
) => asBackoffice(suite.app, cookie, 'POST', `/api/backoffice/claims/${claimId}/${step}`, body);

/** The assessor recommends and the supervisor confirms: approval of the most it can pay, or repudiation. */
export async function decideClaim(suite: TotalLossSuite, claimId: string, decision: 'approve' | 'repudiate') {
  const detail = await asBackoffice(suite.app, suite.assessor, 'GET', `/api/backoffice/claims/${claimId}`);
  const recommended = await staff(suite, suite.assessor, claimId, 'recommend', {
    recommendation: decision,
    note: 'Checked',
    ...(decision === 'approve'
      ? { amount: detail.json().payable.max }
      : { customerReason: 'The SAPS case number does not exist.' }),
  });
  expect(recommended.statusCode, recommended.body).toBe(200);
  const confirmed = await staff(suite, suite.supervisor, claimId, 'confirm', { decision, reason: 'Agreed' });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

/** A cracked screen's claim with its photo and repair quote in. */
export async function screenClaimWithDocuments(
  app: FastifyInstance,
  user: TestUser,
  policyId: string,
): Promise<string> {
  const claimId = await screenClaimMade(app, user, policyId);
  for (const kind of ['damage_photo', 'repair_quote']) {
    const upload = await app.inject({
      method: 'POST',
      url: DEVICE_PATHS.retail.uploadDocuments.path,
      headers: { authorization: `Bearer ${user.token}` },
      payload: formData({ claimId, kind }, [{ field: 'file', name: `${kind}.pdf`, bytes: samplePdf(kind) }]),
    });
    expect(upload.statusCode, upload.body).toBe(201);
  }
  return claimId;
}
