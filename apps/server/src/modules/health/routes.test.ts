import { healthSchema, livenessSchema, readinessSchema } from '@cover/domain';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { closedPort } from '../../../test/closed-port.js';
import { buildTestApp, createTestDb } from '../../../test/helpers.js';
import { captureLogs } from '../../../test/log-capture.js';
import { addReadinessCheck } from '../../platform/readiness.js';
import { healthRoutes } from './routes.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('GET /api/health', () => {
  it('answers 200 when the database answers', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(healthSchema.parse(response.json())).toMatchObject({ status: 'ok', database: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    await app.close();
  });

  it('answers 503 when the database is gone', async () => {
    const database = await createTestDb();
    const app = await buildTestApp({}, { database });
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(healthSchema.parse(response.json())).toMatchObject({
      status: 'degraded',
      database: 'unavailable',
    });
    await app.close();
  });
});

describe('GET /api/health/live and /api/health/ready', () => {
  it('are live and ready while the database answers, and are never cached', async () => {
    const app = await buildTestApp({}, { modules: [healthRoutes] });
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(livenessSchema.parse(live.json()).status).toBe('ok');
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(readinessSchema.parse(ready.json())).toEqual({
      status: 'ready',
      checks: { database: 'ok', jobs: 'ok' },
    });
    expect(ready.headers['cache-control']).toBe('no-store');
    await app.close();
  });

  it('is still live but not ready, naming the database, when the database is gone', async () => {
    const database = await createTestDb();
    const app = await buildTestApp({}, { database, modules: [healthRoutes] });
    const lines = captureLogs(app.log);
    await database.close();
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(readinessSchema.parse(ready.json())).toEqual({
      status: 'not_ready',
      checks: { database: 'failed', jobs: 'ok' },
    });
    const failure = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.check);
    expect(failure).toMatchObject({ check: 'database', msg: 'readiness check failed', level: 40 });
    await app.close();
  });

  it('is not ready, naming redis, when REDIS_URL points at a closed port, and says so at once', async () => {
    const port = await closedPort();
    const app = await buildTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` }, { modules: [healthRoutes] });
    const started = Date.now();
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(ready.statusCode).toBe(503);
    expect(readinessSchema.parse(ready.json())).toEqual({
      status: 'not_ready',
      checks: { database: 'ok', jobs: 'ok', redis: 'failed' },
    });
    await app.close();
  });

  it('is ready with redis once Redis answers (Redis at TEST_REDIS_URL or 127.0.0.1:6379)', async () => {
    const app = await buildTestApp({ REDIS_URL: redisUrl }, { modules: [healthRoutes] });
    const redis = app.redis;
    if (!redis) throw new Error('app.redis expected with REDIS_URL');
    if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', jobs: 'ok', redis: 'ok' } });
    expect(ready.statusCode).toBe(200);
    await app.close();
  });

  it('runs checks added by encapsulated plugins, marking one that hangs as timed out and one that throws as failed', async () => {
    const jobQueue = async (app: Parameters<typeof addReadinessCheck>[0]) => {
      addReadinessCheck(app, 'search-index', () => new Promise<void>(() => undefined));
      addReadinessCheck(app, 'mail', () => {
        throw new Error('not configured');
      });
    };
    const app = await buildTestApp({}, { modules: [jobQueue, healthRoutes] });
    const started = Date.now();
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'not_ready',
      checks: { database: 'ok', jobs: 'ok', mail: 'failed', 'search-index': 'timed_out' },
    });
    await app.close();
  });

  it('refuses a second check under a name already taken, at start', async () => {
    const again = fp(async (app) => addReadinessCheck(app, 'database', async () => undefined));
    await expect(buildTestApp({}, { modules: [again] })).rejects.toThrow(/"database" is already registered/);
  });
});
