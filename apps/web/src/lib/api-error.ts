import { readApiErrorBody } from '@cover/domain';

export interface ReadableApiError {
  code: string;
  message: string;
  /** Field path → message, from the error envelope (`{error:{fields}}`). */
  fields: Record<string, string>;
}

const NETWORK_MESSAGE = 'We could not reach Telkom Cover. Please check your connection and try again.';
const TIMEOUT_MESSAGE = 'This is taking longer than it should. Please try again in a moment.';
const UNKNOWN_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Turns an RTK Query error (fetchBaseQuery or thrown) into a message a customer can act on. */
export function readApiError(error: unknown): ReadableApiError {
  if (isRecord(error)) {
    const body = readApiErrorBody(error.data);
    if (body) return { code: body.code, message: body.message, fields: body.fields ?? {} };
    if (error.status === 'FETCH_ERROR') return { code: 'NETWORK', message: NETWORK_MESSAGE, fields: {} };
    if (error.status === 'TIMEOUT_ERROR') return { code: 'TIMEOUT', message: TIMEOUT_MESSAGE, fields: {} };
    if (error.status === 429) {
      return {
        code: 'RATE_LIMITED',
        message: 'Too many requests. Please wait a minute and try again.',
        fields: {},
      };
    }
  }
  return { code: 'UNKNOWN', message: UNKNOWN_MESSAGE, fields: {} };
}

/** A record's id among the fields of a refusal: 'policyId', 'applicationId', 'claimId', 'id'. */
const ID_FIELD = /(^|\.)([a-z]+Id|id)$/;

/**
 * Whether an RTK Query error means there is no such record for the caller: the server's 404 (it does not
 * exist or is someone else's), or a refusal of nothing but the record's id as malformed (an address typed or
 * cut short: to the person at the screen, there is no such record either).
 */
export function isNotFoundError(error: unknown): boolean {
  if (!isRecord(error)) return false;
  if (error.status === 404) return true;
  if (error.status !== 400) return false;
  const fields = Object.keys(readApiError(error).fields);
  return fields.length > 0 && fields.every((field) => ID_FIELD.test(field));
}
