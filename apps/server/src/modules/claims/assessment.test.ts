import { eq } from 'drizzle-orm';
import type { Policy } from '@cover/domain/funeral';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index.js';
import { OPERATOR_SESSION_COOKIE } from '../../platform/auth/operator-session.js';
import { formData, samplePdf } from '../../platform/uploads/testing.js';
import { createOperatorAccount } from '../operator/accounts.js';
import {
  claimInput,
  createCustomer,
  issueFuneralPolicy,
  startClaimsHarness,
  submitClaimViaApi,
  type ClaimsHarness,
  type Customer,
} from './testing/harness.js';

const PASSWORD = 'Assess#Claims2026';
let harness: ClaimsHarness;
let owner: Customer;
let policy: Policy;
let assessor: string;
let supervisor: string;
let operatorOnly: string;

async function login(name: string, roles: string[], address: string, displayName = name): Promise<string> {
  await createOperatorAccount(
    harness.app.db,
    { name, displayName, roles, password: PASSWORD },
    { hashParams: { N: 1024, r: 8, p: 1 } },
  );
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/operator/login',
    payload: { name, pass: PASSWORD },
    remoteAddress: address,
  });
  const cookie = response.cookies.find((entry) => entry.name === OPERATOR_SESSION_COOKIE);
  if (!cookie) throw new Error(`login failed: ${response.body}`);
  return cookie.value;
}

beforeAll(async () => {
  harness = await startClaimsHarness();
  owner = await createCustomer(harness, 1);
  policy = await issueFuneralPolicy(harness, owner);
  assessor = await login('assessor', ['backoffice'], '10.9.0.1', 'Thandi Mokoena');
  supervisor = await login('supervisor', ['backoffice'], '10.9.0.2', 'Pieter van Wyk');
  operatorOnly = await login('counter', ['operator'], '10.9.0.3');
}, 60_000);
afterAll(() => harness.close());

