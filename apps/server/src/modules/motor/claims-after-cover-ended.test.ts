/**
 * A claim on a motor policy whose cover ended (QA walk 14 no. 1): a cancelled policy still takes a claim for
 * an incident up to the day it was cancelled, and refuses a later one on the incident date with that day
 * named; someone else's cancelled policy is 404 as ever.
 */
import { formatLongDate, saDay } from '@cover/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { policies } from '../../db/schema/index.js';
import { saId, userWithHolder, type TestUser } from '../insurance-core/testing/line-fixtures.js';
import { hoursAgo, motorClaimInput } from './testing/claim-fixtures.js';
import { claimSubmissionSuite } from './testing/claim-submission-suite.js';

const suite = claimSubmissionSuite();
const { customerWithVehicle, submit, claimCount } = suite;
const HOUR_MS = 3_600_000;
let stranger: TestUser;
beforeAll(async () => {
  stranger = await userWithHolder(suite.app(), 'retail', saId('850505510108'));
});

/** A customer whose motor policy (started 30 days ago) was cancelled five days ago. */
async function cancelledFiveDaysAgo() {
  const customer = await customerWithVehicle();
  const cancelledAt = new Date(Date.now() - 120 * HOUR_MS);
  await suite
    .app()
    .db.update(policies)
    .set({ status: 'CANCELLED', cancelledAt, cancellationReason: 'other' })
    .where(eq(policies.id, customer.policy.id));
  return { ...customer, lastDay: saDay(cancelledAt) };
}

const lateReason = { incident_delay_reason: 'I was in hospital after the accident.' };

describe('a motor claim after the cover ended', () => {
  it('takes an incident before the cancellation', async () => {
    const { user, policy } = await cancelledFiveDaysAgo();
    const response = await submit(
      user,
      motorClaimInput(policy.id, 'TOWING', { ...hoursAgo(240), ...lateReason }),
    );
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses an incident after the day it was cancelled, naming that day, storing nothing', async () => {
    const { user, policy, lastDay } = await cancelledFiveDaysAgo();
    const before = await claimCount();
    const response = await submit(user, motorClaimInput(policy.id, 'TOWING'));
    expect(response.statusCode).toBe(422);
    const message = `Your cover ended on ${formatLongDate(lastDay)}: only an event on or before that day can be claimed.`;
    expect(response.json().error).toMatchObject({
      code: 'EVENT_AFTER_COVER',
      fields: { incident_date: message },
    });
    expect(await claimCount()).toBe(before);
  });

  it('answers 404 for someone else’s cancelled policy', async () => {
    const { policy } = await cancelledFiveDaysAgo();
    const response = await submit(
      stranger,
      motorClaimInput(policy.id, 'TOWING', { ...hoursAgo(240), ...lateReason }),
    );
    expect(response.statusCode).toBe(404);
  });
});
