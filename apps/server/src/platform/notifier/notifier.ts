import { normaliseSaMobile, type OutboxMessage } from '@cover/domain';
import { maskRecipient } from './mask.js';
import {
  claimForDelivery,
  claimPending,
  findRetryable,
  insertMessage,
  INVALID_NUMBER,
  listRecent,
  markAllSent,
  markFailed,
  markSent,
  type OutboxDb,
} from './outbox-repo.js';
import { createSmtpTransport, type MailTransport, type OutgoingEmail } from './smtp-transport.js';
import { createSmsTransport, type OutgoingSms, type SmsTransport } from './sms-transport.js';
import type { OutboxMessageRow } from '../../db/schema/outbox.js';

export interface NotifierConfig {
  SMTP_URL?: string | undefined;
  MAIL_FROM?: string | undefined;
  SMS_API_URL?: string | undefined;
  SMS_API_TOKEN_ID?: string | undefined;
  SMS_API_TOKEN_SECRET?: string | undefined;
  SMS_FROM?: string | undefined;
}

/** The pino/Fastify logger methods the notifier uses; it only ever logs ids, channels and masked recipients. */
export interface NotifierLogger {
  info(obj: Record<string, unknown>, msg: string): void;
  warn(obj: Record<string, unknown>, msg: string): void;
}

/**
 * Where a message went. 'smtp': handed to the SMTP server. 'sms': handed to the SMS provider. 'outbox': no
 * provider is configured for its channel, so the outbox row itself is the delivery (the development mailbox
 * reads it) and the row is marked 'sent'.
 */
export type Delivery = 'smtp' | 'sms' | 'outbox';

export interface NotifyResult {
  id: string;
  status: OutboxMessage['status'];
  delivery: Delivery;
}

export interface RetryResult {
  attempted: number;
  sent: number;
  failed: number;
}

export interface Notifier {
  /** Records the email in the outbox, then delivers it. Never throws for a delivery failure (the row says 'failed'). */
  sendEmail(message: OutgoingEmail): Promise<NotifyResult>;
  /**
   * Records the text in the outbox (number in +27 form), then delivers it through the SMS provider when one
   * is configured. Never throws for a delivery failure or an invalid number (the row says 'failed').
   */
  sendSms(message: OutgoingSms): Promise<NotifyResult>;
  /** Newest first, at most `limit` (1–200). */
  list(limit?: number): Promise<OutboxMessage[]>;
  /**
   * Delivers up to `limit` (default DELIVERY_PAGE_SIZE) of the messages written but never attempted
   * (customer notices recorded in a change's transaction), oldest first, each exactly once even when several
   * instances deliver at the same time. `attempted` below the limit means none were left.
   */
  deliverPending(options?: { limit?: number }): Promise<RetryResult>;
  /** Delivers failed emails and texts (and pending ones older than a minute) below the attempt limit. */
  retryPending(options?: { maxAttempts?: number; limit?: number }): Promise<RetryResult>;
  close(): void;
}

export interface NotifierDeps {
  db: OutboxDb;
  config: NotifierConfig;
  logger: NotifierLogger;
  /** Replaces the SMTP transport (tests); by default built from SMTP_URL when it is set. */
  transport?: MailTransport | null;
  /** Replaces the SMS transport (tests); by default built from SMS_API_URL when it is set. */
  smsTransport?: SmsTransport | null;
  now?: () => Date;
}

export const DEFAULT_MAIL_FROM = 'Telkom Cover <no-reply@cover.local>';
export const DEFAULT_MAX_ATTEMPTS = 5;
/** Messages taken per delivery round: one statement claims them. */
export const DELIVERY_PAGE_SIZE = 100;
/** Messages handed to a transport at once (an SMTP server or SMS provider answers each in turn). */
const TRANSPORT_CONCURRENCY = 4;
const PENDING_GRACE_MS = 60_000;

function errorSummary(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}