const backoffice = (cookie: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  harness.app.inject({
    method,
    url,
    cookies: { [OPERATOR_SESSION_COOKIE]: cookie },
    ...(payload ? { payload } : {}),
  });

async function completeDocuments(claimId: string) {
  for (const kind of ['death_certificate', 'deceased_id', 'main_member_id', 'death_registration_form']) {
    const response = await harness.call(owner, {
      method: 'POST',
      url: '/api/retail/funeral/policy/uploadDocuments',
      payload: formData({ claimId, kind }, [{ field: 'file', name: `${kind}.pdf`, bytes: samplePdf(kind) }]),
    });
    expect(response.statusCode).toBe(201);
  }
}

const customerView = async (claimId: string) =>
  (
    await harness.call(owner, {
      method: 'GET',
      url: `/api/retail/funeral/claims/getClaimByID?claimId=${claimId}`,
    })
  ).json();

describe('back-office assessment', () => {
  let claimId: string;

  it('is for back-office accounts only', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/api/backoffice/claims' })).statusCode).toBe(401);
    expect((await backoffice(operatorOnly, 'GET', '/api/backoffice/claims')).statusCode).toBe(403);
    expect((await backoffice(assessor, 'GET', '/api/backoffice/claims')).statusCode).toBe(200);
  });

  it('holds, recommends, confirms with four eyes and pays, with the display value at each step', async () => {
    claimId = (await submitClaimViaApi(harness, owner, claimInput(policy, owner, { amount: 1_200_000 })))
      .claimId;
    const path = (step: string) => `/api/backoffice/claims/${claimId}/${step}`;

    const early = await backoffice(assessor, 'POST', path('recommend'), {
      recommendation: 'approve',
      amount: 1_000_000,
      note: 'Fine',
    });
    expect(early.statusCode).toBe(409);

    const hold = await backoffice(assessor, 'POST', path('hold'), { note: 'Waiting for the DHA-1663 form' });
    expect(hold.json()).toMatchObject({ status: 'in_review', statusDisplayValue: 'OnHold' });
    const onHold = await customerView(claimId);
    expect(onHold.statusDisplayValue).toBe('OnHold');
    expect(onHold.timeline).toEqual([
      { step: 'received', at: expect.any(String) },
      { step: 'documents', at: null },
      { step: 'assessing', at: null },
      { step: 'approved', at: null },
      { step: 'paid', at: null },
    ]);

    await completeDocuments(claimId);
    const tooMuch = await backoffice(assessor, 'POST', path('recommend'), {
      recommendation: 'approve',
      amount: 1_200_001,
      note: 'x',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error.fields.amount).toBe(
      'The amount cannot be more than the requested R 12 000,00',
    );

    const recommended = await backoffice(assessor, 'POST', path('recommend'), {
      recommendation: 'approve',
      amount: 1_000_000,
      note: 'Within the waiting period: ex gratia amount',
    });
    expect(recommended.json()).toMatchObject({
      status: 'acknowledged',
      statusDisplayValue: 'Recommendation Awaited',
      assessment: {
        recommendation: 'approve',
        recommendedAmount: 1_000_000,
        recommendationNote: 'Within the waiting period: ex gratia amount',
        recommendedBy: 'Thandi Mokoena',
        recommendedAt: expect.any(String),
        decisionReason: null,
        decidedBy: null,
        decidedAt: null,
        payoutReference: null,
        paidAt: null,
      },
    });

    // the approver reads the claim's whole history: who did what, the recommendation note staff only
    const detail = (await backoffice(supervisor, 'GET', `/api/backoffice/claims/${claimId}`)).json();
    expect(detail.assessment.recommendedBy).toBe('Thandi Mokoena');
    const history = detail.history as {
      type: string;
      internal: boolean;
      actorName: string;
      reason: string | null;
    }[];
    expect(history.map((entry) => entry.type)).toEqual([
      'claim.submitted',
      'claim.on_hold',
      'claim.documents_received',
      'claim.documents_received',
      'claim.documents_received',
      'claim.documents_received',
      'claim.documents_complete',
      'claim.recommended',
    ]);
    expect(history[0]).toMatchObject({ actorName: 'Customer', internal: false });
    expect(history[1]).toMatchObject({
      actorName: 'Thandi Mokoena',
      internal: false,
      reason: 'Waiting for the DHA-1663 form',
    });
    expect(history.at(-1)).toMatchObject({
      actorName: 'Thandi Mokoena',
      internal: true,
      reason: 'Within the waiting period: ex gratia amount',
    });
    // the customer's view of the same claim carries no recommendation, note, trail or staff history
    const seenByCustomer = await customerView(claimId);
    expect(seenByCustomer.statusDisplayValue).toBe('Recommendation Awaited');
    expect(JSON.stringify(seenByCustomer)).not.toContain('ex gratia');
    expect(seenByCustomer).not.toHaveProperty('assessment');
    expect(seenByCustomer).not.toHaveProperty('history');
    expect(seenByCustomer).not.toHaveProperty('recommendation');

    const ownConfirmation = await backoffice(assessor, 'POST', path('confirm'), {
      decision: 'approve',
      reason: 'ok',
    });
    expect(ownConfirmation.statusCode).toBe(403);

    const approved = await backoffice(supervisor, 'POST', path('confirm'), {
      decision: 'approve',
      reason: 'Agreed',
    });
    expect(approved.json()).toMatchObject({
      status: 'pending_payout',
      approvalStatus: 'approved',
      statusDisplayValue: 'Approved',
      grantedAmount: 1_000_000,
      assessment: {
        recommendedBy: 'Thandi Mokoena',
        decisionReason: 'Agreed',
        decidedBy: 'Pieter van Wyk',
        decidedAt: expect.any(String),
        payoutReference: null,
      },
    });
    expect(approved.json().history.at(-1)).toMatchObject({
      type: 'claim.approved',
      actorName: 'Pieter van Wyk',
      internal: false,
    });

    const paid = await backoffice(supervisor, 'POST', path('pay'), { reference: 'EFT-0001' });
    expect(paid.json()).toMatchObject({
      status: 'paid_out',
      statusDisplayValue: 'Paid',
      assessment: { payoutReference: 'EFT-0001', paidAt: expect.any(String) },
    });
    const customer = await customerView(claimId);
    expect(customer.statusDisplayValue).toBe('Paid');
    // the customer's timeline has a time for every step, declined never appears on an approved claim
    expect(customer.timeline?.map((entry: { step: string }) => entry.step)).toEqual([
      'received',
      'documents',
      'assessing',
      'approved',
      'paid',
    ]);
    expect(customer.timeline?.every((entry: { at: string | null }) => entry.at !== null)).toBe(true);
    expect((await backoffice(supervisor, 'POST', path('pay'), { reference: 'EFT-0002' })).statusCode).toBe(
      409,
    );

    const logged = await harness.app.db.select().from(events).where(eq(events.entityId, claimId));
    expect(logged.map((event) => event.type)).toEqual([
      'claim.submitted',
      'claim.on_hold',
      'claim.documents_received',
      'claim.documents_received',
      'claim.documents_received',
      'claim.documents_received',
      'claim.documents_complete',
      'claim.recommended',
      'claim.approved',
      'claim.paid',
    ]);
    expect(logged.filter((event) => event.internal).map((event) => event.type)).toEqual([
      'claim.recommended',
    ]);
  });

  it('lists claims without their histories and answers 404 for a claim that does not exist', async () => {
    const list = await backoffice(assessor, 'GET', '/api/backoffice/claims');
    const listed = (list.json().data as Record<string, unknown>[]).find((claim) => claim.claimId === claimId);
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('history');
    expect(listed).not.toHaveProperty('assessment');
    const missing = await backoffice(
      assessor,
      'GET',
      '/api/backoffice/claims/0b7e6a52-1c1f-4c55-9d0e-4d8f3c2a1b00',
    );
    expect(missing.statusCode).toBe(404);
    expect((await backoffice(assessor, 'GET', '/api/backoffice/claims/not-a-claim')).statusCode).toBe(404);
    expect((await backoffice(operatorOnly, 'GET', `/api/backoffice/claims/${claimId}`)).statusCode).toBe(403);
  });

  it('downloads claim documents for the assessor', async () => {
    const detail = await backoffice(assessor, 'GET', `/api/backoffice/claims/${claimId}`);
    const [first] = detail.json().documents as { url: string }[];
    expect(first?.url).toMatch(/^\/api\/backoffice\/claims\/documents\/[0-9a-f-]{36}\/download$/);
    const download = await backoffice(assessor, 'GET', first?.url ?? '');
    expect(download.statusCode).toBe(200);
    expect(download.headers['cache-control']).toBe('private, no-store');
  });

  it('repudiates: the claim closes, shows Repudiated and takes no more documents', async () => {
    const mainClaim = await submitClaimViaApi(
      harness,
      owner,
      claimInput(policy, owner, { saId: owner.holder.id.number, firstName: 'Lerato', amount: 500_000 }),
    );
    await completeDocuments(mainClaim.claimId);
    const path = (step: string) => `/api/backoffice/claims/${mainClaim.claimId}/${step}`;
    await backoffice(assessor, 'POST', path('recommend'), {
      recommendation: 'repudiate',
      note: 'Non-disclosure',
    });
    const repudiated = await backoffice(supervisor, 'POST', path('confirm'), {
      decision: 'repudiate',
      reason: 'Agreed',
    });
    expect(repudiated.json()).toMatchObject({
      status: 'closed',
      approvalStatus: 'repudiated',
      statusDisplayValue: 'Repudiated',
      grantedAmount: null,
      assessment: {
        recommendation: 'repudiate',
        recommendedAmount: null,
        recommendationNote: 'Non-disclosure',
        recommendedBy: 'Thandi Mokoena',
        decidedBy: 'Pieter van Wyk',
        decisionReason: 'Agreed',
      },
    });
    expect(JSON.stringify(await customerView(mainClaim.claimId))).not.toContain('Non-disclosure');
    const late = await harness.call(owner, {
      method: 'POST',
      url: '/api/retail/funeral/policy/uploadDocuments',
      payload: formData({ claimId: mainClaim.claimId, kind: 'formal_letterhead' }, [
        { field: 'file', name: 'l.pdf', bytes: samplePdf() },
      ]),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('CLAIM_CLOSED');
  });
});
