/**
 * Device claims through the device routes: the four types posted to one path, the excess of the type in
 * the reply, the documents each type needs, one open claim per phone, a lost phone's SAPS case number,
 * the claim with its documents in one call, and the back office assessing and paying it.
 */
import {
  DEVICE_CLAIM_MESSAGES,
  DEVICE_CLAIM_WITH_DOCUMENTS_ROUTES,
  DEVICE_PATHS,
} from '@cover/domain/device';
import type { FastifyInstance } from 'fastify';
import { addDays, formatLongDate, saDay } from '@cover/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formData, samplePdf, samplePng } from '../../platform/uploads/testing.js';
import {
  callAs,
  saId,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../insurance-core/testing/line-fixtures.js';
import { OPERATOR_SESSION_COOKIE } from '../../platform/auth/operator-session.js';
import { claimsModule } from '../claims/index.js';
import { operatorModule } from '../operator/index.js';
import { createOperatorAccount } from '../operator/accounts.js';
import { buildDeviceApp, imei, insuredPhone, seedPhones } from './testing/fixtures.js';

const paths = DEVICE_PATHS.retail;
/** The claims module keeps real time, so the cover starts today (South African day). */
const today = saDay(new Date());
const onToday = { registration: { effectiveDate: today } };
let app: FastifyInstance;
let clock: TestClock;
let owner: TestUser;
let policyId: string;

const bank = {
  bankName: 'fnb',
  accountHolderName: 'Thandi Nkosi',
  accountNumber: '62123456789',
  accountType: 'cheque',
};
const screenClaim = (extra: Record<string, unknown> = {}) => ({
  policyId,
  claimType: 'SCREEN_DAMAGE',
  incidentDate: today,
  description: 'Dropped the phone on the tiles; the screen is cracked across.',
  amount: 180_000,
  bankDetails: bank,
  ...extra,
});

beforeAll(async () => {
  clock = new TestClock(new Date());
  app = await buildDeviceApp(clock, [operatorModule, claimsModule]);
  const phones = await seedPhones(app);
  owner = await userWithHolder(app, 'retail', saId('800101500908'));
  policyId = (await insuredPhone(app, owner, phones.galaxy.id, imei(11), onToday)).policy?.policyId ?? '';
});
afterAll(async () => {
  await app.close();
});

describe('device claims', () => {
  it('refuses a lost phone without the SAPS case number and police station, storing nothing', async () => {
    const response = await callAs(app, owner, 'POST', paths.submitClaim.path, {
      body: screenClaim({ claimType: 'LOST', amount: undefined }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      sapsCaseNumber: DEVICE_CLAIM_MESSAGES.sapsCaseNumber,
      policeStation: DEVICE_CLAIM_MESSAGES.policeStation,
    });
    const list = await callAs(app, owner, 'GET', paths.getClaims.path);
    expect(list.json().data).toEqual([]);
  });

  it.each([
    [{ incidentDate: addDays(today, 1) }, 'incidentDate', DEVICE_CLAIM_MESSAGES.incidentInFuture],
    // the screen excess on this phone is R 750,00: a quote at or below it would be paid nothing
    [
      { amount: 75_000 },
      'amount',
      'Nothing would be paid on this claim: the repair quote of R 750,00 is not more than the excess of R 750,00.',
    ],
    [
      { amount: 50_000 },
      'amount',
      'Nothing would be paid on this claim: the repair quote of R 500,00 is not more than the excess of R 750,00.',
    ],
  ])('refuses %o', async (extra, field, message) => {
    const response = await callAs(app, owner, 'POST', paths.submitClaim.path, { body: screenClaim(extra) });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields[field]).toBe(message);
  });

  it('refuses a day before the cover started, naming the day it started (the form asks no time)', async () => {
    const response = await callAs(app, owner, 'POST', paths.submitClaim.path, {
      body: screenClaim({ incidentDate: addDays(today, -1) }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields.incidentDate).toBe(
      `This happened before your cover started on ${formatLongDate(today)}.`,
    );
  });

  it('takes a screen claim with its excess and the documents it needs, then refuses a second open claim', async () => {
    const response = await callAs(app, owner, 'POST', paths.submitClaim.path, { body: screenClaim() });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'claim submitted successfully',
      claimType: 'SCREEN_DAMAGE',
      excess: 75_000,
      requiredDocuments: ['damage_photo', 'repair_quote'],
      documentsOutstanding: ['damage_photo', 'repair_quote'],
    });
    expect(response.json().claimNumber).toMatch(/\d/);
    const claimId = response.json().claimId as string;

    const second = await callAs(app, owner, 'POST', paths.submitClaim.path, {
      body: screenClaim({
        claimType: 'LOST',
        amount: undefined,
        sapsCaseNumber: 'cas 12/3/2026',
        policeStation: 'Hillbrow',
      }),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(DEVICE_CLAIM_MESSAGES.openClaim);

    const policy = await callAs(app, owner, 'GET', paths.getPolicyByPolicyId.path, { query: { policyId } });
    expect(policy.json().module.openClaim).toMatchObject({ claimId });

    const upload = await app.inject({
      method: 'POST',
      url: paths.uploadDocuments.path,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: formData({ claimId, kind: 'damage_photo' }, [
        { field: 'file', name: 'screen.png', bytes: samplePng() },
      ]),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    expect(upload.json().documentsOutstanding).toEqual(['repair_quote']);
    const wrongKind = await app.inject({
      method: 'POST',
      url: paths.uploadDocuments.path,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: formData({ claimId, kind: 'death_certificate' }, [
        { field: 'file', name: 'x.pdf', bytes: samplePdf() },
      ]),
    });
    expect(wrongKind.statusCode).toBe(400);
    const claim = await callAs(app, owner, 'GET', paths.getClaimByID.path, { query: { claimId } });
    expect(claim.json()).toMatchObject({
      claimTypeLabel: 'Screen damage',
      excess: 75_000,
      amount: 180_000,
      coverAmount: 499_900,
      statusDisplayValue: 'Pending',
      claimant: { firstName: 'Thandi', relation: 'policy_holder' },
      bankDetails: { accountNumber: '••••6789' },
      documentsOutstanding: ['repair_quote'],
    });
  });

  it('takes a repair quote above the insured value as a replacement of the phone: its value is claimed', async () => {
    const phones = await app.db.query.devices.findMany();
    const galaxy = phones.find((phone) => phone.model === 'Galaxy A15');
    const second = (await insuredPhone(app, owner, galaxy?.id ?? '', imei(13), onToday)).policy;
    const response = await callAs(app, owner, 'POST', paths.submitClaim.path, {
      body: screenClaim({ policyId: second?.policyId, amount: 600_000 }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      claimType: 'SCREEN_DAMAGE',
      excess: 75_000,
      repairQuote: 600_000,
    });
    const claim = await callAs(app, owner, 'GET', paths.getClaimByID.path, {
      query: { claimId: response.json().claimId },
    });
    // the phone's insured value is claimed, not the quote; the excess of the damage comes off it
    expect(claim.json()).toMatchObject({ amount: 499_900, excess: 75_000, repairQuote: 600_000 });
  });

  it('takes a lost phone claim with its documents in one call, claiming the replacement cost', async () => {
    const other = await userWithHolder(app, 'retail', saId('850505510108'));
    const phones = await app.db.query.devices.findMany();
    const galaxy = phones.find((phone) => phone.model === 'Galaxy A15');
    const lostPolicy = (await insuredPhone(app, other, galaxy?.id ?? '', imei(12), onToday)).policy;
    const response = await app.inject({
      method: 'POST',
      url: DEVICE_CLAIM_WITH_DOCUMENTS_ROUTES.retail.path,
      headers: { authorization: `Bearer ${other.token}` },
      payload: formData(
        {
          claim: JSON.stringify({
            policyId: lostPolicy?.policyId,
            claimType: 'LOST',
            incidentDate: today,
            description: 'Phone taken from my bag on the train.',
            sapsCaseNumber: 'cas 123/3/2026',
            policeStation: 'Park Station',
            bankDetails: bank,
          }),
        },
        [{ field: 'affidavit', name: 'affidavit.pdf', bytes: samplePdf('Affidavit') }],
      ),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      claimType: 'LOST',
      sapsCaseNumber: 'CAS 123/3/2026',
      excess: 125_000,
      documentsOutstanding: [],
    });
    const claim = await callAs(app, other, 'GET', paths.getClaimByID.path, {
      query: { claimId: response.json().claimId },
    });
    expect(claim.json()).toMatchObject({ amount: 499_900, policeStation: 'Park Station', repairQuote: null });
    const mine = await callAs(app, owner, 'GET', paths.getClaimByID.path, {
      query: { claimId: response.json().claimId },
    });
    expect(mine.statusCode).toBe(404);
  });

  it('is assessed and paid by the back office: the excess comes off what is granted', async () => {
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
    const assessor = await login('device-assessor', '10.9.1.1');
    const supervisor = await login('device-supervisor', '10.9.1.2');
    const staff = (cookie: string, url: string, payload?: Record<string, unknown>) =>
      app.inject({
        method: payload ? 'POST' : 'GET',
        url,
        cookies: { [OPERATOR_SESSION_COOKIE]: cookie },
        ...(payload ? { payload } : {}),
      });
    const list = await staff(assessor, '/api/backoffice/claims');
    const claim = (list.json().data as { claimId: string; policyId: string; claimTypeLabel: string }[]).find(
      (entry) => entry.policyId === policyId,
    );
    expect(claim?.claimTypeLabel, list.body).toBe('Screen damage');
    const path = (step: string) => `/api/backoffice/claims/${claim?.claimId}/${step}`;
    const owned = await callAs(app, owner, 'GET', paths.getClaimByID.path, {
      query: { claimId: claim?.claimId ?? '' },
    });
    const outstanding = owned.json().documentsOutstanding as string[];
    for (const kind of outstanding) {
      const upload = await app.inject({
        method: 'POST',
        url: paths.uploadDocuments.path,
        headers: { authorization: `Bearer ${owner.token}` },
        payload: formData({ claimId: claim?.claimId ?? '', kind }, [
          { field: 'file', name: `${kind}.pdf`, bytes: samplePdf(kind) },
        ]),
      });
      expect(upload.statusCode, upload.body).toBe(201);
    }
    // the payable is the claim less the excess of its type: never more, and the refusal says why
    const detail = await staff(assessor, `/api/backoffice/claims/${claim?.claimId}`);
    expect(detail.json().payable, detail.body).toEqual({ excess: 75_000, max: 105_000 });
    const overPayable = await staff(assessor, path('recommend'), {
      recommendation: 'approve',
      amount: 105_001,
      note: 'The whole repair quote',
    });
    expect(overPayable.statusCode).toBe(422);
    expect(overPayable.json().error.fields.amount).toBe(
      'The amount cannot be more than R 1 050,00: the requested R 1 800,00 less the R 750,00 excess',
    );
    const recommended = await staff(assessor, path('recommend'), {
      recommendation: 'approve',
      amount: 105_000,
      note: 'Repair quote less the R750 excess',
    });
    expect(recommended.statusCode, recommended.body).toBe(200);
    const approved = await staff(supervisor, path('confirm'), { decision: 'approve', reason: 'Agreed' });
    expect(approved.json()).toMatchObject({ approvalStatus: 'approved', grantedAmount: 105_000 });
    const paid = await staff(supervisor, path('pay'), { reference: 'EFT-DEV-1' });
    expect(paid.json()).toMatchObject({ statusDisplayValue: 'Paid' });
    const view = await callAs(app, owner, 'GET', paths.getClaimByID.path, {
      query: { claimId: claim?.claimId ?? '' },
    });
    expect(view.json()).toMatchObject({ statusDisplayValue: 'Paid', grantedAmount: 105_000 });
    const policy = await callAs(app, owner, 'GET', paths.getPolicyByPolicyId.path, { query: { policyId } });
    expect(policy.json().module.openClaim).toBeNull();
  });
});
