/**
 * Whose pre-inspection it is, as the back office sees it (QA walk 3, finding 2): every row of the queue
 * and the detail name the policy holder, the applications made with the inspection (their numbers, to link
 * to the application page) and, for a claim's inspection, its claim (number and id). Two inspections of
 * one vehicle are told apart by the application that uses one of them.
 */
import { BACKOFFICE_PRE_INSPECTION_PATHS, MOTOR_LINE, MOTOR_PACKAGES } from '@cover/domain/motor';
import { fillPath } from '@cover/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertApplication } from '../../insurance-core/applications.js';
import { insertQuotePackage } from '../../insurance-core/quote-packages.js';
import {
  callAs,
  saId,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../../insurance-core/testing/line-fixtures.js';
import { operatorModule } from '../../operator/index.js';
import {
  buildMotorClaimsApp,
  insuredVehicle,
  MOTOR_CLAIM_TEST_PATHS,
  motorClaimInput,
} from '../testing/claim-fixtures.js';
import { inspection, newVehicleIdentity } from '../testing/fixtures.js';
import { createPreInspectionModule } from './index.js';
import { asBackoffice, operatorSession } from './testing/fixtures.js';

const clock = new TestClock(new Date());
let app: FastifyInstance;
let thandi: TestUser;
let bongani: TestUser;
let assessor: string;

beforeAll(async () => {
  app = await buildMotorClaimsApp(clock.now, [operatorModule, createPreInspectionModule({ now: clock.now })]);
  thandi = await userWithHolder(app, 'retail', saId('860303500908'), { firstName: 'Thandi' });
  bongani = await userWithHolder(app, 'retail', saId('870404510108'), { firstName: 'Bongani' });
  assessor = await operatorSession(app, ['backoffice'], 'Nomvula Assessor');
}, 60_000);
afterAll(() => app.close());

/** A motor application of the user's made with this pre-inspection (as the wizard stores it). */
async function applicationWith(user: TestUser, preInspectionId: string) {
  const now = clock.now();
  const at = { now, actor: `${user.audience}:${user.sub}` };
  const premium = { sumAssured: 25_000_000, basePremium: 95_000, monthlyPremium: 98_500 };
  const quotePackage = await insertQuotePackage(app.db, {
    line: MOTOR_LINE,
    packageName: MOTOR_PACKAGES.retail,
    channel: 'retail',
    owner: { pool: user.audience, sub: user.sub },
    input: {},
    quote: {},
    ...premium,
    suggestedPremium: premium.monthlyPremium,
    billingFrequency: 'MONTHLY',
    rateTableVersion: 'motor-test',
    quotedOn: now.toISOString().slice(0, 10),
    expiresAt: new Date(now.getTime() + 7 * 86_400_000),
    now,
  });
  return insertApplication(
    app.db,
    {
      line: MOTOR_LINE,
      quotePackageId: quotePackage.id,
      policyHolderId: user.policyHolderId,
      packageName: MOTOR_PACKAGES.retail,
      channel: 'retail',
      billingDay: 25,
      ...premium,
      rateTableVersion: 'motor-test',
      quote: {},
      details: { vehicle: { preInspectionId } },
    },
    at,
  );
}

interface Owned {
  preInspectionId: string;
  holderName: string;
  applications: { applicationId: string; applicationNumber: string }[];
  claim: { claimId: string; claimNumber: string } | null;
}

describe('whose pre-inspection it is, in the back office', () => {
  it('names the holder, the application made with it and a claim inspection’s claim, on the list and the detail', async () => {
    // two inspections of one vehicle: the application uses the second
    const identity = newVehicleIdentity();
    const stale = await inspection(app, thandi, identity, 'SUBMITTED');
    const used = await inspection(app, thandi, identity, 'SUBMITTED');
    const application = await applicationWith(thandi, used);
    // a claim's inspection of Bongani's insured car
    const { policy } = await insuredVehicle(app, bongani);
    const claimed = await callAs(app, bongani, 'POST', MOTOR_CLAIM_TEST_PATHS.retail.submitClaim.path, {
      body: motorClaimInput(policy.id, 'GLASS', { claimInspectionPhoneNumber: '0825550111' }),
    });
    expect(claimed.statusCode, claimed.body).toBe(201);
    const claimInspectionId = claimed.json().inspection.preInspectionId as string;
    const claimId = claimed.json().claimId as string;

    const list = await asBackoffice(
      app,
      assessor,
      'GET',
      `${BACKOFFICE_PRE_INSPECTION_PATHS.list}?limit=200`,
    );
    expect(list.statusCode, list.body).toBe(200);
    const rows = new Map((list.json().data as Owned[]).map((row) => [row.preInspectionId, row] as const));
    expect(rows.get(stale)).toMatchObject({ holderName: 'Thandi Nkosi', applications: [], claim: null });
    expect(rows.get(used)).toMatchObject({
      holderName: 'Thandi Nkosi',
      applications: [{ applicationId: application.id, applicationNumber: application.applicationNumber }],
      claim: null,
    });
    expect(application.applicationNumber).toMatch(/^APP-\d{4}-\d{6}$/);
    const claimRow = rows.get(claimInspectionId);
    expect(claimRow).toMatchObject({ holderName: 'Bongani Nkosi', claim: { claimId } });
    expect(claimRow?.claim?.claimNumber).toMatch(/^CLM-\d{4}-\d{6}$/);
    // the cover's own pre-inspection (the policy's) is no application's here: the core issued it directly
    expect(claimRow?.applications).toEqual([]);

    const detail = await asBackoffice(
      app,
      assessor,
      'GET',
      fillPath(BACKOFFICE_PRE_INSPECTION_PATHS.detail, { id: used }),
    );
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      holderName: 'Thandi Nkosi',
      applications: [{ applicationId: application.id, applicationNumber: application.applicationNumber }],
      claim: null,
    });
    const claimDetail = await asBackoffice(
      app,
      assessor,
      'GET',
      fillPath(BACKOFFICE_PRE_INSPECTION_PATHS.detail, { id: claimInspectionId }),
    );
    expect(claimDetail.json()).toMatchObject({
      holderName: 'Bongani Nkosi',
      claim: { claimId, claimNumber: claimRow?.claim?.claimNumber },
    });
  });

  it('lists every application made with one inspection, newest first', async () => {
    const used = await inspection(app, bongani, newVehicleIdentity(), 'SUBMITTED');
    const first = await applicationWith(bongani, used);
    clock.advanceDays(1);
    const second = await applicationWith(bongani, used);
    const detail = await asBackoffice(
      app,
      assessor,
      'GET',
      fillPath(BACKOFFICE_PRE_INSPECTION_PATHS.detail, { id: used }),
    );
    expect((detail.json() as Owned).applications.map((entry) => entry.applicationNumber)).toEqual([
      second.applicationNumber,
      first.applicationNumber,
    ]);
  });
});
