import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, saDay } from '@cover/domain';
import { WAITING_PERIOD_NOTICE, type Policy } from '@cover/domain/funeral';
import { claims, events, policies, policyMembers } from '../../db/schema/index.js';
import { formData, samplePdf, samplePng } from '../../platform/uploads/testing.js';
import {
  claimInput,
  createCustomer,
  issueFuneralPolicy,
  startClaimsHarness,
  type ClaimsHarness,
  type Customer,
} from './testing/harness.js';

let harness: ClaimsHarness;
let owner: Customer;
let policy: Policy;
const today = saDay(new Date());

beforeAll(async () => {
  harness = await startClaimsHarness();
  owner = await createCustomer(harness, 1);
  policy = await issueFuneralPolicy(harness, owner);
}, 60_000);
afterAll(() => harness.close());

const submit = (body: Record<string, unknown>, url = '/api/retail/funeral/claims/submitClaim') =>
  harness.call(owner, { method: 'POST', url, payload: body });

/** Moves the policy and its members' cover start back, so the waiting period has passed. */
async function backdateCover(months: number) {
  const start = addMonths(today, -months);
  await harness.app.db.update(policies).set({ startDate: start }).where(eq(policies.id, policy.policyId));
  await harness.app.db
    .update(policyMembers)
    .set({ addedOn: start })
    .where(eq(policyMembers.policyId, policy.policyId));
}

describe('submitting a funeral claim', () => {
  it('refuses an amount over the member’s cover with a field error, storing nothing', async () => {
    const response = await submit(claimInput(policy, owner, { amount: 1_500_001 }));
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      code: 'AMOUNT_OVER_COVER',
      fields: { amount: "The requested amount cannot be more than this member's cover of R 15 000,00" },
    });
    expect(await harness.app.db.select().from(claims)).toHaveLength(0);
  });

  it.each([
    [
      'a death in the future',
      { funeralClaimBlock: { dateOfDeath: '2999-01-01', causeOfDeath: 'natural' } },
      'funeralClaimBlock.dateOfDeath',
    ],
    [
      'a death before the policy started',
      { funeralClaimBlock: { dateOfDeath: '2020-01-01', causeOfDeath: 'natural' } },
      'funeralClaimBlock.dateOfDeath',
    ],
    ['someone not on the policy', { saId: '8001015009087' }, 'saId'],
    [
      'a branch code of another bank',
      {
        bankDetails: {
          bankName: 'fnb',
          branchCode: '632005',
          accountHolderName: 'Lerato Khumalo',
          accountNumber: '62000012345',
          accountType: 'cheque',
        },
      },
      'bankDetails.branchCode',
    ],
  ])('refuses %s naming the field', async (_, overrides, field) => {
    const response = await submit(claimInput(policy, owner, overrides));
    expect([400, 422]).toContain(response.statusCode);
    expect(Object.keys(response.json().error.fields)).toContain(field);
  });

  it('refuses a claimant who gives the deceased’s own ID number: no one claims for their own death', async () => {
    const claimant = claimInput(policy, owner).claimant;
    const response = await submit(
      claimInput(policy, owner, {
        saId: owner.holder.id.number,
        claimant: { ...claimant, relation: 'main_member' },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      'claimant.idNumber':
        'The person claiming cannot be the person who died: a family member or the executor of the estate claims',
    });
    expect(await harness.app.db.select().from(claims)).toHaveLength(0);
  });

  it('accepts a natural death inside the waiting period, flagged with the notice', async () => {
    const response = await submit(claimInput(policy, owner));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      message: 'claim submitted successfully',
      withinWaitingPeriod: true,
      notice: WAITING_PERIOD_NOTICE,
      coverStatus: 'ACTIVE',
      documentsOutstanding: ['death_certificate', 'deceased_id', 'main_member_id', 'death_registration_form'],
    });
    expect(body.claimNumber).toMatch(new RegExp(`^CLM-${new Date().getUTCFullYear()}-\\d{6}$`));

    const detail = await harness.call(owner, {
      method: 'GET',
      url: `/api/retail/funeral/claims/getClaimByID?claimId=${body.claimId}`,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      claimId: body.claimId,
      status: 'open',
      approvalStatus: 'pending',
      statusDisplayValue: 'Pending',
      withinWaitingPeriod: true,
      amount: 1_000_000,
      memberRole: 'spouse',
      policyNumber: policy.policyNumber,
      bankDetails: { bankName: 'fnb', branchCode: '250655', accountNumber: '••••2345' },
      documents: [],
    });
    expect(detail.body).not.toContain('62000012345');

    const logged = await harness.app.db
      .select()
      .from(events)
      .where(eq(events.entityId, body.claimId))
      .orderBy(asc(events.seq));
    expect(logged.map((event) => event.type)).toEqual(['claim.submitted']);
  });

  it('refuses a second claim for the same member', async () => {
    const response = await submit(claimInput(policy, owner));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('CLAIM_EXISTS');
  });

  it('lists the claims by policy and with filters', async () => {
    const byPolicy = await harness.call(owner, {
      method: 'GET',
      url: `/api/retail/funeral/policy/getClaimsByPolicyId?policyId=${policy.policyId}`,
    });
    expect(byPolicy.json().data).toHaveLength(1);
    const open = await harness.call(owner, {
      method: 'GET',
      url: `/api/jmr/funeral/policy/getClaims?policyId=${policy.policyId}&status=open&limit=5`,
    });
    expect(open.json().data).toHaveLength(1);
    const paid = await harness.call(owner, {
      method: 'GET',
      url: '/api/retail/funeral/policy/getClaims?status=paid_out',
    });
    expect(paid.json().data).toHaveLength(0);
  });
});

