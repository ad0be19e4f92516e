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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  claimInput,
  createCustomer,
  issueFuneralPolicy,
  startClaimsHarness,
  submitClaimViaApi,
  type ClaimsHarness,
} from './testing/harness.js';

const retail = FUNERAL_PATHS.retail;
let harness: ClaimsHarness;

beforeAll(async () => {
  harness = await startClaimsHarness();
});
afterAll(async () => {
  await harness.close();
});

describe('cancelling a policy with a claim on it', () => {
  it('states the terms, refunds nothing once a claim was made, and leaves the claim open', async () => {
    const customer = await createCustomer(harness, 41);
    const policy = await issueFuneralPolicy(harness, customer, 41);
    const detail = async () => {
      const response = await harness.call(customer, {
        method: 'GET',
        url: retail.getPolicyByPolicyId.path,
        query: { policyId: policy.policyId },
      });
      expect(response.statusCode).toBe(200);
      return policyDetailSchema.parse(response.json()).cancellationTerms;
    };
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
});
