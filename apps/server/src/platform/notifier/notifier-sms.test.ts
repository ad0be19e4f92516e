/** The notifier's texts through the SMS provider: numbers, failures and retries, and what its log says. */
import { describe, expect, it } from 'vitest';
import { saidOfMessages, useNotifierHarness } from './testing/harness.js';

const h = useNotifierHarness();

describe('notifier with an SMS provider', () => {
  const basicAuth = `Basic ${Buffer.from('token-id:token-secret').toString('base64')}`;

  it('normalises the number to +27 form, delivers through the provider and marks the row sent', async () => {
    const { notifier } = h.notifier(h.smsConfig);
    const result = await notifier.sendSms({ to: '082 123 4567', text: 'Telkom Cover: 482913 is your code.' });

    expect(result).toMatchObject({ status: 'sent', delivery: 'sms' });
    expect(h.smsProvider.received).toEqual([
      {
        method: 'POST',
        url: '/v1/messages',
        authorization: basicAuth,
        contentType: 'application/json',
        body: { to: '+27821234567', body: 'Telkom Cover: 482913 is your code.', from: 'TelkomCover' },
      },
    ]);
    const stored = await h.row(result.id);
    expect(stored).toMatchObject({
      channel: 'sms',
      to: '+27821234567',
      status: 'sent',
      attempts: 1,
      lastError: null,
    });
    expect(stored.sentAt).toBeInstanceOf(Date);
  });

  it.each([
    ['0821234567', '+27821234567'],
    ['27731234567', '+27731234567'],
    ['+27 61 234 5678', '+27612345678'],
  ])('sends %s as %s', async (input, normalised) => {
    const { notifier } = h.notifier(h.smsConfig);
    const result = await notifier.sendSms({ to: input, text: 'Hello' });
    expect(result.status).toBe('sent');
    expect(h.smsProvider.received[0]?.body).toMatchObject({ to: normalised });
    expect(await h.row(result.id)).toMatchObject({ to: normalised });
  });

  it('records a provider failure as failed without throwing, and retryPending delivers it later', async () => {
    const { notifier } = h.notifier(h.smsConfig);
    h.smsProvider.state.mode = 'fail';
    const result = await notifier.sendSms({ to: '0821234567', text: 'Code 111222' });

    expect(result).toMatchObject({ status: 'failed', delivery: 'sms' });
    const failed = await h.row(result.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    expect(failed.lastError).toBe('SMS_PROVIDER_REJECTED: the SMS provider answered HTTP 500');

    h.smsProvider.state.mode = 'accept';
    await expect(notifier.retryPending()).resolves.toEqual({ attempted: 1, sent: 1, failed: 0 });
    expect(await h.row(result.id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(h.smsProvider.received).toHaveLength(2);
    expect(h.smsProvider.received[1]?.body).toMatchObject({ to: '+27821234567', body: 'Code 111222' });
    await expect(notifier.retryPending()).resolves.toEqual({ attempted: 0, sent: 0, failed: 0 });
  });

  it('retries emails and texts in one pass, each through its own transport', async () => {
    const { notifier } = h.notifier({ SMTP_URL: h.smtp.url, ...h.smsConfig });
    h.smtp.state.refuse = true;
    h.smsProvider.state.mode = 'fail';
    const email = await notifier.sendEmail({ to: 'ann@example.com', subject: 'S', text: 'T' });
    const sms = await notifier.sendSms({ to: '+27821234567', text: 'T' });
    expect([email.status, sms.status]).toEqual(['failed', 'failed']);

    h.smtp.state.refuse = false;
    h.smsProvider.state.mode = 'accept';
    await expect(notifier.retryPending()).resolves.toEqual({ attempted: 2, sent: 2, failed: 0 });
    expect(h.smtp.received).toHaveLength(1);
    expect(h.smsProvider.received).toHaveLength(2);
  });

  it('records an invalid number as failed with INVALID_NUMBER, never calls the provider and never retries it', async () => {
    const { notifier, lines } = h.notifier(h.smsConfig);
    for (const to of ['0521234567', '+44 7911 123456', 'not a number', '']) {
      const result = await notifier.sendSms({ to, text: 'Code 998877' });
      expect(result, to).toMatchObject({ status: 'failed', delivery: 'sms' });
      expect(await h.row(result.id), to).toMatchObject({
        channel: 'sms',
        status: 'failed',
        lastError: 'INVALID_NUMBER',
        sentAt: null,
      });
    }
    expect(h.smsProvider.received).toHaveLength(0);
    await expect(notifier.retryPending()).resolves.toEqual({ attempted: 0, sent: 0, failed: 0 });
    const log = saidOfMessages(lines);
    expect(log).toContain('"errorCode":"INVALID_NUMBER"');
    expect(log).not.toContain('998877');
    expect(log).not.toContain('7911');
  });

  it('records an invalid number as failed also without a provider', async () => {
    const { notifier } = h.notifier({});
    const result = await notifier.sendSms({ to: '12345', text: 'Hello' });
    expect(result).toMatchObject({ status: 'failed', delivery: 'outbox' });
    expect(await h.row(result.id)).toMatchObject({ status: 'failed', lastError: 'INVALID_NUMBER' });
  });

  it('logs only the id, channel and masked number of texts: never the text or the number', async () => {
    const { notifier, lines } = h.notifier(h.smsConfig);
    const code = '564738';
    const sent = await notifier.sendSms({ to: '0821234567', text: `Code ${code} https://cover.test/r/abc` });
    h.smsProvider.state.mode = 'fail';
    const failed = await notifier.sendSms({ to: '0821234567', text: `Code ${code}` });

    const log = lines.join('');
    expect(lines).toHaveLength(2);
    expect(log).not.toContain(code);
    expect(log).not.toContain('cover.test/r');
    expect(log).not.toContain('821234567');
    expect(log).not.toContain('token-secret');
    expect(log).toContain(sent.id);
    expect(log).toContain(failed.id);
    expect(log).toContain('***4567');
    expect(log).toContain('"channel":"sms"');
    expect(log).toContain('"delivery":"sms"');
    expect(log).toContain('"errorCode":"SMS_PROVIDER_REJECTED"');
  });
});
