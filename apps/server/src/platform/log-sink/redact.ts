import { scrub } from '@cover/domain';

/**
 * Redaction and size capping for client log details before they leave the process.
 *
 * A key is secret when it matches SECRET_KEY (password, token, code, otp, secret, authorization) —
 * except a few diagnostic keys that only name an error or HTTP status (statusCode, errorCode …),
 * which stay readable because they are what a support engineer needs. Bearer credentials and
 * JWT-shaped values inside strings are masked, and personal data (emails, phone, ID and account
 * numbers) is scrubbed from every string with the browser's own scrub.
 */
export const REDACTED = '[redacted]';
export const DEFAULT_MAX_DETAILS_BYTES = 8 * 1024;

const SECRET_KEY = /pass(word)?|token|code|otp|secret|authorization/i;
const DIAGNOSTIC_KEYS = new Set(['statuscode', 'errorcode', 'httpstatuscode', 'errcode', 'responsecode']);
const BEARER = /\bBearer\s+[A-Za-z0-9\-._~+/]+=*/gi;
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g;
const MAX_DEPTH = 12;

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key) && !DIAGNOSTIC_KEYS.has(key.toLowerCase());
}

/** Credentials masked, then personal data (emails, phone, ID and account numbers, codes) scrubbed. */
function redactString(value: string): string {
  return scrub(value.replace(BEARER, `Bearer ${REDACTED}`).replace(JWT, REDACTED), 9);
}

function redactValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactString(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[truncated]';
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = isSecretKey(key) ? REDACTED : redactValue(inner, depth + 1);
  }
  return out;
}

/** Returns a copy of `details` with secrets masked; never mutates the input. */
export function redactDetails(details: unknown): unknown {
  return redactValue(details, 0);
}

/**
 * Keeps the serialised details under `maxBytes` (UTF-8). Oversized details become a string preview
 * cut at the byte limit and marked, so one runaway client cannot fill the log.
 */
export function capDetails(details: unknown, maxBytes = DEFAULT_MAX_DETAILS_BYTES): unknown {
  const json = JSON.stringify(details) ?? 'null';
  const size = Buffer.byteLength(json, 'utf8');
  if (size <= maxBytes) return details;
  const preview = Buffer.from(json, 'utf8')
    .subarray(0, maxBytes)
    .toString('utf8')
    .replace(/\uFFFD+$/, '');
  return { truncated: true, originalBytes: size, preview };
}

/** Redacts, then caps: what is written or sent is always both masked and bounded. */
export function sanitiseDetails(details: unknown, maxBytes = DEFAULT_MAX_DETAILS_BYTES): unknown {
  return capDetails(redactDetails(details), maxBytes);
}
