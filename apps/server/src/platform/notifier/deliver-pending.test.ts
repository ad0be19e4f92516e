/** deliverPending: the first delivery of the notices a change writes into the outbox, a page at a time. */
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/outbox.js';
import { useNotifierHarness } from './testing/harness.js';

const h = useNotifierHarness();

describe('deliverPending: the notices written with a change', () => {
  /** Writes `count` unattempted notices as a change's transaction does, one second apart, oldest first. */
  async function writePending(count: number, channel: 'email' | 'sms' = 'email') {
    const start = Date.UTC(2026, 10, 2, 8, 0, 0);
    const rows = Array.from({ length: count }, (_, index) => ({
      channel,
      to: channel === 'sms' ? '+27821234567' : `customer${index}@example.com`,
      subject: channel === 'sms' ? null : `Notice ${index}`,
      text: `Notice ${index}`,
      status: 'pending' as const,
      createdAt: new Date(start + index * 1000),
    }));
    // Inserted newest first, so delivery order cannot come from insertion order.
    return h.db.insert(outboxMessages).values(rows.reverse()).returning();
  }

  it('takes a page of at most the limit, oldest first, and the next call takes the rest', async () => {
    const { notifier, lines } = h.notifier({ SMTP_URL: h.smtp.url });
    await writePending(7);
    await expect(notifier.deliverPending({ limit: 5 })).resolves.toEqual({
      attempted: 5,
      sent: 5,
      failed: 0,
    });
    expect(h.smtp.received.map((mail) => mail.to[0])).toHaveLength(5);
    const sentFirst = new Set(h.smtp.received.map((mail) => mail.to[0]));
    expect(sentFirst).toEqual(new Set([0, 1, 2, 3, 4].map((index) => `customer${index}@example.com`)));
    await expect(notifier.deliverPending({ limit: 5 })).resolves.toEqual({
      attempted: 2,
      sent: 2,
      failed: 0,
    });
    await expect(notifier.deliverPending({ limit: 5 })).resolves.toEqual({
      attempted: 0,
      sent: 0,
      failed: 0,
    });
    const rows = await h.db.select().from(outboxMessages);
    expect(rows.every((stored) => stored.status === 'sent' && stored.attempts === 1)).toBe(true);
    expect(h.smtp.received).toHaveLength(7);
    expect(lines.join('')).not.toContain('Notice 3');
  });

  it('records a refused message as failed and goes on with the page', async () => {
    const { notifier } = h.notifier(h.smsConfig);
    await writePending(3, 'sms');
    h.smsProvider.state.mode = 'fail';
    await expect(notifier.deliverPending()).resolves.toEqual({ attempted: 3, sent: 0, failed: 3 });
    const rows = await h.db.select().from(outboxMessages);
    expect(rows.map((stored) => [stored.status, stored.attempts])).toEqual([
      ['failed', 1],
      ['failed', 1],
      ['failed', 1],
    ]);
    // They are the retry's now, not a second first attempt.
    await expect(notifier.deliverPending()).resolves.toEqual({ attempted: 0, sent: 0, failed: 0 });
  });

  it('without a provider, keeps a page in the outbox in one statement and one log line', async () => {
    const { notifier, lines } = h.notifier({});
    await writePending(150);
    await expect(notifier.deliverPending()).resolves.toEqual({ attempted: 100, sent: 100, failed: 0 });
    await expect(notifier.deliverPending()).resolves.toEqual({ attempted: 50, sent: 50, failed: 0 });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('"messages":100');
    const rows = await h.db.select().from(outboxMessages);
    expect(rows.every((stored) => stored.status === 'sent' && stored.sentAt instanceof Date)).toBe(true);
  });

  it('two workers delivering at once send every message exactly once', async () => {
    const { notifier } = h.notifier({ SMTP_URL: h.smtp.url });
    const { notifier: other } = h.notifier({ SMTP_URL: h.smtp.url });
    await writePending(40);
    const results = await Promise.all([
      notifier.deliverPending({ limit: 15 }),
      other.deliverPending({ limit: 15 }),
      notifier.deliverPending({ limit: 15 }),
      other.deliverPending({ limit: 15 }),
    ]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(40);
    const recipients = h.smtp.received.map((mail) => mail.to[0]);
    expect(recipients).toHaveLength(40);
    expect(new Set(recipients).size).toBe(40);
  });
});
