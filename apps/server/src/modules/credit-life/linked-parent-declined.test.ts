/**
 * A vehicle credit life an underwriter has under review on its own, while the motor application it was taken
 * with is declined (docs/decisions/0025): the motor policy will never exist, so the credit life is not issued
 * as a policy of its own linked to nothing. It is closed with the motor application, with a reason the
 * customer reads on their credit life application, and an underwriter can no longer approve it.
 */
import { BACKOFFICE_APPLICATION_PATHS, fillPath } from '@cover/domain';
import { VEHICLE_CREDIT_LIFE_PATHS } from '@cover/domain/motor';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, events, policies } from '../../db/schema/index.js';
import { createBackofficeModule } from '../backoffice/index.js';
import { callAs, saId, TestClock, userWithHolder } from '../insurance-core/testing/line-fixtures.js';
import { asBackoffice, operatorSession } from '../operator/testing/staff-sessions.js';
import { financedApplication } from '../motor/testing/credit-life-fixtures.js';
import { buildMotorApp, seedValuations } from '../motor/testing/fixtures.js';
import { LINKED_PARENT_DECLINED } from './linked-close.js';

let app: FastifyInstance;
let corollaId: string;
let underwriter: string;

beforeAll(async () => {
  const clock = new TestClock(new Date());
  app = await buildMotorApp(clock, [createBackofficeModule({ now: clock.now })]);
  corollaId = (await seedValuations(app)).corolla.id;
  underwriter = await operatorSession(app, ['backoffice'], 'Underwriter One');
}, 60_000);
afterAll(async () => {
  await app.close();
});

const MOTOR_DECLINE = 'The vehicle is used for business we do not cover';

/** A financed motor application referred to an underwriter, its credit life referred on its own too. */
async function bothReferred(idNumber: string) {
  const buyer = await userWithHolder(app, 'retail', saId(idNumber));
  const { response } = await financedApplication(app, corollaId, buyer, 'APPROVED');
  expect(response.statusCode, response.body).toBe(201);
  const motorApplicationId: string = response.json().application.applicationId;
  const linkedId: string = response.json().application.module.creditLife.applicationId;
  for (const [id, reason] of [
    [motorApplicationId, 'Two claims in the last three years'],
    [linkedId, 'Outstanding balance to confirm'],
  ] as const)
    await app.db
      .update(applications)
      .set({ underwritingStatus: 'REFERRED', underwritingReasons: [reason] })
      .where(eq(applications.id, id));
  return { buyer, motorApplicationId, linkedId };
}

const decide = (applicationId: string, body: Record<string, unknown>) =>
  asBackoffice(
    app,
    underwriter,
    'POST',
    fillPath(BACKOFFICE_APPLICATION_PATHS.decide, { applicationId }),
    body,
  );

const row = async (id: string) =>
  (await app.db.select().from(applications).where(eq(applications.id, id)))[0];

/** The customer's own view of their vehicle credit life application. */
async function customerView(buyer: Awaited<ReturnType<typeof userWithHolder>>, linkedId: string) {
  const listed = await callAs(
    app,
    buyer,
    'GET',
    `${VEHICLE_CREDIT_LIFE_PATHS.retail.getApplications.path}?status=DECLINED`,
  );
  expect(listed.statusCode, listed.body).toBe(200);
  return (listed.json().data as { applicationId: string }[]).find(
    (entry) => entry.applicationId === linkedId,
  );
}

describe('vehicle credit life under review when the motor application it was taken with is declined', () => {
  it('is closed with the motor application, with a reason the customer reads, and cannot be approved after', async () => {
    const { buyer, motorApplicationId, linkedId } = await bothReferred('800101500908');
    const policiesBefore = (await app.db.select().from(policies)).length;
    const declined = await decide(motorApplicationId, { decision: 'decline', reason: MOTOR_DECLINE });
    expect(declined.statusCode, declined.body).toBe(200);

    expect(await row(linkedId)).toMatchObject({
      status: 'CANCELLED',
      underwritingStatus: 'DECLINED',
      declineReason: LINKED_PARENT_DECLINED,
      policyId: null,
    });
    expect(await customerView(buyer, linkedId)).toMatchObject({
      status: 'CANCELLED',
      underwritingStatus: 'Declined',
      underwritingReason: LINKED_PARENT_DECLINED,
    });
    const told = await app.db.select().from(events).where(eq(events.entityId, linkedId));
    expect(told).toContainEqual(
      expect.objectContaining({
        type: 'application.underwriting_declined',
        data: expect.objectContaining({ summary: `We cannot offer this cover: ${LINKED_PARENT_DECLINED}` }),
        internal: false,
      }),
    );

    // the underwriter then approves the credit life (an old screen): refused, nothing issued
    const approved = await decide(linkedId, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(409);
    expect(await row(linkedId)).toMatchObject({ status: 'CANCELLED', policyId: null });
    expect((await app.db.select().from(policies)).length).toBe(policiesBefore);
  });

  it('approved by the underwriter before, waiting for the motor policy, is closed with it too', async () => {
    const { buyer, motorApplicationId, linkedId } = await bothReferred('850505500807');
    const approved = await decide(linkedId, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await row(linkedId)).toMatchObject({ status: 'APPROVED', policyId: null });

    const declined = await decide(motorApplicationId, { decision: 'decline', reason: MOTOR_DECLINE });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await row(linkedId)).toMatchObject({
      status: 'CANCELLED',
      underwritingStatus: 'DECLINED',
      declineReason: LINKED_PARENT_DECLINED,
      policyId: null,
    });
    expect(await customerView(buyer, linkedId)).toMatchObject({ underwritingReason: LINKED_PARENT_DECLINED });
  });

  it('approved after its motor application was closed some other way, is closed, not issued linked to nothing', async () => {
    const { motorApplicationId, linkedId } = await bothReferred('900202500804');
    // closed without the credit life (e.g. an older decline that left it open)
    await app.db
      .update(applications)
      .set({ status: 'CANCELLED' })
      .where(eq(applications.id, motorApplicationId));
    const policiesBefore = (await app.db.select().from(policies)).length;
    const approved = await decide(linkedId, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await row(linkedId)).toMatchObject({
      status: 'CANCELLED',
      declineReason: LINKED_PARENT_DECLINED,
      policyId: null,
    });
    expect((await app.db.select().from(policies)).length).toBe(policiesBefore);
  });
});
