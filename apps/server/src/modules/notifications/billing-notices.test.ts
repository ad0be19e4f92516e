import { addDays, followingBillingDate, graceEndsOn } from '@cover/domain';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, outboxMessages, policies } from '../../db/schema/index.js';
import {
  createCustomer,
  issueFuneralPolicy,
  startClaimsHarness,
  type ClaimsHarness,
} from '../claims/testing/harness.js';
import type { Collector } from '../insurance-core/collector.js';
import { runBilling } from '../insurance-core/index.js';

let harness: ClaimsHarness;
let policyId: string;
let dueDate: string;

const unpaid: Collector = { collect: async () => ({ ok: false, reason: 'Debit order returned unpaid' }) };
/** 10:00 in Johannesburg on the day. */
const at = (day: string) => new Date(`${day}T10:00:00+02:00`);

beforeAll(async () => {
  harness = await startClaimsHarness();
  const owner = await createCustomer(harness, 1);
  policyId = (await issueFuneralPolicy(harness, owner)).policyId;
  const [row] = await harness.app.db.select().from(policies).where(eq(policies.id, policyId));
  if (!row?.nextBillingDate) throw new Error('no billing date');
  dueDate = row.nextBillingDate;
}, 60_000);
afterAll(() => harness.close());

const run = (day: string) => runBilling(harness.app.db, { now: at(day), collector: unpaid });

/** The policy's events of a type, in the order appended, each with the channels of its notices. */
async function noticed(type: string, policy = policyId) {
  const rows = await harness.app.db
    .select()
    .from(events)
    .where(and(eq(events.entityId, policy), eq(events.type, type)))
    .orderBy(asc(events.createdAt), asc(events.seq));
  return Promise.all(
    rows.map(async (row) =>
      (
        await harness.app.db
          .select({ channel: outboxMessages.channel, text: outboxMessages.text })
          .from(outboxMessages)
          .where(like(outboxMessages.dedupeKey, `${row.id}:%`))
      ).sort((a, b) => a.channel.localeCompare(b.channel)),
    ),
  );
}

describe('premium notices from the billing run', () => {
  it('tells the first missed premium once, as the start of the grace period with its last day', async () => {
    expect(await run(dueDate)).toMatchObject({ failed: 1 });
    const [grace] = await noticed('policy.grace_started');
    expect(grace?.map((row) => row.channel)).toEqual(['email', 'sms']);
    const lastDay = graceEndsOn(dueDate);
    expect(grace?.[1]?.text).toMatch(/Pay R [\d ]+,\d\d by \d+ \w+ 20\d\d to keep your cover\./);
    expect(grace?.[0]?.text).toContain('grace period until');
    expect(lastDay > dueDate).toBe(true);
    // The collection.failed of the same premium is not told as well.
    expect(await noticed('collection.failed')).toEqual([[]]);
  });

  it('does not tell the daily retries during the grace period', async () => {
    await run(addDays(dueDate, 1));
    const failed = await noticed('collection.failed');
    expect(failed).toHaveLength(2);
    expect(failed.every((rows) => rows.length === 0)).toBe(true);
  });

  it('warns once, a few days before the grace period ends, and then tells the lapse', async () => {
    const lastDay = graceEndsOn(dueDate);
    await run(addDays(lastDay, -7));
    expect(await noticed('policy.lapse_warning')).toEqual([]);
    await run(addDays(lastDay, -3));
    await run(addDays(lastDay, -3));
    await run(addDays(lastDay, -2));
    const warnings = await noticed('policy.lapse_warning');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.map((row) => row.channel)).toEqual(['email', 'sms']);
    expect(warnings[0]?.[1]?.text).toContain('will lapse on');

    expect(await run(addDays(lastDay, 1))).toMatchObject({ lapsed: 1 });
    const [lapsed] = await noticed('policy.lapsed');
    expect(lapsed?.map((row) => row.channel)).toEqual(['email', 'sms']);
    expect(lapsed?.[0]?.text).toContain('You are no longer covered.');
  });
});

describe('premium notices of a run catching up missed billing dates', () => {
  it('tells the first missed premium as the start of the grace period and the second as missed', async () => {
    const owner = await createCustomer(harness, 2);
    const late = (await issueFuneralPolicy(harness, owner)).policyId;
    const [row] = await harness.app.db.select().from(policies).where(eq(policies.id, late));
    if (!row?.nextBillingDate) throw new Error('no billing date');
    // Two billing dates have come: both premiums are billed in one run (and their events noticed together).
    expect(await run(followingBillingDate(row.billingDay, row.nextBillingDate))).toMatchObject({ failed: 2 });
    const channels = (rows: { channel: string }[][]) =>
      rows.map((list) => list.map((entry) => entry.channel));
    expect(channels(await noticed('policy.grace_started', late))).toEqual([['email', 'sms']]);
    expect(channels(await noticed('collection.failed', late))).toEqual([[], ['email', 'sms']]);
  });
});
