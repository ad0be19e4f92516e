/**
 * Customers' days are South African calendar days wherever the server runs: the server is run here in
 * zones far from Johannesburg (UTC-8 and UTC+14) at instants near South African midnight, and start
 * dates, cooling-off, billing dates and waiting periods still fall on the Johannesburg day.
 */
import { FUNERAL_PATHS, policyDetailSchema, type Policy } from '@cover/domain/funeral';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBilling } from '../insurance-core/index.js';
import {
  buildFuneralApp,
  callAs,
  saId,
  TestClock,
  userWithHolder,
  type TestUser,
} from './testing/fixtures.js';
import { retailPolicy } from './testing/flows.js';

/** 00:45 on 23 November in Johannesburg (still the 22nd in Los Angeles). */
const JUST_AFTER_SA_MIDNIGHT = new Date('2026-11-22T22:45:00Z');
/** 23:30 on 23 November in Johannesburg (already the 24th on Kiritimati). */
const JUST_BEFORE_SA_MIDNIGHT = new Date('2026-11-23T21:30:00Z');

describe.each([
  ['America/Los_Angeles', 22],
  ['Pacific/Kiritimati', 23],
])('with the server in %s', (zone, localDayOfFirstInstant) => {
  const clock = new TestClock(JUST_AFTER_SA_MIDNIGHT);
  const savedZone = process.env.TZ;
  let app: FastifyInstance;
  let holder: TestUser;

  beforeAll(async () => {
    process.env.TZ = zone;
    app = await buildFuneralApp(clock);
    holder = await userWithHolder(app, 'retail', saId('850512012308'));
  });
  afterAll(async () => {
    await app.close();
    process.env.TZ = savedZone;
  });

  const issueAt = async (instant: Date): Promise<Policy> => {
    clock.set(instant);
    return retailPolicy(app, holder);
  };
  const termsAt = async (policy: Policy, instant: Date) => {
    clock.set(instant);
    const response = await callAs(app, holder, 'GET', FUNERAL_PATHS.retail.getPolicyByPolicyId.path, {
      query: { policyId: policy.policyId },
    });
    return policyDetailSchema.parse(response.json()).cancellationTerms;
  };

  it('runs in that zone (the process really is away from Johannesburg)', () => {
    expect(JUST_AFTER_SA_MIDNIGHT.getDate()).toBe(localDayOfFirstInstant);
  });

  it.each([
    ['00:45', JUST_AFTER_SA_MIDNIGHT],
    ['23:30', JUST_BEFORE_SA_MIDNIGHT],
  ])('a policy issued at %s SA time on 23 November starts on the 23rd', async (_time, instant) => {
    const policy = await issueAt(instant);
    expect(policy).toMatchObject({
      startDate: '2026-11-23',
      coolingOffEndsOn: '2026-12-24',
      nextBillingDate: '2026-12-15',
      naturalDeathWaitingEndsOn: '2027-05-23',
    });
    expect(policy.policyNumber).toMatch(/^FUN-2026-/);
  });

  it('collects the premium on the South African billing day, not the local one', async () => {
    const policy = await issueAt(JUST_AFTER_SA_MIDNIGHT);
    const billed = async (instant: string) => {
      clock.set(new Date(instant));
      const run = await runBilling(app.db, { now: clock.now() });
      return run.collected;
    };
    // 23:30 on 14 December in Johannesburg: not due yet (already the 15th on Kiritimati).
    expect(await billed('2026-12-14T21:30:00Z')).toBe(0);
    // 00:30 on 15 December in Johannesburg: due (still the 14th in Los Angeles).
    expect(await billed('2026-12-14T22:30:00Z')).toBeGreaterThanOrEqual(1);
    const detail = await callAs(app, holder, 'GET', FUNERAL_PATHS.retail.getPolicyByPolicyId.path, {
      query: { policyId: policy.policyId },
    });
    expect(policyDetailSchema.parse(detail.json()).nextBillingDate).toBe('2027-01-15');
  });

  it('ends the cooling-off period at South African midnight', async () => {
    const policy = await issueAt(JUST_AFTER_SA_MIDNIGHT);
    expect((await termsAt(policy, new Date('2026-12-24T21:59:00Z'))).withinCoolingOff).toBe(true);
    expect((await termsAt(policy, new Date('2026-12-24T22:00:00Z'))).withinCoolingOff).toBe(false);
  });
});
