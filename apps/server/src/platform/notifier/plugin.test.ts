import { outboxListSchema } from '@cover/domain';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.js';
import { startSmsProviderStandIn } from './testing/sms-provider-stand-in.js';

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

  it('delivers texts through the SMS provider configured by SMS_API_URL and its token', async () => {
    const provider = await startSmsProviderStandIn();
    const app = await buildTestApp({
      SMS_API_URL: provider.url,
      SMS_API_TOKEN_ID: 'token-id',
      SMS_API_TOKEN_SECRET: 'token-secret',
      SMS_FROM: 'TelkomCover',
    });
    try {
      const sent = await app.notifier.sendSms({ to: '0821234567', text: 'Code 333444' });
      expect(sent).toMatchObject({ status: 'sent', delivery: 'sms' });
      expect(provider.received).toHaveLength(1);
      expect(provider.received[0]).toMatchObject({
        url: '/v1/messages',
        authorization: `Basic ${Buffer.from('token-id:token-secret').toString('base64')}`,
        body: { to: '+27821234567', body: 'Code 333444', from: 'TelkomCover' },
      });
    } finally {
      await app.close();
      await provider.close();
    }
  });
});
