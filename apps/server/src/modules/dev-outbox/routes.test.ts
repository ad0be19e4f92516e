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

  it('lists texts as SMS: the number in +27 form, the text, when and the status', async () => {
    const app = await buildTestApp();
    const email = await app.notifier.sendEmail({
      to: 'thabo@example.co.za',
      subject: 'Code',
      text: 'Code 1',
    });
    const sms = await app.notifier.sendSms({
      to: '082 123 4567',
      text: 'Telkom Cover: 246810 is your code.',
    });
    const invalid = await app.notifier.sendSms({ to: '12345', text: 'Never sent' });
    const response = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
    const { messages } = outboxListSchema.parse(response.json());
    const byId = new Map(messages.map((message) => [message.id, message]));
    expect(byId.get(sms.id)).toMatchObject({
      channel: 'sms',
      to: '+27821234567',
      subject: null,
      text: 'Telkom Cover: 246810 is your code.',
      status: 'sent',
    });
    expect(byId.get(sms.id)?.sentAt).toEqual(expect.any(String));
    expect(byId.get(invalid.id)).toMatchObject({
      channel: 'sms',
      to: '12345',
      status: 'failed',
      sentAt: null,
    });
    expect(byId.get(email.id)).toMatchObject({ channel: 'email', subject: 'Code' });
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

  it('answers only requests from this machine: another address or a forwarded request gets a 404', async () => {
    const app = await buildTestApp({ TRUST_PROXY: true });
    await app.db
      .insert(outboxMessages)
      .values({ channel: 'email', to: 'thabo@example.co.za', subject: 'Code', text: 'Your code is 123456' });
    const local = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(local.statusCode).toBe(200);
    expect(local.body).toContain('123456');
    const attempts = [
      { remoteAddress: '10.0.0.7' },
      { remoteAddress: '192.168.1.20' },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } },
      { remoteAddress: '127.0.0.1', headers: { forwarded: 'for=127.0.0.1' } },
    ];
    for (const attempt of attempts) {
      const response = await app.inject({ method: 'GET', url: '/api/dev/outbox', ...attempt });
      expect(response.statusCode, JSON.stringify(attempt)).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
      expect(response.body).not.toContain('123456');
      const config = await app.inject({ method: 'GET', url: '/api/config', ...attempt });
      expect(config.json()).toMatchObject({ devMailbox: false });
    }
    const config = await app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toMatchObject({ devMailbox: true });
    await app.close();
  });
});
