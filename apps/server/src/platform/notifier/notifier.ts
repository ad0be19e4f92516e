import type { OutboxMessage } from '@cover/domain';
import { maskRecipient } from './mask.js';
import {
  claimForDelivery,
  findRetryable,
  insertMessage,
  listRecent,
  markFailed,
  markSent,
  type OutboxDb,
} from './outbox-repo.js';
import { createSmtpTransport, type MailTransport, type OutgoingEmail } from './smtp-transport.js';
import type { OutboxMessageRow } from '../../db/schema/outbox.js';

export interface NotifierConfig {
  SMTP_URL?: string | undefined;
  MAIL_FROM?: string | undefined;
}

/** The pino/Fastify logger methods the notifier uses; it only ever logs ids, channels and masked recipients. */
export interface NotifierLogger {
  info(obj: Record<string, unknown>, msg: string): void;
  warn(obj: Record<string, unknown>, msg: string): void;
}

/**
 * Where a message went. 'smtp': handed to the SMTP server. 'outbox': no provider is configured, so the
 * outbox row itself is the delivery (the development mailbox reads it) and the row is marked 'sent'.
 */
export type Delivery = 'smtp' | 'outbox';

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
  /** No SMS provider exists yet: the outbox row is the delivery and is marked 'sent'. */
  sendSms(message: { to: string; text: string }): Promise<NotifyResult>;
  /** Newest first, at most `limit` (1–200). */
  list(limit?: number): Promise<OutboxMessage[]>;
  /** Delivers failed emails (and pending ones older than a minute) below the attempt limit. */
  retryPending(options?: { maxAttempts?: number; limit?: number }): Promise<RetryResult>;
  close(): void;
}

export interface NotifierDeps {
  db: OutboxDb;
  config: NotifierConfig;
  logger: NotifierLogger;
  /** Replaces the SMTP transport (tests); by default built from SMTP_URL when it is set. */
  transport?: MailTransport | null;
  now?: () => Date;
}

export const DEFAULT_MAIL_FROM = 'Telkom Cover <no-reply@cover.local>';
export const DEFAULT_MAX_ATTEMPTS = 5;
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

export function createNotifier(deps: NotifierDeps): Notifier {
  const { db, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const transport =
    deps.transport !== undefined
      ? deps.transport
      : deps.config.SMTP_URL
        ? createSmtpTransport(deps.config.SMTP_URL, deps.config.MAIL_FROM || DEFAULT_MAIL_FROM)
        : null;
  const delivery: Delivery = transport ? 'smtp' : 'outbox';

  const logFields = (row: OutboxMessageRow) => ({
    messageId: row.id,
    channel: row.channel,
    to: maskRecipient(row.to),
  });

  /** One delivery attempt; null when another worker took the message first. */
  async function deliverEmail(row: OutboxMessageRow): Promise<NotifyResult | null> {
    const claimed = await claimForDelivery(db, row);
    if (!claimed) return null;
    if (!transport) {
      await markSent(db, claimed.id, now());
      logger.info({ ...logFields(claimed), delivery }, 'email kept in the outbox (no SMTP configured)');
      return { id: claimed.id, status: 'sent', delivery };
    }
    try {
      await transport.send({
        to: claimed.to,
        subject: claimed.subject ?? '',
        text: claimed.text,
        html: claimed.html ?? undefined,
      });
    } catch (error) {
      await markFailed(db, claimed.id, errorSummary(error));
      logger.warn(
        { ...logFields(claimed), delivery, attempts: claimed.attempts, errorCode: errorCode(error) },
        'email delivery failed',
      );
      return { id: claimed.id, status: 'failed', delivery };
    }
    await markSent(db, claimed.id, now());
    logger.info({ ...logFields(claimed), delivery, attempts: claimed.attempts }, 'email sent');
    return { id: claimed.id, status: 'sent', delivery };
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
      return (await deliverEmail(row)) ?? { id: row.id, status: 'pending', delivery };
    },

    async sendSms(message) {
      const row = await insertMessage(db, {
        channel: 'sms',
        to: message.to,
        subject: null,
        text: message.text,
        status: 'sent',
        attempts: 1,
        sentAt: now(),
      });
      logger.info({ ...logFields(row), delivery: 'outbox' }, 'sms kept in the outbox (no SMS provider)');
      return { id: row.id, status: 'sent', delivery: 'outbox' };
    },

    async list(limit = 50) {
      const bounded = Math.min(200, Math.max(1, Math.floor(limit)));
      return listRecent(db, bounded);
    },

    async retryPending(options = {}) {
      const rows = await findRetryable(db, {
        maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        staleBefore: new Date(now().getTime() - PENDING_GRACE_MS),
        limit: options.limit ?? 50,
      });
      const result: RetryResult = { attempted: 0, sent: 0, failed: 0 };
      for (const row of rows) {
        const outcome = await deliverEmail(row);
        if (!outcome) continue;
        result.attempted += 1;
        if (outcome.status === 'sent') result.sent += 1;
        else result.failed += 1;
      }
      return result;
    },

    close() {
      transport?.close();
    },
  };
}
