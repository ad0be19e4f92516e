import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../src/db/schema/index.js';
import { retailPolicy } from '../src/modules/funeral/testing/flows.js';
import { BILLING_JOB } from '../src/modules/insurance-core/billing-job.js';
import { createInsuranceCore, insuranceCoreModule } from '../src/modules/insurance-core/plugin.js';
import { saId, userWithHolder } from '../src/modules/insurance-core/testing/line-fixtures.js';
import { modules } from '../src/modules/index.js';
import { OUTBOX_DELIVERY_JOB } from '../src/modules/notifications/index.js';
import { notifierPlugin } from '../src/platform/notifier/plugin.js';
import { startCluster, type Cluster } from './multi-instance/cluster.js';
import {
  countingCollector,
  countingTransport,
  notifierWith,
  queuePendingEmails,
} from './multi-instance/counting.js';
import { missingServices } from './multi-instance/services.js';

/**
 * Issue 16's proof for background work: two instances with their job queues running on one PostgreSQL
 * database. Work asked for on both at once runs once: each policy is billed once per due date, each
 * message handed over once. Skipped with a note without PostgreSQL and Redis, failed on CI.
 */
const missing = await missingServices();
if (missing) console.warn(`skipped: ${missing}`);

const transport = countingTransport();
const collector = countingCollector();
let billingNow = new Date();
let cluster: Cluster;
let a: FastifyInstance;
let b: FastifyInstance;

const idle = async (queue: string) =>
  (await a.jobs.counts()).filter((count) => count.queue === queue && count.state !== 'cancelled');

describe.skipIf(missing !== null)('two instances sharing one job queue', () => {
  beforeAll(async () => {
    const billing = createInsuranceCore({ now: () => billingNow, collector });
    cluster = await startCluster(2, {
      startJobs: true,
      modules: modules.map((module) =>
        module === notifierPlugin
          ? notifierWith(transport)
          : module === insuranceCoreModule
            ? billing
            : module,
      ),
    });
    [a, b] = cluster.apps as [FastifyInstance, FastifyInstance];
  }, 180_000);
  afterAll(() => cluster?.close(), 60_000);

  it('run the billing run asked for on both once: each policy billed once per due date', async () => {
    expect(a.jobs.started && b.jobs.started).toBe(true);
    const policyIds: string[] = [];
    for (const first12 of ['850512021308', '850512022308']) {
      const user = await userWithHolder(a, 'retail', saId(first12));
      policyIds.push((await retailPolicy(b, user)).policyId);
    }
    // two months on: every policy has two premiums due
    billingNow = new Date();
    billingNow.setUTCMonth(billingNow.getUTCMonth() + 2);

    await Promise.all([a.jobs.send(BILLING_JOB), b.jobs.send(BILLING_JOB), a.jobs.send(BILLING_JOB)]);
    const ours = () => [...collector.attempts].filter(([key]) => policyIds.some((id) => key.startsWith(id)));
    await expect.poll(() => ours().length, { timeout: 60_000, interval: 250 }).toBeGreaterThanOrEqual(4);
    await expect.poll(() => idle(BILLING_JOB), { timeout: 60_000, interval: 250 }).toEqual([]);
    expect(ours().every(([, times]) => times === 1)).toBe(true);
  }, 120_000);

  it('deliver each message once when delivery is asked for on both', async () => {
    const subjects = await queuePendingEmails(a.db, 'Queued notice', 8);
    await Promise.all([a.jobs.send(OUTBOX_DELIVERY_JOB), b.jobs.send(OUTBOX_DELIVERY_JOB)]);
    const sent = async () =>
      (
        await a.db
          .select({ status: outboxMessages.status })
          .from(outboxMessages)
          .where(inArray(outboxMessages.subject, subjects))
      ).filter((row) => row.status === 'sent').length;
    await expect.poll(sent, { timeout: 60_000, interval: 250 }).toBe(subjects.length);
    await expect.poll(() => idle(OUTBOX_DELIVERY_JOB), { timeout: 60_000, interval: 250 }).toEqual([]);
    expect(subjects.map((subject) => transport.handedOver.get(subject))).toEqual(subjects.map(() => 1));
  }, 120_000);
});
