import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config.js';

/**
 * Who may read /metrics: with METRICS_TOKEN set, whoever presents it as a bearer token; without one, anyone
 * outside production (development, tests); in production without a token, nobody (404, as for no route).
 */
export type MetricsAccess = { kind: 'token'; token: string } | { kind: 'open' } | { kind: 'hidden' };

export function metricsAccess(config: Pick<AppConfig, 'METRICS_TOKEN' | 'NODE_ENV'>): MetricsAccess {
  if (config.METRICS_TOKEN) return { kind: 'token', token: config.METRICS_TOKEN };
  return config.NODE_ENV === 'production' ? { kind: 'hidden' } : { kind: 'open' };
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether an Authorization header is `Bearer <token>`. The comparison takes the same time whatever the
 * header holds (both sides are hashed to one length first, so neither the length nor a prefix leaks).
 */
export function presentsToken(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(presented), digest(token)) && presented.length > 0;
}
