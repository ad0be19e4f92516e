/**
 * Reinstating a lapsed funeral policy through the retail and employee families: the offer, refusals (someone
 * else's policy, the other audience, a policy in force, after the window), a failed collection that changes
 * nothing, and the reinstatement itself (arrears collected once, premiums settled, a new version with its
 * schedule, the original waiting periods, billing again from the next billing day).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REINSTATEMENT_PATHS,
  REINSTATEMENT_REFUSALS,
  reinstatementOfferSchema,
  reinstateReplySchema,
} from '@cover/domain';
import { collections, events, paymentMethods, policies, policyMembers } from '../../db/schema/index.js';
import { documentsModule } from '../documents/index.js';
import { findPolicyVersionDocument, POLICY_SCHEDULE_KIND } from '../documents/repo.js';
import {
  buildFuneralApp,
  callAs,
  debitOrder,
  saId,
  START,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../funeral/testing/fixtures.js';
import { retailPolicy } from '../funeral/testing/flows.js';
import { createReinstatementModule } from './index.js';
import { billingRunOn, SwitchableCollector } from './testing.js';

const clock = new TestClock(START);
const collector = new SwitchableCollector();
const retail = REINSTATEMENT_PATHS.retail.offer.path;
const employee = REINSTATEMENT_PATHS.employee.offer.path;
const pathOf = (template: string, policyId: string) => template.replace(':policyId', policyId);

let app: FastifyInstance;
let owner: TestUser;
let stranger: TestUser;
let lateOwner: TestUser;
let staff: TestUser;
let policyId = '';
let activeId = '';
let lateId = '';
let premium = 0;

const row = async (id: string) => {
  const [found] = await app.db.select().from(policies).where(eq(policies.id, id));
  if (!found) throw new Error('policy missing');
  return found;
};
const collectionsOf = (id: string) => app.db.select().from(collections).where(eq(collections.policyId, id));

beforeAll(async () => {
  app = await buildFuneralApp(clock, [
    documentsModule,
    createReinstatementModule({ now: clock.now, collector }),
  ]);
  owner = await userWithHolder(app, 'retail', saId('850315500908'));
  stranger = await userWithHolder(app, 'retail', saId('860420500908'), { firstName: 'Lindiwe' });
  lateOwner = await userWithHolder(app, 'retail', saId('870525500908'), { firstName: 'Bongani' });
  staff = await userWithHolder(app, 'employee', saId('880630500908'));
  const policy = await retailPolicy(app, owner);
  policyId = policy.policyId;
  activeId = (await retailPolicy(app, stranger)).policyId;
  lateId = (await retailPolicy(app, lateOwner)).policyId;
  premium = (await row(policyId)).monthlyPremium;
  // March's premium is returned unpaid, and April's: past the grace of March's, the policies lapse.
  await billingRunOn(app, '2026-03-15', [policyId, lateId]);
  await billingRunOn(app, '2026-04-15', [policyId, lateId]);
  clock.set(new Date('2026-04-20T10:00:00+02:00'));
});
afterAll(async () => {
  await app.close();
});

describe('the reinstatement offer', () => {
  it('names the lapse, the last day to reinstate, the unpaid months and the masked payment method', async () => {
    expect((await row(policyId)).status).toBe('LAPSED');
    const response = await callAs(app, owner, 'GET', pathOf(retail, policyId));
    expect(response.statusCode).toBe(200);
    const offer = reinstatementOfferSchema.parse(response.json());
    expect(offer).toMatchObject({
      status: 'LAPSED',
      eligible: true,
      reason: null,
      lapsedOn: '2026-04-15',
      windowEndsOn: '2026-06-14',
      arrears: 2 * premium,
      monthlyPremium: premium,
      nextBillingDate: '2026-05-15',
    });
    expect(offer.unpaidPremiums.map((unpaid) => [unpaid.dueDate, unpaid.amount])).toEqual([
      ['2026-03-15', premium],
      ['2026-04-15', premium],
    ]);
    expect(offer.paymentMethod?.accountNumber).toBe('••••6789');
    expect(response.body).not.toContain('62123456789');
  });

  it('tells a holder whose policy is in force that there is nothing to reinstate, and refuses to', async () => {
    const offer = await callAs(app, stranger, 'GET', pathOf(retail, activeId));
    expect(offer.json()).toMatchObject({
      eligible: false,
      reason: REINSTATEMENT_REFUSALS.NOT_LAPSED,
      arrears: 0,
    });
    const attempt = await callAs(app, stranger, 'POST', pathOf(retail, activeId), { body: {} });
    expect(attempt.statusCode).toBe(409);
    expect(attempt.json()).toMatchObject({
      error: { code: 'REINSTATEMENT_NOT_LAPSED', message: REINSTATEMENT_REFUSALS.NOT_LAPSED },
    });
  });

  it("answers 404 for someone else's policy or an unknown id, whatever the method", async () => {
    for (const [method, url] of [
      ['GET', pathOf(retail, policyId)],
      ['POST', pathOf(retail, policyId)],
      ['GET', pathOf(retail, '7c9e6679-7425-40de-944b-e07fc1f90ae7')],
      ['GET', pathOf(retail, 'not-a-uuid')],
    ] as const) {
      const response = await callAs(app, stranger, method, url, method === 'POST' ? { body: {} } : {});
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'POLICY_NOT_FOUND' } });
    }
    expect((await row(policyId)).status).toBe('LAPSED');
  });

  it('refuses the other audience and anonymous callers', async () => {
    expect((await callAs(app, staff, 'GET', pathOf(retail, policyId))).statusCode).toBe(401);
    expect((await callAs(app, owner, 'GET', pathOf(employee, policyId))).statusCode).toBe(401);
    expect((await callAs(app, null, 'POST', pathOf(retail, policyId), { body: {} })).statusCode).toBe(401);
    // an employee has no such policy of their own
    expect((await callAs(app, staff, 'GET', pathOf(employee, policyId))).statusCode).toBe(404);
  });
});

describe('reinstating', () => {
  it('changes nothing when the arrears cannot be collected', async () => {
    const before = await row(policyId);
    const methodsBefore = await app.db.select().from(paymentMethods);
    collector.failWith = 'Insufficient funds';
    const response = await callAs(app, owner, 'POST', pathOf(retail, policyId), {
      body: { paymentMethod: debitOrder('1234567890') },
      idempotencyKey: 'reinstate-failed',
    });
    collector.failWith = null;
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: { code: 'REINSTATEMENT_PAYMENT_FAILED' } });
    const { message } = (response.json() as { error: { message: string } }).error;
    expect(message).toContain('Insufficient funds');
    expect(message).toContain('Nothing was changed');
    expect(await row(policyId)).toEqual(before);
    expect(await app.db.select().from(paymentMethods)).toHaveLength(methodsBefore.length);
    const rows = await collectionsOf(policyId);
    expect(rows.map((entry) => [entry.type, entry.status])).toEqual([
      ['premium', 'failed'],
      ['premium', 'failed'],
    ]);
  });

  it('collects the arrears once, settles the unpaid premiums and brings the policy back as a new version', async () => {
    const before = await row(policyId);
    const membersBefore = await app.db
      .select()
      .from(policyMembers)
      .where(eq(policyMembers.policyId, policyId));
    const attemptsBefore = collector.attempts.length;
    const first = await callAs(app, owner, 'POST', pathOf(retail, policyId), {
      body: {},
      idempotencyKey: 'reinstate-1',
    });
    expect(first.statusCode).toBe(200);
    const reply = reinstateReplySchema.parse(first.json());
    expect(reply).toMatchObject({
      status: 'ACTIVE',
      version: before.version + 1,
      arrearsPaid: 2 * premium,
      nextBillingDate: '2026-05-15',
      reinstatedAt: '2026-04-20T08:00:00.000Z',
    });
    expect(collector.attempts.slice(attemptsBefore)).toEqual([{ policyId, amount: 2 * premium }]);

    const after = await row(policyId);
    expect(after).toMatchObject({
      status: 'ACTIVE',
      balance: 0,
      version: before.version + 1,
      nextBillingDate: '2026-05-15',
      paymentMethodId: before.paymentMethodId,
      startDate: before.startDate,
    });
    expect(after.reinstatedAt?.toISOString()).toBe('2026-04-20T08:00:00.000Z');
    // nothing restarts: the members keep the days their cover (and waiting periods) started
    const membersAfter = await app.db
      .select()
      .from(policyMembers)
      .where(eq(policyMembers.policyId, policyId));
    expect(membersAfter.map((member) => member.addedOn)).toEqual(
      membersBefore.map((member) => member.addedOn),
    );

    const rows = await collectionsOf(policyId);
    const arrears = rows.filter((entry) => entry.type === 'arrears');
    expect(arrears).toMatchObject([{ status: 'successful', amount: 2 * premium, dueDate: '2026-04-20' }]);
    expect(reply.collectionId).toBe(arrears[0]?.id);
    const premiums = rows.filter((entry) => entry.type === 'premium');
    expect(premiums.map((entry) => entry.status)).toEqual(['cancelled', 'cancelled']);
    expect(premiums.every((entry) => entry.failureReason?.includes(arrears[0]?.id ?? '?'))).toBe(true);

    const [event] = await app.db
      .select()
      .from(events)
      .where(and(eq(events.entityId, policyId), eq(events.type, 'policy.reinstated')));
    expect(event?.data).toMatchObject({ arrears: 2 * premium, version: before.version + 1 });
    expect(String(event?.data.summary)).toContain('arrears of R');
    expect(
      await findPolicyVersionDocument(app.db, policyId, POLICY_SCHEDULE_KIND, before.version + 1),
    ).not.toBeNull();

    const replay = await callAs(app, owner, 'POST', pathOf(retail, policyId), {
      body: {},
      idempotencyKey: 'reinstate-1',
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(collector.attempts.length).toBe(attemptsBefore + 1);
    expect((await collectionsOf(policyId)).filter((entry) => entry.type === 'arrears')).toHaveLength(1);

    const again = await callAs(app, owner, 'POST', pathOf(retail, policyId), { body: {} });
    expect(again.statusCode).toBe(409);
  });

  it('is billed again from the next billing day', async () => {
    await billingRunOn(app, '2026-05-15');
    const may = (await collectionsOf(policyId)).find((entry) => entry.dueDate === '2026-05-15');
    expect(may).toMatchObject({ type: 'premium', status: 'successful', amount: premium });
    expect((await row(policyId)).status).toBe('ACTIVE');
  });

  it('refuses after the last day of the window and says what to do instead', async () => {
    clock.set(new Date('2026-06-15T09:00:00+02:00'));
    const offer = reinstatementOfferSchema.parse(
      (await callAs(app, lateOwner, 'GET', pathOf(retail, lateId))).json(),
    );
    expect(offer).toMatchObject({ eligible: false, lapsedOn: '2026-04-15', windowEndsOn: '2026-06-14' });
    expect(offer.reason).toContain('14 June 2026');
    expect(offer.reason).toContain('new cover');
    const attempt = await callAs(app, lateOwner, 'POST', pathOf(retail, lateId), { body: {} });
    expect(attempt.statusCode).toBe(422);
    expect(attempt.json()).toMatchObject({ error: { code: 'REINSTATEMENT_WINDOW_CLOSED' } });
    expect((await row(lateId)).status).toBe('LAPSED');
  });
});
