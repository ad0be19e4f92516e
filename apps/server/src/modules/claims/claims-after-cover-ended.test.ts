/**
 * A funeral claim on a policy whose cover ended (QA walk 14 no. 1): a death up to the day the policy was
 * cancelled is still claimed after the cancellation; a later one is refused on the date of death with the
 * last day of cover named; someone else's cancelled policy is 404 as ever.
 */
import { addDays, formatLongDate, saDay } from '@cover/domain';
import { FUNERAL_PATHS } from '@cover/domain/funeral';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policies } from '../../db/schema/index.js';
import { coverSince, PAST_WAITING_PERIOD_MONTHS } from './testing/cover-history.js';
import {
  claimInput,
  createCustomer,
  issueFuneralPolicy,
  startClaimsHarness,
  type ClaimsHarness,
  type Customer,
} from './testing/harness.js';

const retail = FUNERAL_PATHS.retail;
const DAY_MS = 86_400_000;
let harness: ClaimsHarness;
let customers = 60;

beforeAll(async () => {
  harness = await startClaimsHarness();
});
afterAll(async () => {
  await harness.close();
});

/** A customer whose funeral policy, covered for 7 months, they cancelled today. */
async function cancelledToday() {
  customers += 1;
  const customer = await createCustomer(harness, customers);
  const policy = await issueFuneralPolicy(harness, customer, customers);
  await coverSince(harness.app.db, policy.policyId, PAST_WAITING_PERIOD_MONTHS);
  const cancelled = await harness.call(customer, {
    method: 'POST',
    url: retail.cancelPolicy.path,
    payload: { policyId: policy.policyId, reason: 'other' },
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  return { customer, policy };
}

const claimFor = (
  customer: Customer,
  policy: Awaited<ReturnType<typeof cancelledToday>>['policy'],
  dateOfDeath: string,
) =>
  harness.call(customer, {
    method: 'POST',
    url: retail.submitClaim.path,
    payload: claimInput(policy, customer, { funeralClaimBlock: { dateOfDeath, causeOfDeath: 'natural' } }),
  });

describe('a funeral claim after the policy was cancelled', () => {
  it('takes a death on the day the policy was cancelled', async () => {
    const { customer, policy } = await cancelledToday();
    const response = await claimFor(customer, policy, saDay(new Date()));
    expect(response.statusCode, response.body).toBe(201);
  });

  it('shows the policy’s real status on the claim once the policy was cancelled', async () => {
    const { customer, policy } = await cancelledToday();
    const claim = await claimFor(customer, policy, addDays(saDay(new Date()), -1));
    expect(claim.statusCode, claim.body).toBe(201);
    const view = await harness.call(customer, {
      method: 'GET',
      url: retail.getClaimByID.path,
      query: { claimId: claim.json().claimId },
    });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      coverStatus: 'ACTIVE',
      policyEnded: { status: 'CANCELLED', on: saDay(new Date()) },
    });
  });

  it('refuses a death after the day cover ended, naming that day on the date of death', async () => {
    const { customer, policy } = await cancelledToday();
    const cancelledAt = new Date(Date.now() - 5 * DAY_MS);
    await harness.app.db.update(policies).set({ cancelledAt }).where(eq(policies.id, policy.policyId));
    const lastDay = saDay(cancelledAt);
    const response = await claimFor(customer, policy, addDays(lastDay, 2));
    expect(response.statusCode).toBe(422);
    const message = `Your cover ended on ${formatLongDate(lastDay)}: only an event on or before that day can be claimed.`;
    expect(response.json().error).toMatchObject({
      code: 'EVENT_AFTER_COVER',
      fields: { 'funeralClaimBlock.dateOfDeath': message },
    });
    const before = await claimFor(customer, policy, addDays(lastDay, -3));
    expect(before.statusCode, before.body).toBe(201);
  });

  it('answers 404 for someone else’s cancelled policy', async () => {
    const { customer, policy } = await cancelledToday();
    customers += 1;
    const stranger = await createCustomer(harness, customers);
    const response = await harness.call(stranger, {
      method: 'POST',
      url: retail.submitClaim.path,
      payload: claimInput(policy, customer, {
        funeralClaimBlock: { dateOfDeath: addDays(saDay(new Date()), -3), causeOfDeath: 'natural' },
      }),
    });
    expect(response.statusCode).toBe(404);
  });
});
