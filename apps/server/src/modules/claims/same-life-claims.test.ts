/**
 * One death claim per life on a policy (QA walk 9 finding 1: CLM-1 for the spouse was repudiated, then the same
 * customer claimed again for the spouse, same ID and day, cause now "accidental", and it was taken). An earlier
 * claim on the life that is open, approved, paid or repudiated refuses a new one (409 CLAIM_EXISTS naming it at
 * the deceased's field); one closed undecided does not. The life is matched by member id and by ID number; a
 * claim on another policy does not count, and another customer's ids are refused as before.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { saDay } from '@cover/domain';
import type { Policy } from '@cover/domain/funeral';
import { claims, policyMembers } from '../../db/schema/index.js';
import {
  claimInput,
  createCustomer,
  issueFuneralPolicy,
  spouseIdOf,
  submitClaimViaApi,
} from './testing/harness.js';
import { useAssessmentSetup } from './testing/assessment-setup.js';

const { setup, backoffice, completeDocuments } = useAssessmentSetup();

const SUBMIT = '/api/retail/funeral/claims/submitClaim';
const accidental = (overrides: Record<string, unknown> = {}) => ({
  amount: 3_000_000,
  funeralClaimBlock: { dateOfDeath: saDay(new Date()), causeOfDeath: 'accidental' },
  ...overrides,
});
const submit = (body: Record<string, unknown>, customer = setup.owner) =>
  setup.harness.call(customer, { method: 'POST', url: SUBMIT, payload: body });
const claimCount = async () => (await setup.harness.app.db.select().from(claims)).length;
const setStatus = (claimId: string, claimStatus: string, approvalStatus: string) =>
  setup.harness.app.db.update(claims).set({ claimStatus, approvalStatus }).where(eq(claims.id, claimId));

describe('a second death claim on the same life of a policy', () => {
  let first = { claimId: '', claimNumber: '' };

  it('is refused while the first is being dealt with, naming it at the deceased', async () => {
    const { policy, owner } = setup;
    first = await submitClaimViaApi(setup.harness, owner, claimInput(policy, owner));
    const before = await claimCount();
    const again = await submit(claimInput(policy, owner, accidental()));
    expect(again.statusCode).toBe(409);
    const message = `Claim ${first.claimNumber} for this person is already with us: please follow it, and add any documents it needs, under Claims rather than making another claim.`;
    expect(again.json().error).toMatchObject({ code: 'CLAIM_EXISTS', message, fields: { saId: message } });
    expect(await claimCount()).toBe(before);
  });

  it('is refused once the first was repudiated, saying how to disagree (the walk 9 case)', async () => {
    const { policy, owner } = setup;
    await completeDocuments(first.claimId);
    const path = (step: string) => `/api/backoffice/claims/${first.claimId}/${step}`;
    const recommended = await backoffice(setup.assessor, 'POST', path('recommend'), {
      recommendation: 'repudiate',
      note: 'Natural death inside the waiting period',
      customerReason: 'The death was inside the waiting period for a natural death.',
    });
    expect(recommended.statusCode, recommended.body).toBe(200);
    const confirmed = await backoffice(setup.supervisor, 'POST', path('confirm'), {
      decision: 'repudiate',
      reason: 'Agree',
    });
    expect(confirmed.json()).toMatchObject({ status: 'closed', approvalStatus: 'repudiated' });
    const before = await claimCount();

    const spouse = policy.module.spouse;
    const again = await submit(
      claimInput(
        policy,
        owner,
        accidental({ funeralClaimBlock: { ...accidental().funeralClaimBlock, memberId: spouse?.memberId } }),
      ),
    );
    expect(again.statusCode).toBe(409);
    const message = `Claim ${first.claimNumber} for this person was repudiated: we cannot pay it, and another claim for the same person cannot be made. If you disagree with the decision, please tell us within 90 days on our Complaints page (linked at the foot of every page) and we will review it.`;
    expect(again.json().error).toMatchObject({
      code: 'CLAIM_EXISTS',
      message,
      fields: { 'funeralClaimBlock.memberId': message },
    });
    // without the member chosen, by the ID number alone, the same
    const byId = await submit(claimInput(policy, owner, accidental()));
    expect(byId.statusCode).toBe(409);
    expect(byId.json().error.fields).toEqual({ saId: message });
    expect(await claimCount()).toBe(before);
  });

  it('is refused when the same person was added again as a new member (matched by ID number)', async () => {
    const { policy, owner } = setup;
    const [spouse] = await setup.harness.app.db
      .select()
      .from(policyMembers)
      .where(eq(policyMembers.id, policy.module.spouse?.memberId ?? ''));
    if (!spouse) throw new Error('no spouse');
    const { id: _id, ...copy } = spouse;
    const [again] = await setup.harness.app.db
      .insert(policyMembers)
      .values({ ...copy, role: 'extended', relation: 'other', position: 99 })
      .returning();
    const response = await submit(
      claimInput(
        policy,
        owner,
        accidental({ funeralClaimBlock: { ...accidental().funeralClaimBlock, memberId: again?.id } }),
      ),
    );
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error.message).toContain(
      `Claim ${first.claimNumber} for this person was repudiated`,
    );
    await setup.harness.app.db.delete(policyMembers).where(eq(policyMembers.id, again?.id ?? ''));
  });

  it('is not refused on another policy covering a person with the same ID number, and names nothing of it', async () => {
    const other = await createCustomer(setup.harness, 40);
    // the same spouse ID number (sequence 1) as the owner's policy
    const theirs: Policy = await issueFuneralPolicy(setup.harness, other, 1);
    expect(spouseIdOf(theirs)).toBe(spouseIdOf(setup.policy));
    const response = await submit(claimInput(theirs, other), other);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.body).not.toContain(first.claimNumber);

    // another customer's ids are refused as before: the owner's policy (404), the owner's member (422)
    const onOwners = await submit(claimInput(setup.policy, other, accidental()), other);
    expect(onOwners.statusCode).toBe(404);
    expect(onOwners.body).not.toContain(first.claimNumber);
    const ownersMember = await submit(
      claimInput(theirs, other, {
        funeralClaimBlock: {
          ...accidental().funeralClaimBlock,
          memberId: setup.policy.module.spouse?.memberId,
        },
      }),
      other,
    );
    expect(ownersMember.statusCode).toBe(422);
    expect(ownersMember.json().error.code).toBe('MEMBER_NOT_ON_POLICY');
  });

  it('is taken after a claim closed undecided, then refused once that one is approved and once paid', async () => {
    const { policy, owner } = setup;
    const forMain = claimInput(policy, owner, { saId: owner.holder.id.number, firstName: 'Main' });
    const closed = await submitClaimViaApi(setup.harness, owner, forMain);
    await setStatus(closed.claimId, 'closed', 'pending');
    const taken = await submit(forMain);
    expect(taken.statusCode, taken.body).toBe(201);
    const { claimId, claimNumber } = taken.json();

    await setStatus(claimId, 'pending_payout', 'approved');
    const whileApproved = await submit(forMain);
    expect(whileApproved.statusCode).toBe(409);
    expect(whileApproved.json().error.message).toBe(
      `Claim ${claimNumber} for this person has already been approved and its payout is on its way, so another claim for the same person cannot be made. You can follow it under Claims.`,
    );
    await setStatus(claimId, 'paid_out', 'approved');
    const oncePaid = await submit(forMain);
    expect(oncePaid.statusCode).toBe(409);
    expect(oncePaid.json().error.message).toBe(
      `Claim ${claimNumber} for this person has already been paid, so another claim for the same person cannot be made. If you have a question about it, please request a call back.`,
    );
  });
});