describe('an accidental death', () => {
  it('needs a police report: documents stay outstanding and submitClaimByID is refused until it is in', async () => {
    await harness.app.db.delete(events).where(eq(events.entityType, 'claim'));
    await harness.app.db.delete(claims);
    await backdateCover(8);
    const form = formData(
      {
        claim: JSON.stringify(
          claimInput(policy, owner, {
            funeralClaimBlock: { dateOfDeath: today, causeOfDeath: 'accidental' },
            amount: 3_000_000,
          }),
        ),
      },
      [
        { field: 'death_certificate', name: 'certificate.pdf', bytes: samplePdf() },
        { field: 'deceased_id', name: 'id.png', bytes: samplePng() },
        { field: 'main_member_id', name: 'my-id.png', bytes: samplePng() },
        { field: 'death_registration_form', name: 'dha-1663.pdf', bytes: samplePdf() },
      ],
    );
    const response = await harness.call(owner, {
      method: 'POST',
      url: '/api/retail/funeral/claims/submitClaimWithDocuments',
      payload: form,
    });
    expect(response.statusCode).toBe(201);
    const claim = response.json();
    expect(claim).toMatchObject({
      withinWaitingPeriod: false,
      notice: null,
      documentsOutstanding: ['police_report'],
    });
    expect(claim.requiredDocuments).toContain('police_report');

    const early = await harness.call(owner, {
      method: 'POST',
      url: '/api/retail/funeral/claims/submitClaimByID',
      payload: { claimId: claim.claimId },
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().error.message).toContain('Police report');

    const upload = await harness.call(owner, {
      method: 'POST',
      url: '/api/retail/funeral/policy/uploadDocuments',
      payload: formData({ claimId: claim.claimId, kind: 'police_report' }, [
        { field: 'file', name: 'saps.pdf', bytes: samplePdf() },
      ]),
    });
    expect(upload.statusCode).toBe(201);
    expect(upload.json()).toMatchObject({
      documentsOutstanding: [],
      message: 'Documents uploaded successfully',
    });

    const confirmed = await harness.call(owner, {
      method: 'POST',
      url: '/api/retail/funeral/claims/submitClaimByID',
      payload: { claimId: claim.claimId },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      claimId: claim.claimId,
      message: 'claim submitted successfully',
      documentsOutstanding: [],
    });

    const documents = await harness.call(owner, {
      method: 'GET',
      url: `/api/retail/funeral/policy/getClaimDocuments?claimId=${claim.claimId}`,
    });
    const kinds = documents.json().data.map((document: { type: string }) => document.type);
    expect(kinds.sort()).toEqual([
      'death_certificate',
      'death_registration_form',
      'deceased_id',
      'main_member_id',
      'police_report',
    ]);
    const logged = await harness.app.db
      .select()
      .from(events)
      .where(eq(events.entityId, claim.claimId))
      .orderBy(asc(events.seq));
    expect(logged.map((event) => event.type)).toEqual([
      'claim.submitted',
      'claim.documents_received',
      'claim.documents_received',
      'claim.documents_complete',
    ]);
  });
});
