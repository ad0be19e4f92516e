/** Small HTTP helpers shared by the claims and documents routes. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, VALIDATION_MESSAGE } from '../../platform/errors.js';
import { IDEMPOTENCY_HEADER } from '../../platform/idempotency.js';
import { inspectInput, tooDeep } from '../../platform/input-guard/index.js';
import type { ClaimsDeps } from './service.js';

/** The validated Idempotency-Key header, if any. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Parses form fields with a contract, after the platform's input guard (as every JSON body gets it);
 * failures answer 400 naming each field, like body validation does.
 */
export function parseFields<S extends z.ZodType>(schema: S, value: unknown, prefix = ''): z.output<S> {
  const inspection = inspectInput(value, schema, { rootName: prefix || 'body' });
  if (inspection.tooDeep) throw tooDeep();
  const problems = Object.entries(inspection.problems);
  if (problems.length > 0) {
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      VALIDATION_MESSAGE,
      Object.fromEntries(problems.map(([name, message]) => [prefix ? `${prefix}.${name}` : name, message])),
    );
  }
  const parsed = schema.safeParse(inspection.value);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const name = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || 'body';
    fields[name] ??= issue.message;
  }
  throw new AppError(400, 'VALIDATION_FAILED', VALIDATION_MESSAGE, fields);
}

/** The JSON in a form field, or 400. */
export function jsonField(value: string | undefined, name: string): unknown {
  if (value === undefined) {
    throw new AppError(400, 'VALIDATION_FAILED', VALIDATION_MESSAGE, { [name]: 'Required' });
  }
  try {
    return JSON.parse(value);
  } catch {
    throw new AppError(400, 'MALFORMED_JSON', `The ${name} field is not valid JSON.`, {
      [name]: 'Not valid JSON',
    });
  }
}

export function claimsDepsOf(app: FastifyInstance): ClaimsDeps {
  return {
    db: app.db,
    blobStore: app.blobStore,
    recentlyUpdatedWindowMs: app.config.RECENTLY_UPDATED_WINDOW_MS,
    now: () => new Date(),
    onCleanupError: (error) => app.log.warn({ err: error }, 'could not remove an unused document blob'),
  };
}

/** The error replies documented on every claims and documents route. */
export const CLAIM_ERROR_STATUSES = [400, 401, 403, 404, 409, 422, 429] as const;
export const UPLOAD_ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 422, 429] as const;
