/**
 * The back-office view of a claim of total loss says what its approval ends (QA walk 9 no. 3): the device
 * policy (cancelled on the approval, nothing refunded, docs/decisions/0041) and the credit life on the phone's
 * finance that goes on. A damage claim ends nothing; once decided, the view says nothing more.
 */
import { saDay } from '@cover/domain';
import { DEVICE_CLAIM_WITH_DOCUMENTS_ROUTES, DEVICE_PATHS } from '@cover/domain/device';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policies } from '../../db/schema/index.js';
import { formData, samplePdf } from '../../platform/uploads/testing.js';
import { buildDeviceApp, creditLife, imei, insuredPhone, seedPhones } from '../device/testing/fixtures.js';
import {
  callAs,
  saId,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../insurance-core/testing/line-fixtures.js';
import { operatorModule } from '../operator/index.js';
import { asBackoffice, operatorSession } from '../operator/testing/staff-sessions.js';
import { claimsModule } from './index.js';

const today = saDay(new Date());
const bank = {
  bankName: 'fnb',
  accountHolderName: 'Thandi Nkosi',
  accountNumber: '62123456789',
  accountType: 'cheque',
};
let app: FastifyInstance;
let galaxyId = '';
let assessor = '';
let supervisor = '';
let user: TestUser;
let policyId = '';
let creditLifeId = '';

beforeAll(async () => {
  app = await buildDeviceApp(new TestClock(new Date()), [operatorModule, claimsModule]);
  galaxyId = (await seedPhones(app)).galaxy.id;
  assessor = await operatorSession(app, ['backoffice'], 'Device Assessor');
  supervisor = await operatorSession(app, ['backoffice'], 'Device Supervisor');
  user = await userWithHolder(app, 'retail', saId('890101500908'));
  const reply = await insuredPhone(app, user, galaxyId, imei(301), {
    quote: { isOptedforCreditLife: true, outstandingBalance: 300_000 },
    registration: { effectiveDate: today, isOptedforCreditLife: true, creditLife: creditLife(300_000) },
  });
  policyId = reply.policy?.policyId ?? '';
  creditLifeId = reply.creditLifePolicyId ?? '';
}, 60_000);
afterAll(async () => {
  await app.close();
});

const view = (claimId: string) => asBackoffice(app, assessor, 'GET', `/api/backoffice/claims/${claimId}`);
const numberOf = async (id: string) =>
  (await app.db.select().from(policies).where(eq(policies.id, id)))[0]?.policyNumber;

describe('what approving a claim ends, in the back-office view', () => {
  it('names the device policy and the credit life that goes on for a lost phone, until decided', async () => {
    const made = await app.inject({
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
    expect(made.statusCode, made.body).toBe(201);
    const claimId = made.json().claimId as string;
    const detail = await view(claimId);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().endsCover).toEqual({
      policyNumber: await numberOf(policyId),
      item: 'phone',
      linkedCover: [
        expect.objectContaining({ policyId: creditLifeId, policyNumber: await numberOf(creditLifeId) }),
      ],
    });

    const path = (step: string) => `/api/backoffice/claims/${claimId}/${step}`;
    const recommended = await asBackoffice(app, assessor, 'POST', path('recommend'), {
      recommendation: 'approve',
      amount: detail.json().payable.max,
      note: 'Checked',
    });
    expect(recommended.json().endsCover).toMatchObject({ item: 'phone' });
    const confirmed = await asBackoffice(app, supervisor, 'POST', path('confirm'), {
      decision: 'approve',
      reason: 'Agreed',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().endsCover).toBeNull();
  });

  it('names nothing for a damage claim', async () => {
    const other = await userWithHolder(app, 'retail', saId('880101500908'));
    const reply = await insuredPhone(app, other, galaxyId, imei(302), {
      registration: { effectiveDate: today },
    });
    const made = await callAs(app, other, 'POST', DEVICE_PATHS.retail.submitClaim.path, {
      body: {
        policyId: reply.policy?.policyId,
        claimType: 'SCREEN_DAMAGE',
        incidentDate: today,
        description: 'Dropped the phone on the tiles; the screen is cracked across.',
        amount: 180_000,
        bankDetails: bank,
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const detail = await view(made.json().claimId as string);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().endsCover).toBeNull();
  });
});