function errorCode(error: unknown): string | undefined {
  const code = error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

function smsTransportFrom(config: NotifierConfig): SmsTransport | null {
  const { SMS_API_URL: url, SMS_API_TOKEN_ID: tokenId, SMS_API_TOKEN_SECRET: tokenSecret } = config;
  if (!url || !tokenId || !tokenSecret) return null;
  return createSmsTransport({ url, tokenId, tokenSecret, from: config.SMS_FROM });
}

export function createNotifier(deps: NotifierDeps): Notifier {
  const { db, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const mailTransport =
    deps.transport !== undefined
      ? deps.transport
      : deps.config.SMTP_URL
        ? createSmtpTransport(deps.config.SMTP_URL, deps.config.MAIL_FROM || DEFAULT_MAIL_FROM)
        : null;
  const smsTransport = deps.smsTransport !== undefined ? deps.smsTransport : smsTransportFrom(deps.config);
  const deliveryOf = (channel: OutboxMessageRow['channel']): Delivery =>
    channel === 'sms' ? (smsTransport ? 'sms' : 'outbox') : mailTransport ? 'smtp' : 'outbox';

  const logFields = (row: OutboxMessageRow) => ({
    messageId: row.id,
    channel: row.channel,
    to: maskRecipient(row.to),
  });

  /** Hands a claimed message to its channel's transport; false when the channel has none configured. */
  async function handOver(row: OutboxMessageRow): Promise<boolean> {
    if (row.channel === 'sms') {
      if (!smsTransport) return false;
      await smsTransport.send({ to: row.to, text: row.text });
      return true;
    }
    if (!mailTransport) return false;
    await mailTransport.send({
      to: row.to,
      subject: row.subject ?? '',
      text: row.text,
      html: row.html ?? undefined,
    });
    return true;
  }

  /** One delivery attempt of an email or a text; null when another worker took the message first. */
  async function deliver(row: OutboxMessageRow): Promise<NotifyResult | null> {
    const claimed = await claimForDelivery(db, row);
    if (!claimed) return null;
    return deliverClaimed(claimed);
  }

  /** The delivery attempt of a message this worker has claimed (its `attempts` already counts it). */
  async function deliverClaimed(claimed: OutboxMessageRow): Promise<NotifyResult> {
    const delivery = deliveryOf(claimed.channel);
    let handedOver: boolean;
    try {
      handedOver = await handOver(claimed);
    } catch (error) {
      await markFailed(db, claimed.id, errorSummary(error));
      logger.warn(
        { ...logFields(claimed), delivery, attempts: claimed.attempts, errorCode: errorCode(error) },
        `${claimed.channel} delivery failed`,
      );
      return { id: claimed.id, status: 'failed', delivery };
    }
    await markSent(db, claimed.id, now());
    if (handedOver) {
      logger.info({ ...logFields(claimed), delivery, attempts: claimed.attempts }, `${claimed.channel} sent`);
    } else {
      logger.info(
        { ...logFields(claimed), delivery },
        `${claimed.channel} kept in the outbox (no provider configured)`,
      );
    }
    return { id: claimed.id, status: 'sent', delivery };
  }

  const count = (result: RetryResult, outcome: NotifyResult | null) => {
    if (!outcome) return;
    result.attempted += 1;
    if (outcome.status === 'sent') result.sent += 1;
    else result.failed += 1;
  };

  /** One attempt at each of `rows`, counted (messages another worker took first are not counted). */
  async function deliverAll(rows: readonly OutboxMessageRow[]): Promise<RetryResult> {
    const result: RetryResult = { attempted: 0, sent: 0, failed: 0 };
    for (const row of rows) count(result, await deliver(row));
    return result;
  }

  /**
   * Delivers claimed messages: those no transport carries are the outbox's to keep (marked sent in one
   * statement); the others go to their transports a few at a time, oldest first.
   */
  async function deliverClaimedPage(rows: readonly OutboxMessageRow[]): Promise<RetryResult> {
    const result: RetryResult = { attempted: 0, sent: 0, failed: 0 };
    const kept = rows.filter((row) => deliveryOf(row.channel) === 'outbox');
    if (kept.length > 0) {
      await markAllSent(
        db,
        kept.map((row) => row.id),
        now(),
      );
      for (const row of kept) count(result, { id: row.id, status: 'sent', delivery: 'outbox' });
      logger.info(
        { messages: kept.length, delivery: 'outbox' },
        'messages kept in the outbox (no provider configured)',
      );
    }
    const carried = rows.filter((row) => deliveryOf(row.channel) !== 'outbox');
    let next = 0;
    const worker = async () => {
      while (next < carried.length) {
        const row = carried[next++]!;
        count(result, await deliverClaimed(row));
      }
    };
    await Promise.all(Array.from({ length: Math.min(TRANSPORT_CONCURRENCY, carried.length) }, worker));
    return result;
  }

  return {
    async sendEmail(message) {
      const row = await insertMessage(db, {
        channel: 'email',
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        status: 'pending',
      });
      return (await deliver(row)) ?? { id: row.id, status: 'pending', delivery: deliveryOf('email') };
    },

    async sendSms(message) {
      const delivery = deliveryOf('sms');
      const to = normaliseSaMobile(message.to);
      if (!to) {
        const row = await insertMessage(db, {
          channel: 'sms',
          to: message.to,
          subject: null,
          text: message.text,
          status: 'failed',
          attempts: 1,
          lastError: INVALID_NUMBER,
        });
        logger.warn(
          { ...logFields(row), delivery, errorCode: INVALID_NUMBER },
          'sms not sent: not a South African mobile number',
        );
        return { id: row.id, status: 'failed', delivery };
      }
      const row = await insertMessage(db, {
        channel: 'sms',
        to,
        subject: null,
        text: message.text,
        status: 'pending',
      });
      return (await deliver(row)) ?? { id: row.id, status: 'pending', delivery };
    },

    async list(limit = 50) {
      const bounded = Math.min(200, Math.max(1, Math.floor(limit)));
      return listRecent(db, bounded);
    },

    async deliverPending(options = {}) {
      return deliverClaimedPage(await claimPending(db, options.limit ?? DELIVERY_PAGE_SIZE));
    },

    async retryPending(options = {}) {
      return deliverAll(
        await findRetryable(db, {
          maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
          staleBefore: new Date(now().getTime() - PENDING_GRACE_MS),
          limit: options.limit ?? 50,
        }),
      );
    },

    close() {
      mailTransport?.close();
      smsTransport?.close();
    },
  };
}
