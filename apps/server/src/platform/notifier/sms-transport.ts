export interface OutgoingSms {
  /** The recipient in +27 form. */
  to: string;
  text: string;
}

export interface SmsTransport {
  send(message: OutgoingSms): Promise<void>;
  close(): void;
}

export interface SmsProviderConfig {
  /** The provider's API base, e.g. https://api.bulksms.com/v1; messages are posted to `{url}/messages`. */
  url: string;
  tokenId: string;
  tokenSecret: string;
  /** Alphanumeric sender id (at most 11 characters); the provider's default sender when unset. */
  from?: string | undefined;
  timeoutMs?: number;
}

export const SMS_TIMEOUT_MS = 10_000;

/** The ways a send can fail. The error carries only a code and the HTTP status: never the text or number. */
export type SmsErrorCode =
  'SMS_PROVIDER_REJECTED' | 'SMS_TIMEOUT' | 'SMS_NETWORK_ERROR' | 'SMS_TRANSPORT_CLOSED';

export class SmsDeliveryError extends Error {
  constructor(
    readonly code: SmsErrorCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

function messagesUrl(base: string): string {
  return `${base.replace(/\/+$/, '')}/messages`;
}

function failureOf(error: unknown, closed: boolean): SmsDeliveryError {
  if (closed) return new SmsDeliveryError('SMS_TRANSPORT_CLOSED', 'the SMS transport was closed');
  const name = error instanceof Error ? error.name : undefined;
  if (name === 'TimeoutError')
    return new SmsDeliveryError('SMS_TIMEOUT', 'the SMS provider did not answer in time');
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const detail = typeof cause?.code === 'string' ? ` (${cause.code})` : '';
  return new SmsDeliveryError('SMS_NETWORK_ERROR', `the SMS provider could not be reached${detail}`);
}

/**
 * One HTTP SMS provider in the BulkSMS JSON REST shape: `POST {url}/messages` with `{ to, body, from? }`
 * and HTTP Basic auth from an API token (id and secret). A 2xx answer is accepted; anything else, a
 * network error or no answer within the timeout throws an SmsDeliveryError, and the outbox retries later.
 */
export function createSmsTransport(config: SmsProviderConfig): SmsTransport {
  const endpoint = messagesUrl(config.url);
  const authorization = `Basic ${Buffer.from(`${config.tokenId}:${config.tokenSecret}`).toString('base64')}`;
  const timeoutMs = config.timeoutMs ?? SMS_TIMEOUT_MS;
  const closing = new AbortController();

  return {
    async send(message) {
      if (closing.signal.aborted) throw failureOf(undefined, true);
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            to: message.to,
            body: message.text,
            ...(config.from ? { from: config.from } : {}),
          }),
          signal: AbortSignal.any([closing.signal, AbortSignal.timeout(timeoutMs)]),
        });
      } catch (error) {
        throw failureOf(error, closing.signal.aborted);
      }
      // The answer's body is not kept: a provider's error detail may repeat the number.
      await response.body?.cancel().catch(() => undefined);
      if (!response.ok) {
        throw new SmsDeliveryError(
          'SMS_PROVIDER_REJECTED',
          `the SMS provider answered HTTP ${response.status}`,
          response.status,
        );
      }
    },
    close() {
      closing.abort();
    },
  };
}
