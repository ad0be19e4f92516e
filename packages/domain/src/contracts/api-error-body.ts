import type { ApiError } from './api-error.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The error of a failed call's body when it has apiErrorSchema's shape, else null: the same check without
 * zod at run time, for the browser's error paths (issue 15: a page's first load need not carry zod to read
 * an error). api-error-body.test.ts holds the two to the same answers.
 */
export function readApiErrorBody(body: unknown): ApiError['error'] | null {
  if (!isRecord(body) || !isRecord(body.error)) return null;
  const { code, message, fields, requestId } = body.error;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  if (requestId !== undefined && typeof requestId !== 'string') return null;
  if (fields !== undefined) {
    if (!isRecord(fields) || Object.values(fields).some((text) => typeof text !== 'string')) return null;
  }
  return {
    code,
    message,
    ...(fields === undefined ? {} : { fields: { ...(fields as Record<string, string>) } }),
    ...(requestId === undefined ? {} : { requestId }),
  };
}
