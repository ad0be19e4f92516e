import type { ReadinessCheckStatus } from '@cover/domain';
import type { FastifyInstance } from 'fastify';
import { TimeoutError, withTimeout } from './with-timeout.js';

/** Resolves when the dependency answers; rejects (or never settles) when it does not. */
export type ReadinessCheck = () => Promise<void>;

/** How long one check may take before it counts as `timed_out` (probes usually give up after a few seconds). */
export const READINESS_CHECK_TIMEOUT_MS = 1500;

declare module 'fastify' {
  interface FastifyInstance {
    /** The named checks GET /api/health/ready runs (see addReadinessCheck). */
    readinessChecks: Map<string, ReadinessCheck>;
  }
}

/** Gives the app its (empty) list of readiness checks; buildApp calls it before any plugin adds one. */
export function registerReadiness(app: FastifyInstance): void {
  app.decorate('readinessChecks', new Map<string, ReadinessCheck>());
}

/**
 * Adds a dependency the instance needs before it may take traffic (the database, Redis, the job queue).
 * Works from any plugin, encapsulated or not: every context shares the root's list. Names are unique.
 */
export function addReadinessCheck(app: FastifyInstance, name: string, check: ReadinessCheck): void {
  if (!app.hasDecorator('readinessChecks')) throw new Error('registerReadiness(app) must run first');
  if (app.readinessChecks.has(name)) throw new Error(`Readiness check "${name}" is already registered`);
  app.readinessChecks.set(name, check);
}

export interface ReadinessReport {
  ready: boolean;
  checks: Record<string, ReadinessCheckStatus>;
}

async function runCheck(
  app: FastifyInstance,
  name: string,
  check: ReadinessCheck,
  timeoutMs: number,
): Promise<ReadinessCheckStatus> {
  try {
    // A check that throws before returning its promise fails like one that rejects.
    await withTimeout(Promise.resolve().then(check), timeoutMs, `readiness check ${name}`);
    return 'ok';
  } catch (error) {
    app.log.warn({ check: name, err: error }, 'readiness check failed');
    return error instanceof TimeoutError ? 'timed_out' : 'failed';
  }
}

/** Runs every check at once, each within `timeoutMs`; a failure is logged (safely) and named in the report. */
export async function checkReadiness(
  app: FastifyInstance,
  timeoutMs = READINESS_CHECK_TIMEOUT_MS,
): Promise<ReadinessReport> {
  const entries = [...app.readinessChecks];
  const statuses = await Promise.all(entries.map(([name, check]) => runCheck(app, name, check, timeoutMs)));
  const checks = Object.fromEntries(entries.map(([name], index) => [name, statuses[index]!]));
  return { ready: statuses.every((status) => status === 'ok'), checks };
}
