import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../../src/app.js';
import { testConfig, type AppConfig } from '../../src/config.js';
import type { AppModule } from '../../src/modules/index.js';
import { redisThrottle } from '../../src/platform/throttle.js';
import { createEmptyPostgresDb } from '../helpers.js';
import { testRedisUrl } from '../test-redis.js';
import { postgresServerUrl } from './services.js';

/**
 * Instances as a deployment runs them: each its own app, database pool and Redis connection, all on one
 * fresh PostgreSQL database and one Redis under a key prefix of this run. close() closes the apps, drops the
 * database and deletes the run's Redis keys.
 */
export interface Cluster {
  apps: FastifyInstance[];
  close(): Promise<void>;
}

export async function startCluster(
  size: number,
  options: { config?: Partial<AppConfig>; modules?: readonly AppModule[]; startJobs?: boolean } = {},
): Promise<Cluster> {
  const database = await createEmptyPostgresDb(postgresServerUrl);
  const prefix = `cover-test:${randomUUID()}:`;
  const config = testConfig({
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl,
    REDIS_KEY_PREFIX: prefix,
    ...options.config,
  });
  const apps: FastifyInstance[] = [];
  const close = async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.drop();
    const redis = new Redis(testRedisUrl);
    await redisThrottle(redis, prefix)
      .reset()
      .finally(() => redis.disconnect());
  };
  try {
    // One after another: the first migrates the database and creates the pool's signing key, the rest find them.
    for (let n = 0; n < size; n += 1)
      apps.push(
        await buildApp(config, {
          ...(options.modules ? { modules: options.modules } : {}),
          ...(options.startJobs === undefined ? {} : { startJobs: options.startJobs }),
        }),
      );
  } catch (error) {
    await close();
    throw error;
  }
  return { apps, close };
}

/** A load balancer without sticky sessions: request n goes to instance n % size. */
export function roundRobin(apps: readonly FastifyInstance[]) {
  let sent = 0;
  return async (request: InjectOptions): Promise<{ instance: number; response: LightMyRequestResponse }> => {
    const instance = sent % apps.length;
    sent += 1;
    const app = apps[instance];
    if (!app) throw new Error('no instances');
    return { instance, response: await app.inject(request) };
  };
}
