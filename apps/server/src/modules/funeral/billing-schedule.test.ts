/**
 * The insurance core schedules the billing run once for every line (insurance-core/plugin.ts): started
 * with the app, it bills a funeral policy once it has fallen due, without any call from the line.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../db/schema/index.js';
import { createInsuranceCore } from '../insurance-core/plugin.js';
import { buildFuneralApp, saId, START, TestClock, userWithHolder } from './testing/fixtures.js';
import { retailPolicy } from './testing/flows.js';

const clock = new TestClock(START);
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildFuneralApp(clock, [
    createInsuranceCore({
      now: clock.now,
      scheduleBilling: true,
      firstBillingDelayMs: 200,
      billingIntervalMs: 200,
    }),
  ]);
});
afterAll(async () => {
  await app.close();
});

describe('the scheduled billing run', () => {
  it('bills a policy once it has fallen due, and only once', async () => {
    const alice = await userWithHolder(app, 'retail', saId('850512012308'));
    const policy = await retailPolicy(app, alice);
    clock.set(new Date(`${policy.nextBillingDate ?? ''}T10:00:00`));
    const billed = async () =>
      app.db.select().from(collections).where(eq(collections.policyId, policy.policyId));
    await expect.poll(billed, { timeout: 5_000, interval: 100 }).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const [collection, ...more] = await billed();
    expect(more).toEqual([]);
    expect(collection).toMatchObject({ type: 'premium', amount: policy.monthlyPremium });
  });
});
