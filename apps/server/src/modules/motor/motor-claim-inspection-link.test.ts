/**
 * The inspection link of a motor claim (spec 001 §3 "Motor claim forms", §4 inspection type
 * CLAIM_SUBMISSION, §7 claims/sendClaimInspectionSms): submitting a glass, accessories or accident claim
 * texts its inspection link to the claim's inspection number (once, not again on a replayed request), and
 * asking again texts a new link; a theft, hijacking or towing claim texts nothing.
 */
import { type MotorClaimType } from '@cover/domain';
import { MOTOR_CLAIM_MESSAGES, motorClaimSubmitReplySchema } from '@cover/domain/motor';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, preInspections } from '../../db/schema/index.js';
import { listClaimEvents } from '../claims/repo.js';
import {
  callAs,
  saId,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../insurance-core/testing/line-fixtures.js';
import {
  buildMotorClaimsApp,
  insuredVehicle,
  MOTOR_CLAIM_TEST_PATHS,
  motorClaimInput,
} from './testing/claim-fixtures.js';

const paths = MOTOR_CLAIM_TEST_PATHS.retail;
let app: FastifyInstance;
let holders = 0;

async function customerWithVehicle() {
  holders += 1;
  const user = await userWithHolder(app, 'retail', saId(`${70 + holders}0202${5000 + holders}08`));
  return { user, ...(await insuredVehicle(app, user)) };
}

const submit = (user: TestUser, body: Record<string, unknown>, idempotencyKey?: string) =>
  callAs(app, user, 'POST', paths.submitClaim.path, { body, ...(idempotencyKey ? { idempotencyKey } : {}) });

const textsTo = (to: string) =>
  app.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'sms'), eq(outboxMessages.to, to)));

const smsCount = async () =>
  (await app.db.select({ n: count() }).from(outboxMessages).where(eq(outboxMessages.channel, 'sms')))[0]?.n ??
  0;

beforeAll(async () => {
  app = await buildMotorClaimsApp(new TestClock(new Date()).now);
});
afterAll(async () => {
  await app.close();
});

describe('submitting a claim whose damage is inspected from photos', () => {
  it.each<MotorClaimType>(['GLASS', 'ACCESSORIES', 'ACCIDENT_SCRATCHES_DENTS'])(
    'texts the inspection link of a %s claim to the claim’s inspection number',
    async (type) => {
      const { user, policy, vehicle } = await customerWithVehicle();
      const mobile = `+2782${String(1_000_000 + holders * 7).slice(-7)}`;
      const response = await submit(
        user,
        motorClaimInput(policy.id, type, { claimInspectionPhoneNumber: mobile }),
      );
      expect(response.statusCode, response.body).toBe(201);
      const reply = motorClaimSubmitReplySchema.parse(response.json());
      expect(reply).toMatchObject({
        inspection: { status: 'AWAITING_PHOTOS' },
        inspectionLinkSentTo: mobile,
        inspectionMobileEnding: mobile.slice(-4),
      });
      // the link itself goes only to the phone
      expect(response.body).not.toMatch(/#t=/);
      const texts = await textsTo(mobile);
      expect(texts).toHaveLength(1);
      expect(texts[0]?.text).toMatch(
        new RegExp(`${vehicle.registrationNo}.*/inspection#t=[A-Za-z0-9_-]{43}`),
      );
      const [inspection] = await app.db
        .select()
        .from(preInspections)
        .where(eq(preInspections.claimId, reply.claimId));
      expect(inspection).toMatchObject({
        id: reply.inspection?.preInspectionId,
        assessmentType: 'CLAIM_SUBMISSION',
        vinNo: vehicle.vin,
        mobile,
      });
      const events = await listClaimEvents(app.db, [reply.claimId]);
      expect(events.map((event) => event.type)).toEqual(
        expect.arrayContaining(['claim.submitted', 'claim.inspection_link_sent']),
      );
      expect(JSON.stringify(events)).not.toContain(mobile);
    },
  );

  it.each<MotorClaimType>(['STOLEN', 'HIJACKED', 'TOWING'])(
    'texts nothing for a %s claim, which has no photos',
    async (type) => {
      const { user, policy } = await customerWithVehicle();
      const before = await smsCount();
      const response = await submit(user, motorClaimInput(policy.id, type));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ inspection: null, inspectionLinkSentTo: null });
      expect(await smsCount()).toBe(before);
    },
  );

  it('texts once for a submission sent twice with the same key, and a new link is asked for as before', async () => {
    const { user, policy } = await customerWithVehicle();
    const body = motorClaimInput(policy.id, 'GLASS', { claimInspectionPhoneNumber: '0825550199' });
    const first = await submit(user, body, 'photos-key-1');
    const replayed = await submit(user, body, 'photos-key-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(replayed.json().claimId).toBe(first.json().claimId);
    expect(await textsTo('+27825550199')).toHaveLength(1);

    const again = await callAs(app, user, 'POST', paths.sendClaimInspectionSms.path, {
      body: { claimId: first.json().claimId },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      preInspectionId: first.json().inspection.preInspectionId,
      message: MOTOR_CLAIM_MESSAGES.inspectionSent,
    });
    expect(await textsTo('+27825550199')).toHaveLength(2);
  });
});
