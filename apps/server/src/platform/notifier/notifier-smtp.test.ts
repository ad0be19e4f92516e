/** The notifier's emails through an SMTP server: delivery, refusals and retries, and what its log says. */
import { describe, expect, it } from 'vitest';
import { renderEmail } from './index.js';
import { useNotifierHarness } from './testing/harness.js';

const h = useNotifierHarness();

describe('notifier with SMTP', () => {
  it('delivers the email and marks the outbox row sent', async () => {
    const { notifier } = h.notifier({ SMTP_URL: h.smtp.url, MAIL_FROM: 'Cover <mail@cover.test>' });
    const mail = renderEmail('verification-code', { code: '482913', name: 'Thabo' });
    const result = await notifier.sendEmail({ to: 'thabo@example.com', ...mail });

    expect(result).toMatchObject({ status: 'sent', delivery: 'smtp' });
    expect(h.smtp.received).toHaveLength(1);
    const [message] = h.smtp.received;
    expect(message?.from).toBe('mail@cover.test');
    expect(message?.to).toEqual(['thabo@example.com']);
    expect(message?.raw).toContain('Subject: Your Telkom Cover verification code');
    expect(message?.raw).toContain('482913');
    expect(message?.raw).toContain('text/html');

    const stored = await h.row(result.id);
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, lastError: null, channel: 'email' });
    expect(stored.sentAt).toBeInstanceOf(Date);
  });

  it('records a refusal as failed without throwing, and retryPending delivers it later', async () => {
    const { notifier } = h.notifier({ SMTP_URL: h.smtp.url });
    h.smtp.state.refuse = true;
    const result = await notifier.sendEmail({ to: 'ann@example.com', subject: 'Hello', text: 'Body one' });

    expect(result).toMatchObject({ status: 'failed', delivery: 'smtp' });
    const failed = await h.row(result.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    expect(failed.lastError).toContain('Sender rejected by policy');

    h.smtp.state.refuse = false;
    await expect(notifier.retryPending()).resolves.toEqual({ attempted: 1, sent: 1, failed: 0 });
    expect(await h.row(result.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(h.smtp.received).toHaveLength(1);
    await expect(notifier.retryPending()).resolves.toEqual({ attempted: 0, sent: 0, failed: 0 });
  });

  it('stops retrying once the attempt limit is reached', async () => {
    const { notifier } = h.notifier({ SMTP_URL: h.smtp.url });
    h.smtp.state.refuse = true;
    const { id } = await notifier.sendEmail({ to: 'ann@example.com', subject: 'S', text: 'T' });
    await expect(notifier.retryPending({ maxAttempts: 2 })).resolves.toEqual({
      attempted: 1,
      sent: 0,
      failed: 1,
    });
    await expect(notifier.retryPending({ maxAttempts: 2 })).resolves.toEqual({
      attempted: 0,
      sent: 0,
      failed: 0,
    });
    expect(await h.row(id)).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('never logs the message text, only id, channel and a masked recipient', async () => {
    const { notifier, lines } = h.notifier({ SMTP_URL: h.smtp.url });
    const code = '739201';
    const ok = await notifier.sendEmail({
      to: 'secret.person@example.com',
      subject: 'Code',
      text: `Your code is ${code}`,
    });
    h.smtp.state.refuse = true;
    await notifier.sendEmail({
      to: 'secret.person@example.com',
      subject: 'Code',
      text: `Again ${code}`,
      html: `<b>${code}</b>`,
    });
    await notifier.sendSms({ to: '+27821234567', text: `SMS code ${code}` });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(log).not.toContain(code);
    expect(log).not.toContain('secret.person');
    expect(log).not.toContain('821234567');
    expect(log).toContain(ok.id);
    expect(log).toContain('s***@example.com');
    expect(log).toContain('***4567');
    expect(log).toContain('"channel":"sms"');
  });
});
