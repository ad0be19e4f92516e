import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/client.js';
import { migrateDatabase } from '../../db/migrate.js';
import { outboxMessages } from '../../db/schema/outbox.js';
import { createNotifier, renderEmail, type Notifier } from './index.js';
import { startSmsProviderStandIn, type SmsProviderStandIn } from './testing/sms-provider-stand-in.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server: accepts mail and records it, or refuses every sender while `refuse` is set. */
async function startSmtp() {
  const received: Received[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!state.refuse) return callback();
      const error = Object.assign(new Error('Sender rejected by policy'), { responseCode: 550 });
      return callback(error);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    state,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

function captureLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString('utf8'));
      callback();
    },
  });
  return { logger: pino({ level: 'debug' }, stream), lines };
}

/**
 * What the log lines say of the messages: each line without the fields every line has (time, process, host)
 * and the message's random id, so a number's digits are not found by chance in a timestamp or an id (a run
 * failed on '7911' in "time":1796279110177).
 */
function saidOfMessages(lines: readonly string[]): string {
  return lines
    .map((line) => {
      const {
        time: _time,
        pid: _pid,
        hostname: _host,
        messageId: _id,
        ...said
      } = JSON.parse(line) as Record<string, unknown>;
      return JSON.stringify(said);
    })
    .join('\n');
}

let database: DatabaseHandle;
let db: Database;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let smsProvider: SmsProviderStandIn;
let notifier: Notifier | undefined;

const SMS_CONFIG = {
  SMS_API_TOKEN_ID: 'token-id',
  SMS_API_TOKEN_SECRET: 'token-secret',
  SMS_FROM: 'TelkomCover',
};

beforeAll(async () => {
  database = await openDatabase('memory://');
  await migrateDatabase(database);
  db = database.db;
  smtp = await startSmtp();
  smsProvider = await startSmsProviderStandIn();
});
afterAll(async () => {
  await smtp.close();
  await smsProvider.close();
  await database.close();
});
beforeEach(async () => {
  smtp.received.length = 0;
  smtp.state.refuse = false;
  smsProvider.reset();
  await db.delete(outboxMessages);
});
afterEach(() => notifier?.close());

async function row(id: string) {
  const [found] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  if (!found) throw new Error(`no outbox row ${id}`);
  return found;
}

