/** The notifier without a provider: emails and texts are kept in the outbox (the development mailbox). */
import { describe, expect, it } from 'vitest';
import { useNotifierHarness } from './testing/harness.js';

const h = useNotifierHarness();

describe('notifier without SMTP', () => {
  it('keeps the email in the outbox, marked sent, and lists it', async () => {
    const { notifier } = h.notifier({});
    const result = await notifier.sendEmail({
      to: 'dev@example.com',
      subject: 'Dev',
      text: 'Read me in the mailbox',
    });
    expect(result).toMatchObject({ status: 'sent', delivery: 'outbox' });
    expect(h.smtp.received).toHaveLength(0);

    const [listed] = await notifier.list(10);
    expect(listed).toMatchObject({
      id: result.id,
      channel: 'email',
      to: 'dev@example.com',
      subject: 'Dev',
      text: 'Read me in the mailbox',
      status: 'sent',
    });
    expect(typeof listed?.sentAt).toBe('string');
  });

  it('records SMS in the outbox as sent and lists newest first within the limit', async () => {
    const { notifier } = h.notifier({});
    await notifier.sendEmail({ to: 'a@example.com', subject: 'First', text: 'one' });
    const sms = await notifier.sendSms({ to: '0821234567', text: 'Your code is 123456' });
    expect(sms).toMatchObject({ status: 'sent', delivery: 'outbox' });
    expect(await h.row(sms.id)).toMatchObject({ to: '+27821234567', status: 'sent', attempts: 1 });
    expect(h.smsProvider.received).toHaveLength(0);

    const listed = await notifier.list(1);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      id: sms.id,
      channel: 'sms',
      to: '+27821234567',
      subject: null,
      text: 'Your code is 123456',
    });
    expect(await notifier.list(50)).toHaveLength(2);
  });
});
