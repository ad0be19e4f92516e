import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index.js';
import { useAssessmentSetup } from './testing/assessment-setup.js';
import { coverSince, PAST_WAITING_PERIOD_MONTHS } from './testing/cover-history.js';
import { claimInput, submitClaimViaApi } from './testing/harness.js';

const { setup, backoffice, completeDocuments, customerView, emailFor } = useAssessmentSetup();

describe('back-office assessment', () => {
  let claimId: string;

  it('is for back-office accounts only', async () => {
    expect(
      (await setup.harness.app.inject({ method: 'GET', url: '/api/backoffice/claims' })).statusCode,
    ).toBe(401);
    expect((await backoffice(setup.operatorOnly, 'GET', '/api/backoffice/claims')).statusCode).toBe(403);
    expect((await backoffice(setup.assessor, 'GET', '/api/backoffice/claims')).statusCode).toBe(200);
  });

  it('holds, recommends, confirms with four eyes and pays, with the display value at each step', async () => {
    // lives covered for 7 months: the natural death is past the waiting period, so up to the whole claim is paid
    await coverSince(setup.harness.app.db, setup.policy.policyId, PAST_WAITING_PERIOD_MONTHS);
    claimId = (
      await submitClaimViaApi(
        setup.harness,
        setup.owner,
        claimInput(setup.policy, setup.owner, { amount: 1_200_000 }),
      )
    ).claimId;
    const path = (step: string) => `/api/backoffice/claims/${claimId}/${step}`;

    const early = await backoffice(setup.assessor, 'POST', path('recommend'), {
      recommendation: 'approve',
      amount: 1_000_000,
      note: 'Fine',
    });
    expect(early.statusCode).toBe(409);

    const hold = await backoffice(setup.assessor, 'POST', path('hold'), {
      note: 'Waiting for the DHA-1663 form',
    });
    expect(hold.json()).toMatchObject({ status: 'in_review', statusDisplayValue: 'OnHold' });
    const onHold = await customerView(claimId);
    expect(onHold.statusDisplayValue).toBe('OnHold');
    // the customer is told what is needed, on the claim itself
    expect(onHold.holdReason).toBe('Waiting for the DHA-1663 form');
    expect(onHold.declineReason).toBeNull();
    expect(await emailFor(claimId, 'claim.on_hold')).toContain(
      'Our assessor wrote:\n\nWaiting for the DHA-1663 form',
    );
    expect(onHold.timeline).toEqual([
      { step: 'received', at: expect.any(String) },
      { step: 'documents', at: null },
      { step: 'assessing', at: null },
      { step: 'approved', at: null },
      { step: 'paid', at: null },
    ]);

    // the documents asked for can be added while the claim is on hold
    await completeDocuments(claimId);
    const tooMuch = await backoffice(setup.assessor, 'POST', path('recommend'), {
      recommendation: 'approve',
      amount: 1_200_001,
      note: 'x',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error.fields.amount).toBe(
      'The amount cannot be more than the requested R 12 000,00',
    );

    // less than the most payable (the R 12 000 claimed) needs the reason the customer is given
    const withoutReason = await backoffice(setup.assessor, 'POST', path('recommend'), {
      recommendation: 'approve',
      amount: 1_000_000,
      note: 'Part paid by the burial society: ex gratia amount',
    });
    expect(withoutReason.statusCode).toBe(422);
    expect(withoutReason.json().error.fields).toEqual({
      customerReason: 'Please tell the customer why we pay less than the most we could pay',
    });
    const recommended = await backoffice(setup.assessor, 'POST', path('recommend'), {
      recommendation: 'approve',
      amount: 1_000_000,
      note: 'Part paid by the burial society: ex gratia amount',
      customerReason: 'The burial society paid part of the funeral; we pay R 10 000 as a goodwill amount.',
    });
    expect(recommended.json()).toMatchObject({
      status: 'acknowledged',
      statusDisplayValue: 'Recommendation Awaited',
      assessment: {
        recommendation: 'approve',
        recommendedAmount: 1_000_000,
        recommendationNote: 'Part paid by the burial society: ex gratia amount',
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
    const detail = (await backoffice(setup.supervisor, 'GET', `/api/backoffice/claims/${claimId}`)).json();
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
      // the customer's first upload answered the hold: one entry, not its documents received as well
      'claim.hold_answered',
      'claim.documents_received',
      'claim.documents_received',
      'claim.documents_received',
      'claim.documents_complete',
      'claim.recommended',
    ]);
    expect(history[0]).toMatchObject({ actorName: 'Customer', internal: false });
    // the last upload set it off, yet the customer did not mark the claim ready: the system did
    expect(history[6]).toMatchObject({ actorName: 'Telkom Cover', internal: false });
    expect(history[1]).toMatchObject({
      actorName: 'Thandi Mokoena',
      internal: false,
      reason: 'Waiting for the DHA-1663 form',
    });
    expect(history.at(-1)).toMatchObject({
      actorName: 'Thandi Mokoena',
      internal: true,
      reason: 'Part paid by the burial society: ex gratia amount',
    });
    // the customer's view of the same claim carries no recommendation, note, trail or staff history
    const seenByCustomer = await customerView(claimId);
    expect(seenByCustomer.statusDisplayValue).toBe('Recommendation Awaited');
    expect(seenByCustomer.holdReason).toBeNull();
    expect(JSON.stringify(seenByCustomer)).not.toContain('ex gratia');
    expect(seenByCustomer).not.toHaveProperty('assessment');
    expect(seenByCustomer).not.toHaveProperty('history');
    expect(seenByCustomer).not.toHaveProperty('recommendation');
    // the reason is the customer's only once the approval is confirmed
    expect(seenByCustomer.lessThanPayableReason).toBeNull();

    const ownConfirmation = await backoffice(setup.assessor, 'POST', path('confirm'), {
      decision: 'approve',
      reason: 'ok',
    });
    expect(ownConfirmation.statusCode).toBe(403);

    const approved = await backoffice(setup.supervisor, 'POST', path('confirm'), {
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
        decisionReason: 'The burial society paid part of the funeral; we pay R 10 000 as a goodwill amount.',
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

    // the customer reads why less than the most payable was approved, in the approval's message and on the claim
    expect(await emailFor(claimId, 'claim.approved')).toContain(
      'The reason: The burial society paid part of the funeral; we pay R 10 000 as a goodwill amount.',
    );
    expect((await customerView(claimId)).lessThanPayableReason).toBe(
      'The burial society paid part of the funeral; we pay R 10 000 as a goodwill amount.',
    );
    // the customer is given the payment reference once it is paid, not before (QA walk 7 finding 5)
    expect((await customerView(claimId)).payoutReference).toBeNull();
    // four eyes on the money too: the assessor who recommended it does not record its payout (QA walk 16)
    const ownView = await backoffice(setup.assessor, 'GET', `/api/backoffice/claims/${claimId}`);
    expect(ownView.json()).toMatchObject({ status: 'pending_payout', youRecommended: true });
    const byRecommender = await backoffice(setup.assessor, 'POST', path('pay'), { reference: 'EFT-0000' });
    expect(byRecommender.statusCode).toBe(403);
    expect(byRecommender.json().error).toMatchObject({
      code: 'FOUR_EYES',
      message: 'The payout must be recorded by someone other than the assessor who recommended the claim',
    });
    // a payout is recorded with its payment's reference, nothing else
    const noReference = await backoffice(setup.supervisor, 'POST', path('pay'), { reference: '  ' });
    expect(noReference.statusCode).toBe(422);
    expect(noReference.json().error.fields).toEqual({ reference: 'Please enter the payment reference' });
    const paid = await backoffice(setup.supervisor, 'POST', path('pay'), {
      reference: 'EFT-0001',
      settlementReference: 'not-a-financed-claim',
    });
    expect(paid.json()).toMatchObject({
      status: 'paid_out',
      statusDisplayValue: 'Paid',
      assessment: { payoutReference: 'EFT-0001', settlementReference: null, paidAt: expect.any(String) },
    });
    const customer = await customerView(claimId);
    expect(customer.statusDisplayValue).toBe('Paid');
    expect(customer.payoutReference).toBe('EFT-0001');
    // the customer's timeline has a time for every step, declined never appears on an approved claim
    expect(customer.timeline?.map((entry: { step: string }) => entry.step)).toEqual([
      'received',
      'documents',
      'assessing',
      'approved',
      'paid',
    ]);
    expect(customer.timeline?.every((entry: { at: string | null }) => entry.at !== null)).toBe(true);
    expect(
      (await backoffice(setup.supervisor, 'POST', path('pay'), { reference: 'EFT-0002' })).statusCode,
    ).toBe(409);

    const logged = await setup.harness.app.db
      .select()
      .from(events)
      .where(eq(events.entityId, claimId))
      .orderBy(asc(events.seq));
    expect(logged.map((event) => event.type)).toEqual([
      'claim.submitted',
      'claim.on_hold',
      'claim.documents_received',
      'claim.hold_answered',
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
    const list = await backoffice(setup.assessor, 'GET', '/api/backoffice/claims');
    const listed = (list.json().data as Record<string, unknown>[]).find((claim) => claim.claimId === claimId);
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('history');
    expect(listed).not.toHaveProperty('assessment');
    const missing = await backoffice(
      setup.assessor,
      'GET',
      '/api/backoffice/claims/0b7e6a52-1c1f-4c55-9d0e-4d8f3c2a1b00',
    );
    expect(missing.statusCode).toBe(404);
    expect((await backoffice(setup.assessor, 'GET', '/api/backoffice/claims/not-a-claim')).statusCode).toBe(
      404,
    );
    expect(
      (await backoffice(setup.operatorOnly, 'GET', `/api/backoffice/claims/${claimId}`)).statusCode,
    ).toBe(403);
  });

  it('downloads claim documents for the assessor', async () => {
    const detail = await backoffice(setup.assessor, 'GET', `/api/backoffice/claims/${claimId}`);
    const [first] = detail.json().documents as { url: string }[];
    expect(first?.url).toMatch(/^\/api\/backoffice\/claims\/documents\/[0-9a-f-]{36}\/download$/);
    const download = await backoffice(setup.assessor, 'GET', first?.url ?? '');
    expect(download.statusCode).toBe(200);
    expect(download.headers['cache-control']).toBe('private, no-store');
  });
});
