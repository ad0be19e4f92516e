/**
 * The insurance core runs billing as a job once for every line (insurance-core/billing-job.ts): on the
 * started job queue, a billing run asked for bills a funeral policy once it has fallen due, without any call
 * from the line, and asking again (as every instance's start and every hourly tick does) bills nothing twice.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../db/schema/index.js';
import { BILLING_JOB } from '../insurance-core/billing-job.js';
import { createInsuranceCore } from '../insurance-core/plugin.js';
import { buildFuneralApp, saId, START, TestClock, userWithHolder } from './testing/fixtures.js';
import { retailPolicy } from './testing/flows.js';

const clock = new TestClock(START);
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildFuneralApp(clock, [createInsuranceCore({ now: clock.now })], { startJobs: true });
}, 120_000);
afterAll(async () => {
  await app.close();
});

describe('the billing run on the job queue', () => {
  it('bills a policy once it has fallen due, and only once however often the run is asked for', async () => {
    expect(app.jobs.started).toBe(true);
    const alice = await userWithHolder(app, 'retail', saId('850512012308'));
    const policy = await retailPolicy(app, alice);
    clock.set(new Date(`${policy.nextBillingDate ?? ''}T10:00:00`));
    const billed = async () =>
      app.db.select().from(collections).where(eq(collections.policyId, policy.policyId));
    await app.jobs.send(BILLING_JOB);
    await expect.poll(billed, { timeout: 20_000, interval: 200 }).toHaveLength(1);
    await app.jobs.send(BILLING_JOB);
    await app.jobs.send(BILLING_JOB);
    await expect
      .poll(async () => (await app.jobs.counts()).filter((c) => c.queue === BILLING_JOB), { timeout: 20_000 })
      .toEqual([]);
    const [collection, ...more] = await billed();
    expect(more).toEqual([]);
    expect(collection).toMatchObject({ type: 'premium', amount: policy.monthlyPremium });
  }, 60_000);
});
