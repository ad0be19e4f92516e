import { healthSchema } from '@cover/domain';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createTestDb } from '../../../test/helpers.js';

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
