import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.js';

/** Secrets never reach the logs. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.pass',
  '*.code',
  '*.token',
];

/** pino options for Fastify's logger: JSON lines on stdout, secrets redacted. */
export function loggerOptions(
  config: Pick<AppConfig, 'LOG_LEVEL'>,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
  };
}
