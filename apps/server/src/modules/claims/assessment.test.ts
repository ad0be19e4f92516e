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

async function login(name: string, roles: string[], address: string): Promise<string> {
  await createOperatorAccount(
    harness.app.db,
    { name, displayName: name, roles, password: PASSWORD },
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
  assessor = await login('assessor', ['backoffice'], '10.9.0.1');
  supervisor = await login('supervisor', ['backoffice'], '10.9.0.2');
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
    });

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
    });

    const paid = await backoffice(supervisor, 'POST', path('pay'), { reference: 'EFT-0001' });
    expect(paid.json()).toMatchObject({ status: 'paid_out', statusDisplayValue: 'Paid' });
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
    });
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
