import { scrub, type SagaLog } from '@cover/domain';

/**
 * Client error logging (DESIGN §6: client errors are posted to the sagaLog endpoint).
 * Sends only what helps to diagnose: message, truncated stack, page URL without query or hash, and the
 * user agent. Never form values, tokens or passwords: unknown thrown values are not serialised, and
 * token-, email- and number-like text is scrubbed. Throttled so a render loop cannot flood the server.
 */

export const MAX_MESSAGE_LENGTH = 500;
export const MAX_STACK_LENGTH = 2000;

export interface ClientLogTransport {
  (url: string, entry: SagaLog): void;
}

export interface ClientLoggerOptions {
  transport?: ClientLogTransport;
  now?: () => number;
  /** Identical errors within this time are sent once. */
  dedupeMs?: number;
  /** At most `maxPerWindow` entries per `windowMs`. */
  maxPerWindow?: number;
  windowMs?: number;
  /** At most this many entries per page load. */
  maxPerSession?: number;
  location?: () => { pathname: string; origin: string };
  userAgent?: () => string;
}

export interface ClientLogger {
  /** Logs an error; returns whether it was sent (false when throttled or ignored). */
  error(error: unknown, extra?: { componentStack?: string; source?: string }): boolean;
}

const IGNORED_MESSAGES = [/^ResizeObserver loop/, /^Script error\.?$/];

export { scrub };

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function describe(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, stack: error.stack ?? '' };
  if (typeof error === 'string') return { message: error, stack: '' };
  return { message: `Non-error value thrown (${error === null ? 'null' : typeof error})`, stack: '' };
}

/** Employee screens log to the employee endpoint; everything else to the retail one. */
export function logEndpoint(pathname: string): string {
  return pathname === '/employee' || pathname.startsWith('/employee/')
    ? '/api/employee/sagaLog'
    : '/api/retail/sagaLog';
}

const fetchTransport: ClientLogTransport = (url, entry) => {
  try {
    void fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(entry),
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => undefined);
  } catch {
    // Logging must never break the page.
  }
};

export function createClientLogger(options: ClientLoggerOptions = {}): ClientLogger {
  const {
    transport = fetchTransport,
    now = Date.now,
    dedupeMs = 60_000,
    maxPerWindow = 5,
    windowMs = 60_000,
    maxPerSession = 30,
    location = () => window.location,
    userAgent = () => navigator.userAgent,
  } = options;
  const lastSentBySignature = new Map<string, number>();
  let windowSent: number[] = [];
  let sessionSent = 0;

  return {
    error(error, extra = {}) {
      try {
        const { message: rawMessage, stack: rawStack } = describe(error);
        if (IGNORED_MESSAGES.some((pattern) => pattern.test(rawMessage))) return false;
        const message = truncate(scrub(rawMessage), MAX_MESSAGE_LENGTH);
        const stack = truncate(scrub(rawStack, 9), MAX_STACK_LENGTH);
        const signature = `${message}|${stack.split('\n', 2)[1] ?? ''}`;
        const time = now();

        const previous = lastSentBySignature.get(signature);
        if (previous !== undefined && time - previous < dedupeMs) return false;
        windowSent = windowSent.filter((sentAt) => time - sentAt < windowMs);
        if (windowSent.length >= maxPerWindow || sessionSent >= maxPerSession) return false;

        lastSentBySignature.set(signature, time);
        windowSent.push(time);
        sessionSent += 1;

        const { pathname, origin } = location();
        const details: Record<string, string> = {
          message,
          stack,
          url: `${origin}${scrub(pathname, 9)}`,
          userAgent: truncate(userAgent(), 300),
        };
        if (extra.componentStack)
          details.componentStack = truncate(scrub(extra.componentStack, 9), MAX_STACK_LENGTH);
        if (extra.source) details.source = extra.source;
        transport(logEndpoint(pathname), { category: 'error', details });
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** The app-wide logger. */
export const clientLog = createClientLogger();
