import { and, eq, like } from 'drizzle-orm';
import type { Policy } from '@cover/domain/funeral';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, outboxMessages } from '../../db/schema/index.js';
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

async function completeDocuments(claimId: string, customer = owner) {
  for (const kind of ['death_certificate', 'deceased_id', 'main_member_id', 'death_registration_form']) {
    const response = await harness.call(customer, {
      method: 'POST',
      url: '/api/retail/funeral/policy/uploadDocuments',
      payload: formData({ claimId, kind }, [{ field: 'file', name: `${kind}.pdf`, bytes: samplePdf(kind) }]),
    });
    expect(response.statusCode).toBe(201);
  }
}

const customerView = async (claimId: string, customer = owner) =>
  (
    await harness.call(customer, {
      method: 'GET',
      url: `/api/retail/funeral/claims/getClaimByID?claimId=${claimId}`,
    })
  ).json();

/** The email the customer was sent for the claim's `type` event (from the outbox). */
async function emailFor(claimId: string, type: string): Promise<string> {
  const [event] = await harness.app.db
    .select()
    .from(events)
    .where(and(eq(events.entityId, claimId), eq(events.type, type)));
  if (!event) throw new Error(`no ${type} event`);
  const [email] = await harness.app.db
    .select()
    .from(outboxMessages)
    .where(and(like(outboxMessages.dedupeKey, `${event.id}:%`), eq(outboxMessages.channel, 'email')));
  return email?.text ?? '';
}

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
    // the customer is told what is needed, on the claim itself
    expect(onHold.holdReason).toBe('Waiting for the DHA-1663 form');
    expect(onHold.declineReason).toBeNull();
    expect(await emailFor(claimId, 'claim.on_hold')).toContain('We need: Waiting for the DHA-1663 form');
    expect(onHold.timeline).toEqual([
      { step: 'received', at: expect.any(String) },
      { step: 'documents', at: null },
      { step: 'assessing', at: null },
      { step: 'approved', at: null },
      { step: 'paid', at: null },
    ]);

    // the documents asked for can be added while the claim is on hold
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
    expect(seenByCustomer.holdReason).toBeNull();
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
        decisionReason: null,
        decidedBy: 'Pieter van Wyk',
        decidedAt: expect.any(String),
        payoutReference: null,
      },
    });
    // the confirmer's note is staff only, after the decision the customer is told of
    expect(approved.json().history.slice(-2)).toMatchObject([
      { type: 'claim.approved', actorName: 'Pieter van Wyk', internal: false },
      { type: 'claim.decision_note', actorName: 'Pieter van Wyk', internal: true, reason: 'Agreed' },
    ]);

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
      'claim.decision_note',
      'claim.paid',
    ]);
    expect(logged.filter((event) => event.internal).map((event) => event.type)).toEqual([
      'claim.recommended',
      'claim.decision_note',
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

  const repudiationReason = 'The illness that caused the death was not disclosed when the cover was taken.';

  let customers = 1;
  /** A claim of `amount` on a new customer's policy with its documents in, and its assessment steps' path. */
  async function assessableClaim(amount: number) {
    customers += 1;
    const customer = await createCustomer(harness, customers);
    const claim = await submitClaimViaApi(
      harness,
      customer,
      claimInput(await issueFuneralPolicy(harness, customer, customers), customer, { amount }),
    );
    await completeDocuments(claim.claimId, customer);
    return {
      claimId: claim.claimId,
      customer,
      path: (step: string) => `/api/backoffice/claims/${claim.claimId}/${step}`,
    };
  }

  it('repudiates: the customer gets the recommendation’s customer reason, never a staff note; no more documents', async () => {
    const { claimId: repudiatedId, customer, path } = await assessableClaim(500_000);
    const withoutReason = await backoffice(assessor, 'POST', path('recommend'), {
      recommendation: 'repudiate',
      note: 'Non-disclosure',
    });
    expect(withoutReason.statusCode).toBe(400);
    expect(withoutReason.json().error.fields.customerReason).toBe(
      'Please give the reason the customer is given',
    );
    const recommended = await backoffice(assessor, 'POST', path('recommend'), {
      recommendation: 'repudiate',
      note: 'Non-disclosure: see the clinic file',
      customerReason: repudiationReason,
    });
    expect(recommended.json().assessment).toMatchObject({
      recommendationNote: 'Non-disclosure: see the clinic file',
      recommendationCustomerReason: repudiationReason,
    });
    const repudiated = await backoffice(supervisor, 'POST', path('confirm'), {
      decision: 'repudiate',
      reason: 'Agree. The clinic file shows the diagnosis in 2019.',
    });
    expect(repudiated.json()).toMatchObject({
      status: 'closed',
      approvalStatus: 'repudiated',
      statusDisplayValue: 'Repudiated',
      grantedAmount: null,
      assessment: {
        recommendation: 'repudiate',
        recommendedAmount: null,
        recommendationNote: 'Non-disclosure: see the clinic file',
        recommendedBy: 'Thandi Mokoena',
        decidedBy: 'Pieter van Wyk',
        decisionReason: repudiationReason,
      },
    });
    const seen = await customerView(repudiatedId, customer);
    expect(seen).toMatchObject({ declineReason: repudiationReason, holdReason: null });
    expect(JSON.stringify(seen)).not.toContain('Non-disclosure');
    expect(JSON.stringify(seen)).not.toContain('Agree.');
    // the email gives the same reason and how to complain: our complaints page, then the ombud
    const email = await emailFor(repudiatedId, 'claim.repudiated');
    expect(email).toContain(`The reason: ${repudiationReason}`);
    expect(email).toContain('/complaints');
    expect(email).toContain('National Financial Ombud Scheme South Africa (NFO)');
    expect(email).not.toContain('Agree.');
    expect(email).not.toContain('Non-disclosure');
    const late = await harness.call(customer, {
      method: 'POST',
      url: '/api/retail/funeral/policy/uploadDocuments',
      payload: formData({ claimId: repudiatedId, kind: 'formal_letterhead' }, [
        { field: 'file', name: 'l.pdf', bytes: samplePdf() },
      ]),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('CLAIM_CLOSED');
  });

  it('overturning a repudiation asks for the amount to pay, checked against the requested amount', async () => {
    const { path } = await assessableClaim(400_000);
    await backoffice(assessor, 'POST', path('recommend'), {
      recommendation: 'repudiate',
      note: 'Looks late',
      customerReason: 'The claim was made too late.',
    });
    const noAmount = await backoffice(supervisor, 'POST', path('confirm'), {
      decision: 'approve',
      reason: 'It was made in time',
    });
    expect(noAmount.statusCode).toBe(422);
    expect(noAmount.json().error.fields.amount).toBe('Please enter the amount to pay');
    const tooMuch = await backoffice(supervisor, 'POST', path('confirm'), {
      decision: 'approve',
      reason: 'It was made in time',
      amount: 400_001,
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error.fields.amount).toBe(
      'The amount cannot be more than the requested R 4 000,00',
    );
    const approved = await backoffice(supervisor, 'POST', path('confirm'), {
      decision: 'approve',
      reason: 'It was made in time',
      amount: 350_000,
    });
    expect(approved.json()).toMatchObject({
      approvalStatus: 'approved',
      grantedAmount: 350_000,
      assessment: { decisionReason: null },
    });
  });

  it('overturning an approval asks for the reason the customer is given', async () => {
    const { claimId: overturnedId, customer, path } = await assessableClaim(300_000);
    await backoffice(assessor, 'POST', path('recommend'), {
      recommendation: 'approve',
      amount: 300_000,
      note: 'All in order',
    });
    const noReason = await backoffice(supervisor, 'POST', path('confirm'), {
      decision: 'repudiate',
      reason: 'The ID does not match',
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().error.fields.customerReason).toBe('Please give the reason the customer is given');
    const repudiated = await backoffice(supervisor, 'POST', path('confirm'), {
      decision: 'repudiate',
      reason: 'The ID does not match',
      customerReason: 'The deceased is not a member covered by the policy.',
    });
    expect(repudiated.json()).toMatchObject({
      approvalStatus: 'repudiated',
      assessment: { decisionReason: 'The deceased is not a member covered by the policy.' },
    });
    const seen = await customerView(overturnedId, customer);
    expect(seen.declineReason).toBe('The deceased is not a member covered by the policy.');
    expect(JSON.stringify(seen)).not.toContain('does not match');
  });
});
