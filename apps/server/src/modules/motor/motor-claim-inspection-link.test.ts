/**
 * The inspection link of a motor claim (spec 001 §3 "Motor claim forms", §4 inspection type
 * CLAIM_SUBMISSION, §7 claims/sendClaimInspectionSms): submitting a glass, accessories or accident claim
 * texts its inspection link to the claim's inspection number (once, not again on a replayed request), and
 * asking again texts a new link (to another number if given) until the photos are in; a theft, hijacking or
 * towing claim texts nothing; another holder's claim is answered with 404.
 */
import { type MotorClaimType } from '@cover/domain';
import { MOTOR_CLAIM_MESSAGES, motorClaimSubmitReplySchema } from '@cover/domain/motor';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, outboxMessages, preInspections } from '../../db/schema/index.js';
import { listClaimEvents } from '../claims/repo.js';
import {
  callAs,
  saId,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../insurance-core/testing/line-fixtures.js';
import { recordClaimInspectionStatus } from './claim-inspection-status.js';
import { updatePreInspection } from './pre-inspection/repo.js';
import {
  buildMotorClaimsApp,
  insuredVehicle,
  MOTOR_CLAIM_TEST_PATHS,
  motorClaimInput,
} from './testing/claim-fixtures.js';

const paths = MOTOR_CLAIM_TEST_PATHS.retail;
let app: FastifyInstance;
let stranger: TestUser;
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
  stranger = await userWithHolder(app, 'retail', saId('850505510108'));
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

describe('the inspection link of a claim (sendClaimInspectionSms)', () => {
  const send = (user: TestUser, body: Record<string, unknown>) =>
    callAs(app, user, 'POST', paths.sendClaimInspectionSms.path, { body });
  const smsTo = (to: string) =>
    app.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.channel, 'sms'), eq(outboxMessages.to, to)));

  it('keeps the claim’s one inspection of the vehicle, texted on submission, and texts its link again on request', async () => {
    const { user, policy, vehicle } = await customerWithVehicle();
    const submitted = await submit(user, motorClaimInput(policy.id, 'ACCIDENT_SCRATCHES_DENTS'));
    const claimId = submitted.json().claimId as string;

    const first = await send(user, { claimId });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      claimId,
      preInspectionId: submitted.json().inspection.preInspectionId,
      mobileEnding: '4567',
      inspection: { status: 'AWAITING_PHOTOS' },
      message: MOTOR_CLAIM_MESSAGES.inspectionSent,
    });
    const preInspectionId = first.json().preInspectionId as string;
    const [row] = await app.db.select().from(preInspections).where(eq(preInspections.id, preInspectionId));
    expect(row).toMatchObject({
      assessmentType: 'CLAIM_SUBMISSION',
      claimId,
      registrationNo: vehicle.registrationNo,
      vinNo: vehicle.vin,
      make: 'Toyota',
      mobile: '+27821234567',
    });
    const texts = await smsTo('+27821234567');
    expect(texts.at(-1)?.text).toMatch(/Toyota Corolla \(CA \d{3}-456\).*\/inspection#t=[A-Za-z0-9_-]{43}/);
    expect(first.body).not.toMatch(/#t=/);

    const again = await send(user, { claimId, mobile: '083 765 4321' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ preInspectionId, mobileEnding: '4321' });
    expect(await smsTo('+27837654321')).toHaveLength(1);
    const view = await callAs(app, user, 'GET', paths.getClaimByID.path, { query: { claimId } });
    expect(view.json()).toMatchObject({
      inspection: { preInspectionId, status: 'AWAITING_PHOTOS' },
      inspectionMobileEnding: '4321',
    });
    const events = await listClaimEvents(app.db, [claimId]);
    // on submission, then twice on request
    expect(events.filter((event) => event.type === 'claim.inspection_link_sent')).toHaveLength(3);
    expect(JSON.stringify(events)).not.toContain('+27837654321');

    // the photos arrive and are assessed: the claim shows it, and no new link is sent once they are in
    const submittedRow = await updatePreInspection(app.db, preInspectionId, {
      assessmentStatus: 'SUBMITTED',
      submittedAt: new Date(),
    });
    await recordClaimInspectionStatus(app.db, submittedRow, { now: new Date(), actor: 'inspection-link' });
    const refused = await send(user, { claimId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(MOTOR_CLAIM_MESSAGES.inspectionPhotosIn);
    const after = await callAs(app, user, 'GET', paths.getClaimByID.path, { query: { claimId } });
    expect(after.json().inspection).toEqual({ preInspectionId, status: 'SUBMITTED' });
  });

  it('answers 404 for another holder’s claim, changing and sending nothing', async () => {
    const { user, policy } = await customerWithVehicle();
    const claimId = (await submit(user, motorClaimInput(policy.id, 'GLASS'))).json().claimId as string;
    const before = await app.db.select().from(claims).where(eq(claims.id, claimId));
    const outbox = (await app.db.select({ n: count() }).from(outboxMessages))[0]?.n;
    const inspectionOf = () =>
      app.db.select().from(preInspections).where(eq(preInspections.claimId, claimId));
    const inspectionBefore = await inspectionOf();
    const response = await send(stranger, { claimId, mobile: '0829999999' });
    expect(response.statusCode).toBe(404);
    expect(await app.db.select().from(claims).where(eq(claims.id, claimId))).toEqual(before);
    expect((await app.db.select({ n: count() }).from(outboxMessages))[0]?.n).toBe(outbox);
    expect(await inspectionOf()).toEqual(inspectionBefore);
  });

  it('refuses a claim whose damage is not inspected', async () => {
    const { user, policy } = await customerWithVehicle();
    const claimId = (await submit(user, motorClaimInput(policy.id, 'HIJACKED'))).json().claimId as string;
    const response = await send(user, { claimId });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(MOTOR_CLAIM_MESSAGES.inspectionNotNeeded);
  });
});
