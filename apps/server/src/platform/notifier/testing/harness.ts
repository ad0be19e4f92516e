/**
 * Test support for the notifier: a migrated test database (PostgreSQL when TEST_DATABASE_URL is set), a
 * local SMTP server, the SMS provider's stand-in, and notifiers whose log lines are captured. Each test file
 * starts one harness, resets it before every test and closes the notifiers it made after every test.
 */
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createTestDb } from '../../../../test/helpers.js';
import type { Database } from '../../../db/client.js';
import { outboxMessages } from '../../../db/schema/outbox.js';
import { createNotifier, type Notifier, type NotifierConfig } from '../index.js';
import { startSmsProviderStandIn, type SmsProviderStandIn } from './sms-provider-stand-in.js';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface LocalSmtp {
  received: ReceivedMail[];
  /** While `refuse` is set, every sender is refused (550). */
  state: { refuse: boolean };
  url: string;
  close(): Promise<void>;
}

/** A local SMTP server: accepts mail and records it, or refuses every sender while `refuse` is set. */
export async function startSmtp(): Promise<LocalSmtp> {
  const received: ReceivedMail[] = [];
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

/** A pino logger at debug level whose lines are kept in `lines`, one JSON string each. */
export function captureLogger() {
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
export function saidOfMessages(lines: readonly string[]): string {
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

/** The SMS provider's credentials and sender, without its address. */
export const SMS_CONFIG = {
  SMS_API_TOKEN_ID: 'token-id',
  SMS_API_TOKEN_SECRET: 'token-secret',
  SMS_FROM: 'TelkomCover',
} as const;

export interface NotifierHarness {
  db: Database;
  smtp: LocalSmtp;
  smsProvider: SmsProviderStandIn;
  /** The configuration that sends texts through the provider's stand-in. */
  smsConfig: NotifierConfig;
  /** A notifier with its own captured log; closed by `closeNotifiers`. */
  notifier(config: NotifierConfig): { notifier: Notifier; lines: string[] };
  /** The outbox row with this id (throws when there is none). */
  row(id: string): Promise<typeof outboxMessages.$inferSelect>;
  /** Empties the outbox and the servers' records, and lets both servers accept again. */
  reset(): Promise<void>;
  closeNotifiers(): void;
  close(): Promise<void>;
}

export async function startNotifierHarness(): Promise<NotifierHarness> {
  const database = await createTestDb();
  const { db } = database;
  const smtp = await startSmtp();
  const smsProvider = await startSmsProviderStandIn();
  const open: Notifier[] = [];
  const closeNotifiers = () => {
    for (const notifier of open.splice(0)) notifier.close();
  };
  return {
    db,
    smtp,
    smsProvider,
    smsConfig: { SMS_API_URL: smsProvider.url, ...SMS_CONFIG },
    notifier(config) {
      const { logger, lines } = captureLogger();
      const notifier = createNotifier({ db, logger, config });
      open.push(notifier);
      return { notifier, lines };
    },
    async row(id) {
      const [found] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
      if (!found) throw new Error(`no outbox row ${id}`);
      return found;
    },
    async reset() {
      smtp.received.length = 0;
      smtp.state.refuse = false;
      smsProvider.reset();
      await db.delete(outboxMessages);
    },
    closeNotifiers,
    async close() {
      closeNotifiers();
      await smtp.close();
      await smsProvider.close();
      await database.close();
    },
  };
}

/**
 * Starts a harness for the calling test file: before its tests, reset before each one, its notifiers closed
 * after each one, and all of it closed after the file. The returned object is filled in before the first test.
 */
export function useNotifierHarness(): NotifierHarness {
  const harness = {} as NotifierHarness;
  beforeAll(async () => {
    Object.assign(harness, await startNotifierHarness());
  });
  afterAll(() => harness.close());
  beforeEach(() => harness.reset());
  afterEach(() => harness.closeNotifiers());
  return harness;
}
