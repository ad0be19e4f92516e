import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { buildTestApp, createTestDb } from '../../test/helpers.js';
import { assertRouteAudience } from './audience.js';

describe('route audience declarations', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDb();
  });
  afterAll(async () => {
    await database.close();
  });

  it('refuses to start when an /api route declares no audience', async () => {
    const undeclared: FastifyPluginAsyncZod = async (app) => {
      app.get('/api/forgotten', async () => ({ ok: true }));
    };
    await expect(buildTestApp({}, { database, modules: [undeclared] })).rejects.toThrow(
      /GET \/api\/forgotten must declare config\.audience/,
    );
  });

  it('refuses an unknown audience and accepts a declared one', async () => {
    const bad = { url: '/api/x', method: 'POST', config: { audience: 'everyone' } } as const;
    expect(() => assertRouteAudience({ ...bad, config: JSON.parse(JSON.stringify(bad.config)) })).toThrow(
      /everyone/,
    );
    expect(() =>
      assertRouteAudience({ url: '/api/x', method: 'POST', config: { audience: 'public' } }),
    ).not.toThrow();
  });

  it('does not require a declaration outside /api or on the API documentation', () => {
    expect(() => assertRouteAudience({ url: '/*', method: 'GET' })).not.toThrow();
    expect(() => assertRouteAudience({ url: '/api/docs/json', method: 'GET' })).not.toThrow();
    expect(() => assertRouteAudience({ url: '/apiary', method: 'GET' })).not.toThrow();
  });

  it('starts when every route declares its audience', async () => {
    const declared: FastifyPluginAsyncZod = async (app) => {
      app.get('/api/declared', { config: { audience: 'public' } }, async () => ({ ok: true }));
    };
    const app = await buildTestApp({}, { database, modules: [declared] });
    expect((await app.inject({ method: 'GET', url: '/api/declared' })).json()).toEqual({ ok: true });
    await app.close();
  });
});
