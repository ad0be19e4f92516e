/**
 * A vehicle claimed as stolen or hijacked ends its motor cover once the claim is approved (docs/decisions/
 * 0041): the supervisor's confirmation cancels the policy for the insurer ('policy_claimed') in the same
 * transaction, with the system's entry in plain words; the customer is told. A towing claim approved, or a
 * theft claim repudiated, changes nothing.
 */
import type { MotorClaimType } from '@cover/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { events, outboxMessages, policies } from '../../db/schema/index.js';
import { asBackoffice } from '../operator/testing/staff-sessions.js';
import { claimDecisionSuite } from './testing/claim-decision-suite.js';

const suite = claimDecisionSuite(80);
let app: FastifyInstance;
let assessor = '';
let supervisor = '';
beforeAll(() => {
  ({ app, assessor, supervisor } = suite);
});

/** A new customer's insured vehicle with a claim of `type` made on it, every document in. */
const claimed = (type: MotorClaimType) => suite.claimedWithDocuments(type);

/** The assessor recommends and the supervisor confirms: approval of the most it can pay, or repudiation. */
async function decide(claimId: string, decision: 'approve' | 'repudiate') {
  const url = (step: string) => `/api/backoffice/claims/${claimId}${step ? `/${step}` : ''}`;
  const detail = await asBackoffice(app, assessor, 'GET', url(''));
  const recommended = await asBackoffice(app, assessor, 'POST', url('recommend'), {
    recommendation: decision,
    note: 'Checked',
    ...(decision === 'approve'
      ? { amount: detail.json().payable.max }
      : { customerReason: 'The vehicle was recovered undamaged.' }),
  });
  expect(recommended.statusCode, recommended.body).toBe(200);
  const confirmed = await asBackoffice(app, supervisor, 'POST', url('confirm'), {
    decision,
    reason: 'Agreed',
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

const policyRow = async (id: string) => {
  const [row] = await app.db.select().from(policies).where(eq(policies.id, id));
  if (!row) throw new Error('no policy');
  return row;
};
const cancellations = (policyId: string) =>
  app.db
    .select()
    .from(events)
    .where(and(eq(events.entityId, policyId), eq(events.type, 'policy.cancelled')));

describe('a stolen or hijacked vehicle’s approved claim ends its cover', () => {
  it.each([
    ['STOLEN', 'stolen'],
    ['HIJACKED', 'hijacked'],
  ] as const)(
    '%s: the policy is cancelled for the insurer (policy claimed) and the customer told',
    async (type, words) => {
      const { policy, claimId, claimNumber } = await claimed(type);
      await decide(claimId, 'approve');
      expect(await policyRow(policy.id)).toMatchObject({
        status: 'CANCELLED',
        cancellationReason: 'policy_claimed',
        nextBillingDate: null,
      });
      const [cancelled, ...more] = await cancellations(policy.id);
      expect(more).toEqual([]);
      expect(cancelled).toMatchObject({
        actor: 'system',
        data: {
          reason: 'policy_claimed',
          summary: `Telkom Cover ended this cover: the vehicle was claimed as ${words} (claim ${claimNumber}) and its insured value is being paid. No further premiums are collected.`,
        },
      });
      const notices = await app.db
        .select()
        .from(outboxMessages)
        .where(inArray(outboxMessages.dedupeKey, [`${cancelled?.id}:email`, `${cancelled?.id}:sms`]));
      const email = notices.find((row) => row.channel === 'email');
      expect(email?.text).toContain(`Your vehicle was claimed as ${words} (claim ${claimNumber})`);
      expect(email?.text).toContain('When you have a new vehicle, you can insure it with us');
    },
  );

  it('leaves the policy in force when a towing claim is approved', async () => {
    const { policy, claimId } = await claimed('TOWING');
    await decide(claimId, 'approve');
    expect(await policyRow(policy.id)).toMatchObject({ status: 'ACTIVE', cancellationReason: null });
    expect(await cancellations(policy.id)).toEqual([]);
  });

  it('leaves the policy in force when a theft claim is repudiated', async () => {
    const { policy, claimId } = await claimed('STOLEN');
    await decide(claimId, 'repudiate');
    expect(await policyRow(policy.id)).toMatchObject({ status: 'ACTIVE', cancellationReason: null });
    expect(await cancellations(policy.id)).toEqual([]);
  });
});
