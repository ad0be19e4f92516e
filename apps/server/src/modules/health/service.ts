import type { Health, Liveness, Readiness } from '@cover/domain';
import type { FastifyInstance } from 'fastify';
import { pingDatabase, type Database } from '../../db/client.js';
import { checkReadiness } from '../../platform/readiness.js';
import { APP_VERSION } from '../../version.js';

/** Liveness and database reachability; `healthy` is false when the database does not answer. */
export async function checkHealth(db: Database): Promise<{ healthy: boolean; health: Health }> {
  const databaseOk = await pingDatabase(db).then(
    () => true,
    () => false,
  );
  return {
    healthy: databaseOk,
    health: {
      status: databaseOk ? 'ok' : 'degraded',
      database: databaseOk ? 'ok' : 'unavailable',
      uptimeSeconds: Math.round(process.uptime()),
      version: APP_VERSION,
    },
  };
}

/** The process answers: nothing else is asked (a liveness probe must not fail because a dependency did). */
export function liveness(): Liveness {
  return { status: 'ok', uptimeSeconds: Math.round(process.uptime()), version: APP_VERSION };
}

/** Every registered readiness check (database, Redis when configured, job queue), run at once. */
export async function readiness(app: FastifyInstance): Promise<{ ready: boolean; body: Readiness }> {
  const { ready, checks } = await checkReadiness(app);
  return { ready, body: { status: ready ? 'ready' : 'not_ready', checks } };
}
