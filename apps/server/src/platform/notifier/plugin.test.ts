import { outboxListSchema } from '@cover/domain';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.js';

describe('notifier plugin', () => {
  it('decorates the app, and what it sends shows in the development mailbox', async () => {
    const app = await buildTestApp();
    try {
      const sent = await app.notifier.sendEmail({
        to: 'dev@example.com',
        subject: 'Hello',
        text: 'Code 111222',
      });
      expect(sent).toMatchObject({ status: 'sent', delivery: 'outbox' });
      const response = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(response.statusCode).toBe(200);
      const { messages } = outboxListSchema.parse(response.json());
      expect(messages[0]).toMatchObject({
        id: sent.id,
        to: 'dev@example.com',
        text: 'Code 111222',
        status: 'sent',
      });
    } finally {
      await app.close();
    }
  });
});
