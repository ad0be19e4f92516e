/**
 * The notices of a claim's inspection (QA walk finding 1): its approval and rejection name the claim and the
 * photos of the vehicle and its damage, and never call it a pre-inspection; a pre-inspection's stay as they were.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appendEvent } from '../insurance-core/events.js';
import { claimInput, submitClaimViaApi } from '../claims/testing/harness.js';
import { createInspection } from '../motor/pre-inspection/service.js';
import { noticeSuite } from './testing/notice-suite.js';

const suite = noticeSuite();
const { db, eventOf, noticesOf } = suite;

const vehicle = {
  make: 'Toyota',
  model: 'Corolla',
  color: 'White',
  registrationNo: 'CA 123-456',
  vinNo: 'AHTKB3FE502123456',
  engineNo: '2ZR1234567',
  licenceNo: 'LIC123',
  odometerValue: 45_000,
  manufacturingYear: 2020,
  vehicleRegistrationYear: 2020,
  vehicleRegistrationMonth: 6,
  estimatedRetailPrice: 25_000_000,
};

/** An inspection of the owner's vehicle, for a claim or not, and the notices of its assessment. */
async function assessed(decision: 'approved' | 'rejected', claimId: string | null) {
  const row = await createInspection(db(), {
    holderId: suite.owner.holder.policyHolderId,
    ...(claimId ? { claimId } : {}),
    input: { assessmentType: claimId ? 'CLAIM_SUBMISSION' : 'PRE_INSPECTION', ...vehicle },
    now: new Date(),
    actor: 'retail:test',
  });
  await appendEvent(db(), {
    entityType: 'pre_inspection',
    entityId: row.id,
    type: `pre_inspection_${decision}`,
    summary: decision,
    data: decision === 'rejected' ? { decision: 'REJECTED', reason: 'The damage is not in view' } : {},
    actor: 'operator:test',
    at: new Date(),
  });
  const rows = await noticesOf(await eventOf(row.id, `pre_inspection_${decision}`));
  return rows.map((message) => `${message.subject ?? ''} ${message.text}`).join('\n');
}

describe('the notices of a claim’s inspection', () => {
  let claim: Awaited<ReturnType<typeof submitClaimViaApi>>;
  beforeAll(async () => {
    claim = await submitClaimViaApi(suite.harness, suite.owner, claimInput(suite.policy, suite.owner));
  });

  it.each(['approved', 'rejected'] as const)(
    'name the claim and the damage when its photos are %s, never a pre-inspection',
    async (decision) => {
      const text = await assessed(decision, claim.claimId);
      expect(text).toContain(`claim ${claim.claimNumber}`);
      expect(text).toContain('and its damage');
      expect(text).not.toMatch(/pre-inspection/i);
    },
  );

  it('still calls a pre-inspection a pre-inspection', async () => {
    expect(await assessed('approved', null)).toContain('Your vehicle pre-inspection is approved');
  });
});
