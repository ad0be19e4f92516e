import { measure, printTable } from './support/load';
import { startApp, startBareFastify } from './support/servers';

/** GET /api/health (which pings the database) against a bare Fastify route: the framework floor. */
export async function benchHealth(): Promise<void> {
  const bare = await startBareFastify();
  const app = await startApp();
  try {
    const rows = [
      await measure({ name: 'bare Fastify GET /api/health (floor)', url: `${bare.url}/api/health` }),
      await measure({ name: 'app GET /api/config (no database)', url: `${app.url}/api/config` }),
      await measure({ name: 'app GET /api/health (pings the DB)', url: `${app.url}/api/health` }),
    ];
    printTable('API: health endpoint against the framework floor (10 connections, 5 s each)', rows);
  } finally {
    await bare.app.close();
    await app.app.close();
  }
}
