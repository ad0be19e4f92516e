import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.js';
import { safeErrorForLog } from './safe-error.js';

/** Secrets never reach the logs. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  // Plugins that log the headers they were given (the multipart parser at trace level logs its options).
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
  '*.password',
  '*.pass',
  '*.code',
  '*.token',
];

/** What a request log line says of the request it belongs to. */
export type LoggedRequest = {
  method: string;
  /** The matched route pattern (e.g. /api/retail/user/getAdminUser), never the raw URL. */
  route: string;
  host: string | undefined;
  remoteAddress: string | undefined;
};

/**
 * The request as the logs see it: the route's pattern in place of the URL, because the spec's GET calls
 * carry ID numbers and user names in their query strings (getAdminUser?userName=,
 * getPolicyHolderByIdNumber?idNumber=) and path parameters can hold policy or claim numbers. A request
 * that matched no route is logged as "(no route)".
 */
export function loggedRequest(request: FastifyRequest): LoggedRequest {
  return {
    method: request.method,
    route: request.routeOptions?.url ?? '(no route)',
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * pino options for Fastify's logger: JSON lines on stdout, secrets redacted, no raw URLs, and errors only
 * as safeErrorForLog describes them (stack frames in development only).
 */
export function loggerOptions(
  config: Pick<AppConfig, 'LOG_LEVEL' | 'NODE_ENV'>,
): NonNullable<FastifyServerOptions['logger']> {
  const withStack = config.NODE_ENV === 'development';
  return {
    level: config.LOG_LEVEL,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: loggedRequest,
      // pino's type expects its own error shape; ours is deliberately smaller.
      err: ((error: unknown) => safeErrorForLog(error, { withStack })) as never,
    },
  };
}
