import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { testConfig } from '../../apps/server/src/config';
import { seedDemoData } from '../../apps/server/src/seed/seed';
import { TEST_SCRYPT_PARAMS } from '../../apps/server/src/platform/password-hash';

export interface Listening {
  app: FastifyInstance;
  url: string;
}

async function listen(app: FastifyInstance): Promise<Listening> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: address };
}

/**
 * The real application, logs silent, rate limit out of the way: on an in-memory embedded database, or on
 * PostgreSQL when `databaseUrl` is given (migrated on start), with the demo catalogue, valuations and roster.
 */
export async function startApp(options: { databaseUrl?: string } = {}): Promise<Listening> {
  const app = await buildApp(
    testConfig({
      RATE_LIMIT_MAX: 10_000_000,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    }),
  );
  await seedDemoData(app.db, { passwordHashParams: TEST_SCRYPT_PARAMS });
  return listen(app);
}

/** The framework floor: a bare Fastify route answering a small JSON object. */
export async function startBareFastify(): Promise<Listening> {
  const app = Fastify({ logger: false });
  app.get('/api/health', async () => ({ status: 'ok', database: 'ok', uptimeSeconds: 1, version: '0.0.0' }));
  return listen(app);
}
