/**
 * A vehicle claimed as stolen or hijacked ends its motor cover once the claim is approved (docs/decisions/
 * 0041): the supervisor's confirmation cancels the policy for the insurer ('policy_claimed') in the same
 * transaction, with the system's entry in plain words; the customer is told. A towing claim approved, or a
 * theft claim repudiated, changes nothing.
 */
import type { MotorClaimType } from '@cover/domain';
import { requiredMotorClaimDocuments } from '@cover/domain/motor';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, outboxMessages, policies } from '../../db/schema/index.js';
import { formData, samplePdf } from '../../platform/uploads/testing.js';
import { claimsModule } from '../claims/index.js';
import { callAs, saId, TestClock, userWithHolder } from '../insurance-core/testing/line-fixtures.js';
import { notificationsModule } from '../notifications/index.js';
import { operatorModule } from '../operator/index.js';
import { asBackoffice, operatorSession } from '../operator/testing/staff-sessions.js';
import {
  buildMotorClaimsApp,
  insuredVehicle,
  MOTOR_CLAIM_TEST_PATHS,
  motorClaimInput,
} from './testing/claim-fixtures.js';

const paths = MOTOR_CLAIM_TEST_PATHS.retail;
let app: FastifyInstance;
let assessor = '';
let supervisor = '';
let holders = 0;

beforeAll(async () => {
  app = await buildMotorClaimsApp(new TestClock(new Date()).now, [
    operatorModule,
    claimsModule,
    notificationsModule,
  ]);
  assessor = await operatorSession(app, ['backoffice'], 'Motor Assessor');
  supervisor = await operatorSession(app, ['backoffice'], 'Motor Supervisor');
}, 60_000);
afterAll(async () => {
  await app.close();
});

/** A new customer's insured vehicle with a claim of `type` made on it, every document in. */
async function claimed(type: MotorClaimType) {
  holders += 1;
  const user = await userWithHolder(app, 'retail', saId(`${80 + holders}0404${5000 + holders}08`));
  const { policy } = await insuredVehicle(app, user);
  const submitted = await callAs(app, user, 'POST', paths.submitClaim.path, {
    body: motorClaimInput(policy.id, type),
  });
  expect(submitted.statusCode, submitted.body).toBe(201);
  const claimId = submitted.json().claimId as string;
  for (const kind of requiredMotorClaimDocuments(type)) {
    const uploaded = await app.inject({
      method: 'POST',
      url: paths.uploadDocuments.path,
      headers: { authorization: `Bearer ${user.token}` },
      payload: formData({ claimId, kind }, [{ field: 'file', name: `${kind}.pdf`, bytes: samplePdf(kind) }]),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
  }
  return { policy, claimId, claimNumber: submitted.json().claimNumber as string };
}

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
