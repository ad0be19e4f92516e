import { outboxListSchema } from '@cover/domain';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.js';
import { outboxMessages } from '../../db/schema/index.js';
import { DEV_OUTBOX_LIMIT } from './service.js';

describe('GET /api/dev/outbox', () => {
  it('lists the newest messages first, at most the limit', async () => {
    const app = await buildTestApp();
    const base = Date.parse('2026-01-01T08:00:00Z');
    await app.db.insert(outboxMessages).values(
      Array.from({ length: DEV_OUTBOX_LIMIT + 5 }, (_, index) => ({
        channel: index % 2 ? ('sms' as const) : ('email' as const),
        to: index % 2 ? '+27821234567' : 'thabo@example.co.za',
        subject: index % 2 ? null : `Code ${index}`,
        text: `Your code is ${index}`,
        createdAt: new Date(base + index * 1000),
      })),
    );
    const response = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(200);
    const { messages } = outboxListSchema.parse(response.json());
    expect(messages).toHaveLength(DEV_OUTBOX_LIMIT);
    expect(messages[0]).toMatchObject({
      text: `Your code is ${DEV_OUTBOX_LIMIT + 4}`,
      status: 'pending',
      sentAt: null,
    });
    expect(messages[0]?.createdAt).toBe(new Date(base + (DEV_OUTBOX_LIMIT + 4) * 1000).toISOString());
    await app.close();
  });

  it('does not exist when the mailbox is off or in production', async () => {
    for (const overrides of [
      { DEV_MAILBOX: false },
      { DEV_MAILBOX: true, NODE_ENV: 'production' as const },
    ]) {
      const app = await buildTestApp(overrides);
      const response = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(response.statusCode).toBe(404);
      await app.close();
    }
  });
});
