/**
 * Customer notices as the outbox holds them: one per channel for an event the customer is told about, after
 * the commit, never twice, never for staff-only events, following the holder's channels; and the delivery job.
 */
import { and, eq, like } from 'drizzle-orm';
import type { Policy } from '@cover/domain/funeral';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { events, outboxMessages, type EventRow } from '../../db/schema/index.js';
import {
  claimInput,
  submitClaimViaApi,
  type ClaimsHarness,
  type Customer,
} from '../claims/testing/harness.js';
import { appendEvent } from '../insurance-core/events.js';
import { DELIVERY_PAGE_SIZE } from '../../platform/notifier/index.js';
import { OUTBOX_DELIVERY_JOB, recordNotices } from './index.js';
import { noticeSuite } from './testing/notice-suite.js';

const suite = noticeSuite();
const { db, eventOf, noticesOf, setChannels } = suite;
let harness: ClaimsHarness;
let owner: Customer;
let policy: Policy;
beforeAll(() => {
  ({ harness, owner, policy } = suite);
});

describe('customer notices', () => {
  it('sends one email and one SMS when a policy is issued, saying where the schedule is', async () => {
    const issued = await eventOf(policy.policyId, 'policy.issued');
    const rows = await noticesOf(issued);
    expect(rows.map((row) => [row.channel, row.to]).sort()).toEqual([
      ['email', owner.holder.email],
      ['sms', '+27821234567'],
    ]);
    const email = rows.find((row) => row.channel === 'email');
    expect(email?.subject).toMatch(/^Your funeral cover policy \S+ is issued$/);
    expect(email?.text).toContain('Hello Lerato,');
    expect(email?.text).toContain('download your policy schedule');
    expect(email?.html).toContain('download your policy schedule');
    const sms = rows.find((row) => row.channel === 'sms');
    expect(sms?.text.length).toBeLessThanOrEqual(160);
    for (const row of rows) {
      expect(row.text).not.toContain(owner.holder.id.number);
      expect(row.text).not.toContain('1234567890');
    }
  });

  it('does not say "we received your application" when the policy is issued in the same request', async () => {
    const [created] = await db()
      .select()
      .from(events)
      .where(and(eq(events.type, 'application.created')));
    expect(created).toBeDefined();
    expect(await noticesOf(created as EventRow)).toEqual([]);
    // the issued notice says it all (in lower case mid-sentence: 'your funeral cover policy')
    const issued = await noticesOf(await eventOf(policy.policyId, 'policy.issued'));
    expect(issued.find((row) => row.channel === 'sms')?.text).toMatch(
      /^Telkom Cover: policy \S+ \(funeral cover\) is issued/,
    );
  });

  it('delivers the notices once the change has committed (the outbox row itself without SMTP)', async () => {
    const issued = await eventOf(policy.policyId, 'policy.issued');
    await vi.waitFor(async () => {
      const rows = await noticesOf(issued);
      expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
      // delivery follows the commit asynchronously: vi.waitFor's own 1 s was too short on a loaded machine
    }, 20_000);
    await harness.app.notifier.deliverPending();
    expect((await noticesOf(issued)).every((row) => row.attempts === 1)).toBe(true);
  });

  it('adds nothing when the same event is observed again (a retry or a replay)', async () => {
    const issued = await eventOf(policy.policyId, 'policy.issued');
    await expect(recordNotices(db(), issued)).resolves.toBe(0);
    await expect(db().transaction((tx) => recordNotices(tx, issued))).resolves.toBe(0);
    expect(await noticesOf(issued)).toHaveLength(2);
  });

  it('writes nothing for a staff-only event, nor for events customers are not told about', async () => {
    const internal = await appendEvent(db(), {
      entityType: 'policy',
      entityId: policy.policyId,
      type: 'policy.lapsed',
      summary: 'staff-only test entry',
      data: { dueDate: '2026-03-01' },
      internal: true,
      at: new Date(),
    });
    expect(await noticesOf(internal)).toEqual([]);
    const note = await appendEvent(db(), {
      entityType: 'policy',
      entityId: policy.policyId,
      type: 'policy.note',
      summary: 'Customer phoned',
      at: new Date(),
    });
    expect(await noticesOf(note)).toEqual([]);
  });

  it('writes nothing when the change rolls back', async () => {
    let eventId = '';
    await expect(
      db().transaction(async (tx) => {
        const row = await appendEvent(tx, {
          entityType: 'policy',
          entityId: policy.policyId,
          type: 'policy.lapsed',
          summary: 'Policy lapsed',
          data: { dueDate: '2026-03-01' },
          at: new Date(),
        });
        eventId = row.id;
        expect(await noticesOf(row, tx)).toHaveLength(2);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(eventId).not.toBe('');
    expect(
      await db()
        .select()
        .from(outboxMessages)
        .where(like(outboxMessages.dedupeKey, `${eventId}:%`)),
    ).toEqual([]);
  });

  it('follows the holder’s choice: email only sends no SMS, SMS only sends no email', async () => {
    expect((await setChannels(owner, 'email')).statusCode).toBe(200);
    const first = await submitClaimViaApi(harness, owner, claimInput(policy, owner));
    const submitted = await eventOf(first.claimId, 'claim.submitted');
    const rows = await noticesOf(submitted);
    expect(rows.map((row) => row.channel)).toEqual(['email']);
    expect(rows[0]?.subject).toBe(`We received claim ${first.claimNumber}`);

    expect((await setChannels(owner, 'sms')).statusCode).toBe(200);
    const lapsed = await appendEvent(db(), {
      entityType: 'policy',
      entityId: policy.policyId,
      type: 'collection.failed',
      summary: 'Premium not collected',
      data: { amount: 12_345, dueDate: '2026-04-25' },
      at: new Date(),
    });
    const sms = await noticesOf(lapsed);
    expect(sms.map((row) => row.channel)).toEqual(['sms']);
    expect(sms[0]?.text).toContain('R 123,45');
    expect((await setChannels(owner, 'both')).statusCode).toBe(200);
  });

  it('sends nothing more when a submission is repeated (the second one is refused)', async () => {
    const allNotices = async () =>
      (await db().select().from(outboxMessages)).filter((row) => row.dedupeKey !== null).length;
    const before = await allNotices();
    const again = await harness.call(owner, {
      method: 'POST',
      url: '/api/retail/funeral/claims/submitClaim',
      payload: claimInput(policy, owner),
    });
    expect(again.json().error.code).toBe('CLAIM_EXISTS');
    expect(await allNotices()).toBe(before);
  });
});

describe('the outbox delivery job', () => {
  it('delivers a billing day’s worth of waiting notices in one run, page after page, not one page a minute', async () => {
    const waiting = 2 * DELIVERY_PAGE_SIZE + 37;
    const written = await db()
      .insert(outboxMessages)
      .values(
        Array.from({ length: waiting }, (_, index) => ({
          channel: 'sms' as const,
          to: '+27821234567',
          subject: null,
          text: `Your premium is due (${index})`,
          status: 'pending' as const,
          dedupeKey: `bulk-notice-${index}:sms`,
        })),
      )
      .returning({ id: outboxMessages.id });
    await harness.app.jobs.send(OUTBOX_DELIVERY_JOB);
    const rows = await db()
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.dedupeKey, 'bulk-notice-%'));
    expect(rows).toHaveLength(written.length);
    expect(rows.filter((row) => row.status === 'sent' && row.attempts === 1)).toHaveLength(waiting);
  });
});
