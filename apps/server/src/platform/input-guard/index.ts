import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, VALIDATION_MESSAGE } from '../errors.js';
import { inspectInput, TOO_DEEP_MESSAGE } from './inspect.js';

export { inspectInput, MAX_INPUT_DEPTH, TOO_DEEP_MESSAGE } from './inspect.js';
export { parseQuerystring } from './querystring.js';
export { TEXT_MESSAGES, textProblem } from './text-rules.js';

type RouteSchemas = Partial<Record<'body' | 'querystring' | 'params', z.ZodType>>;

const PARTS = [
  { part: 'params', schema: 'params' },
  { part: 'query', schema: 'querystring' },
  { part: 'body', schema: 'body' },
] as const;

/** No own keys, so nothing to walk: the query of most GETs, the params of most routes. */
const isEmptyObject = (value: unknown) =>
  typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).length === 0;

export const tooDeep = () => new AppError(400, 'TOO_DEEP', TOO_DEEP_MESSAGE);

/**
 * Checks the path parameters, query and parsed body of one request (see inspect.ts) and puts the
 * NFC-normalised values back. Throws a 400 naming every refused field. A body a route declares raw
 * (`config.rawBody`) is left to that route, which guards what it parses (the user pool's protocol).
 */
export function guardRequest(request: FastifyRequest): void {
  const schemas = (request.routeOptions.schema ?? {}) as RouteSchemas;
  let problems: Record<string, string> | undefined;
  for (const { part, schema } of PARTS) {
    const value: unknown = request[part];
    if (value === undefined || value === null || Buffer.isBuffer(value) || isEmptyObject(value)) continue;
    // A route that parses its own raw body (the user pool's protocol) guards what it parses.
    if (part === 'body' && request.routeOptions.config.rawBody === true) continue;
    const inspection = inspectInput(value, schemas[schema], { rootName: part });
    if (inspection.tooDeep) throw tooDeep();
    if (Object.keys(inspection.problems).length > 0)
      problems = Object.assign(problems ?? {}, inspection.problems);
    if (inspection.value !== value) request[part] = inspection.value as never;
  }
  if (problems) throw new AppError(400, 'VALIDATION_FAILED', VALIDATION_MESSAGE, problems);
}

/**
 * The input guard for every route, registered once with the platform so that no route can forget it: it
 * runs before each route's own schema validation.
 */
export function registerInputGuard(app: FastifyInstance): void {
  // A callback hook: no promise and microtask per request.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      guardRequest(request);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
}