describe('notifier with SMTP', () => {
  it('delivers the email and marks the outbox row sent', async () => {
    const { logger } = captureLogger();
    notifier = createNotifier({
      db,
      logger,
      config: { SMTP_URL: smtp.url, MAIL_FROM: 'Cover <mail@cover.test>' },
    });
    const mail = renderEmail('verification-code', { code: '482913', name: 'Thabo' });
    const result = await notifier.sendEmail({ to: 'thabo@example.com', ...mail });

    expect(result).toMatchObject({ status: 'sent', delivery: 'smtp' });
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message?.from).toBe('mail@cover.test');
    expect(message?.to).toEqual(['thabo@example.com']);
    expect(message?.raw).toContain('Subject: Your Telkom Cover verification code');
    expect(message?.raw).toContain('482913');
    expect(message?.raw).toContain('text/html');

    const stored = await row(result.id);
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, lastError: null, channel: 'email' });
    expect(stored.sentAt).toBeInstanceOf(Date);
  });

  it('records a refusal as failed without throwing, and retryPending delivers it later', async () => {
    const { logger } = captureLogger();
    notifier = createNotifier({ db, logger, config: { SMTP_URL: smtp.url } });
    smtp.state.refuse = true;
    const result = await notifier.sendEmail({ to: 'ann@example.com', subject: 'Hello', text: 'Body one' });

    expect(result).toMatchObject({ status: 'failed', delivery: 'smtp' });
    const failed = await row(result.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    expect(failed.lastError).toContain('Sender rejected by policy');

    smtp.state.refuse = false;
    await expect(notifier.retryPending()).resolves.toEqual({ attempted: 1, sent: 1, failed: 0 });
    expect(await row(result.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received).toHaveLength(1);
    await expect(notifier.retryPending()).resolves.toEqual({ attempted: 0, sent: 0, failed: 0 });
  });

  it('stops retrying once the attempt limit is reached', async () => {
    const { logger } = captureLogger();
    notifier = createNotifier({ db, logger, config: { SMTP_URL: smtp.url } });
    smtp.state.refuse = true;
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
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('never logs the message text, only id, channel and a masked recipient', async () => {
    const { logger, lines } = captureLogger();
    notifier = createNotifier({ db, logger, config: { SMTP_URL: smtp.url } });
    const code = '739201';
    const ok = await notifier.sendEmail({
      to: 'secret.person@example.com',
      subject: 'Code',
      text: `Your code is ${code}`,
    });
    smtp.state.refuse = true;
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

describe('notifier without SMTP', () => {
  it('keeps the email in the outbox, marked sent, and lists it', async () => {
    const { logger } = captureLogger();
    notifier = createNotifier({ db, logger, config: {} });
    const result = await notifier.sendEmail({
      to: 'dev@example.com',
      subject: 'Dev',
      text: 'Read me in the mailbox',
    });
    expect(result).toMatchObject({ status: 'sent', delivery: 'outbox' });
    expect(smtp.received).toHaveLength(0);

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
    const { logger } = captureLogger();
    notifier = createNotifier({ db, logger, config: {} });
    await notifier.sendEmail({ to: 'a@example.com', subject: 'First', text: 'one' });
    const sms = await notifier.sendSms({ to: '0821234567', text: 'Your code is 123456' });
    expect(sms).toMatchObject({ status: 'sent', delivery: 'outbox' });
    expect(await row(sms.id)).toMatchObject({ to: '+27821234567', status: 'sent', attempts: 1 });
    expect(smsProvider.received).toHaveLength(0);

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

describe('notifier with an SMS provider', () => {
  const basicAuth = `Basic ${Buffer.from('token-id:token-secret').toString('base64')}`;

  it('normalises the number to +27 form, delivers through the provider and marks the row sent', async () => {
    const { logger } = captureLogger();
    notifier = createNotifier({ db, logger, config: { SMS_API_URL: smsProvider.url, ...SMS_CONFIG } });
    const result = await notifier.sendSms({ to: '082 123 4567', text: 'Telkom Cover: 482913 is your code.' });

    expect(result).toMatchObject({ status: 'sent', delivery: 'sms' });
    expect(smsProvider.received).toEqual([
      {
        method: 'POST',
        url: '/v1/messages',
        authorization: basicAuth,
        contentType: 'application/json',
        body: { to: '+27821234567', body: 'Telkom Cover: 482913 is your code.', from: 'TelkomCover' },
      },
    ]);
    const stored = await row(result.id);
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
    const { logger } = captureLogger();
    notifier = createNotifier({ db, logger, config: { SMS_API_URL: smsProvider.url, ...SMS_CONFIG } });
    const result = await notifier.sendSms({ to: input, text: 'Hello' });
    expect(result.status).toBe('sent');
    expect(smsProvider.received[0]?.body).toMatchObject({ to: normalised });
    expect(await row(result.id)).toMatchObject({ to: normalised });
  });

  it('records a provider failure as failed without throwing, and retryPending delivers it later', async () => {
    const { logger } = captureLogger();
    notifier = createNotifier({ db, logger, config: { SMS_API_URL: smsProvider.url, ...SMS_CONFIG } });
    smsProvider.state.mode = 'fail';
    const result = await notifier.sendSms({ to: '0821234567', text: 'Code 111222' });

    expect(result).toMatchObject({ status: 'failed', delivery: 'sms' });
    const failed = await row(result.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    expect(failed.lastError).toBe('SMS_PROVIDER_REJECTED: the SMS provider answered HTTP 500');

    smsProvider.state.mode = 'accept';
    await expect(notifier.retryPending()).resolves.toEqual({ attempted: 1, sent: 1, failed: 0 });
    expect(await row(result.id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(smsProvider.received).toHaveLength(2);
    expect(smsProvider.received[1]?.body).toMatchObject({ to: '+27821234567', body: 'Code 111222' });
    await expect(notifier.retryPending()).resolves.toEqual({ attempted: 0, sent: 0, failed: 0 });
  });

  it('retries emails and texts in one pass, each through its own transport', async () => {
    const { logger } = captureLogger();
    notifier = createNotifier({
      db,
      logger,
      config: { SMTP_URL: smtp.url, SMS_API_URL: smsProvider.url, ...SMS_CONFIG },
    });
    smtp.state.refuse = true;
    smsProvider.state.mode = 'fail';
    const email = await notifier.sendEmail({ to: 'ann@example.com', subject: 'S', text: 'T' });
    const sms = await notifier.sendSms({ to: '+27821234567', text: 'T' });
    expect([email.status, sms.status]).toEqual(['failed', 'failed']);

    smtp.state.refuse = false;
    smsProvider.state.mode = 'accept';
    await expect(notifier.retryPending()).resolves.toEqual({ attempted: 2, sent: 2, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smsProvider.received).toHaveLength(2);
  });

  it('records an invalid number as failed with INVALID_NUMBER, never calls the provider and never retries it', async () => {
    const { logger, lines } = captureLogger();
    notifier = createNotifier({ db, logger, config: { SMS_API_URL: smsProvider.url, ...SMS_CONFIG } });
    for (const to of ['0521234567', '+44 7911 123456', 'not a number', '']) {
      const result = await notifier.sendSms({ to, text: 'Code 998877' });
      expect(result, to).toMatchObject({ status: 'failed', delivery: 'sms' });
      expect(await row(result.id), to).toMatchObject({
        channel: 'sms',
        status: 'failed',
        lastError: 'INVALID_NUMBER',
        sentAt: null,
      });
    }
    expect(smsProvider.received).toHaveLength(0);
    await expect(notifier.retryPending()).resolves.toEqual({ attempted: 0, sent: 0, failed: 0 });
    const log = saidOfMessages(lines);
    expect(log).toContain('"errorCode":"INVALID_NUMBER"');
    expect(log).not.toContain('998877');
    expect(log).not.toContain('7911');
  });

  it('records an invalid number as failed also without a provider', async () => {
    const { logger } = captureLogger();
    notifier = createNotifier({ db, logger, config: {} });
    const result = await notifier.sendSms({ to: '12345', text: 'Hello' });
    expect(result).toMatchObject({ status: 'failed', delivery: 'outbox' });
    expect(await row(result.id)).toMatchObject({ status: 'failed', lastError: 'INVALID_NUMBER' });
  });

  it('logs only the id, channel and masked number of texts: never the text or the number', async () => {
    const { logger, lines } = captureLogger();
    notifier = createNotifier({ db, logger, config: { SMS_API_URL: smsProvider.url, ...SMS_CONFIG } });
    const code = '564738';
    const sent = await notifier.sendSms({ to: '0821234567', text: `Code ${code} https://cover.test/r/abc` });
    smsProvider.state.mode = 'fail';
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
    return db.insert(outboxMessages).values(rows.reverse()).returning();
  }

  it('takes a page of at most the limit, oldest first, and the next call takes the rest', async () => {
    const { logger, lines } = captureLogger();
    notifier = createNotifier({ db, logger, config: { SMTP_URL: smtp.url } });
    await writePending(7);
    await expect(notifier.deliverPending({ limit: 5 })).resolves.toEqual({
      attempted: 5,
      sent: 5,
      failed: 0,
    });
    expect(smtp.received.map((mail) => mail.to[0])).toHaveLength(5);
    const sentFirst = new Set(smtp.received.map((mail) => mail.to[0]));
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
    const rows = await db.select().from(outboxMessages);
    expect(rows.every((stored) => stored.status === 'sent' && stored.attempts === 1)).toBe(true);
    expect(smtp.received).toHaveLength(7);
    expect(lines.join('')).not.toContain('Notice 3');
  });

  it('records a refused message as failed and goes on with the page', async () => {
    const { logger } = captureLogger();
    notifier = createNotifier({ db, logger, config: { SMS_API_URL: smsProvider.url, ...SMS_CONFIG } });
    await writePending(3, 'sms');
    smsProvider.state.mode = 'fail';
    await expect(notifier.deliverPending()).resolves.toEqual({ attempted: 3, sent: 0, failed: 3 });
    const rows = await db.select().from(outboxMessages);
    expect(rows.map((stored) => [stored.status, stored.attempts])).toEqual([
      ['failed', 1],
      ['failed', 1],
      ['failed', 1],
    ]);
    // They are the retry's now, not a second first attempt.
    await expect(notifier.deliverPending()).resolves.toEqual({ attempted: 0, sent: 0, failed: 0 });
  });

  it('without a provider, keeps a page in the outbox in one statement and one log line', async () => {
    const { logger, lines } = captureLogger();
    notifier = createNotifier({ db, logger, config: {} });
    await writePending(150);
    await expect(notifier.deliverPending()).resolves.toEqual({ attempted: 100, sent: 100, failed: 0 });
    await expect(notifier.deliverPending()).resolves.toEqual({ attempted: 50, sent: 50, failed: 0 });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('"messages":100');
    const rows = await db.select().from(outboxMessages);
    expect(rows.every((stored) => stored.status === 'sent' && stored.sentAt instanceof Date)).toBe(true);
  });

  it('two workers delivering at once send every message exactly once', async () => {
    const { logger } = captureLogger();
    notifier = createNotifier({ db, logger, config: { SMTP_URL: smtp.url } });
    const other = createNotifier({ db, logger, config: { SMTP_URL: smtp.url } });
    try {
      await writePending(40);
      const results = await Promise.all([
        notifier.deliverPending({ limit: 15 }),
        other.deliverPending({ limit: 15 }),
        notifier.deliverPending({ limit: 15 }),
        other.deliverPending({ limit: 15 }),
      ]);
      expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(40);
      const recipients = smtp.received.map((mail) => mail.to[0]);
      expect(recipients).toHaveLength(40);
      expect(new Set(recipients).size).toBe(40);
    } finally {
      other.close();
    }
  });
});
