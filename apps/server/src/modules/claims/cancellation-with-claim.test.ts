/**
 * Cancelling a policy that has a claim on it: the policy detail states the terms first (no cooling-off
 * refund once a claim was made, the open claim named), the cancellation follows them, and the claim
 * stays open for assessment.
 */
import {
  cancelPolicyReplySchema,
  FUNERAL_PATHS,
  funeralClaimListReplySchema,
  policyDetailSchema,
} from '@cover/domain/funeral';
import { addDays, addMonths, saDay } from '@cover/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policies } from '../../db/schema/index.js';
import { premiumsPaid } from './testing/cover-history.js';
import {
  claimInput,
  createCustomer,
  issueFuneralPolicy,
  startClaimsHarness,
  submitClaimViaApi,
  type ClaimsHarness,
  type Customer,
} from './testing/harness.js';

const retail = FUNERAL_PATHS.retail;
let harness: ClaimsHarness;

beforeAll(async () => {
  harness = await startClaimsHarness();
});
afterAll(async () => {
  await harness.close();
});

/** The cancellation terms the customer's policy detail states. */
async function cancellationTermsOf(customer: Customer, policyId: string) {
  const response = await harness.call(customer, {
    method: 'GET',
    url: retail.getPolicyByPolicyId.path,
    query: { policyId },
  });
  expect(response.statusCode).toBe(200);
  return policyDetailSchema.parse(response.json()).cancellationTerms;
}

describe('cancelling a policy with a claim on it', () => {
  it('states the terms, refunds nothing once a claim was made, and leaves the claim open', async () => {
    const customer = await createCustomer(harness, 41);
    const policy = await issueFuneralPolicy(harness, customer, 41);
    const detail = () => cancellationTermsOf(customer, policy.policyId);
    expect(await detail()).toEqual({
      withinCoolingOff: true,
      coolingOffEndsOn: policy.coolingOffEndsOn,
      refundAmount: 0,
      claimMade: false,
      openClaims: [],
      linkedCover: [],
      // no premium collected yet: no day after today paid for
      unusedCover: null,
    });

    const claim = await submitClaimViaApi(harness, customer, claimInput(policy, customer));
    expect(await detail()).toMatchObject({
      withinCoolingOff: true,
      claimMade: true,
      refundAmount: 0,
      openClaims: [{ claimId: claim.claimId, claimNumber: claim.claimNumber }],
    });

    const cancelled = await harness.call(customer, {
      method: 'POST',
      url: retail.cancelPolicy.path,
      payload: { policyId: policy.policyId, reason: 'other' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelPolicyReplySchema.parse(cancelled.json())).toMatchObject({
      withinCoolingOff: true,
      refund: null,
      policy: { status: 'CANCELLED' },
    });
    const after = await harness.call(customer, {
      method: 'GET',
      url: retail.getClaimsByPolicyId.path,
      query: { policyId: policy.policyId },
    });
    expect(after.statusCode).toBe(200);
    expect(funeralClaimListReplySchema.parse(after.json()).data).toMatchObject([
      { claimId: claim.claimId, status: 'open' },
    ]);
  });

  it('inside cooling-off, a claim made leaves only the days paid for after today to refund', async () => {
    const customer = await createCustomer(harness, 42);
    const policy = await issueFuneralPolicy(harness, customer, 42);
    // a premium of R 150 collected today, paying for the month up to the next billing date
    const today = saDay(new Date());
    const nextBilling = addMonths(today, 1);
    await premiumsPaid(harness.app.db, policy.policyId, 15_000, 1, 0);
    await harness.app.db
      .update(policies)
      .set({ nextBillingDate: nextBilling })
      .where(eq(policies.id, policy.policyId));
    const terms = () => cancellationTermsOf(customer, policy.policyId);
    // no claim yet: every premium paid comes back
    expect(await terms()).toMatchObject({ withinCoolingOff: true, refundAmount: 15_000, unusedCover: null });

    await submitClaimViaApi(harness, customer, claimInput(policy, customer));
    const days = Math.round((Date.parse(nextBilling) - Date.parse(today)) / 86_400_000) - 1;
    const unused = Math.floor((15_000 * days) / (days + 1));
    expect(await terms()).toMatchObject({
      withinCoolingOff: true,
      claimMade: true,
      refundAmount: unused,
      unusedCover: { paidUntil: addDays(nextBilling, -1), days, amount: unused },
    });
  });
});
