import type { Health } from '@cover/domain';
import { pingDatabase, type Database } from '../../db/client.js';
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
