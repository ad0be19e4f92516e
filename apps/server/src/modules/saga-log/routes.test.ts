import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.js';
import { monthlyFileName } from '../../platform/log-sink/index.js';

let app: FastifyInstance;
let logDir: string;

beforeAll(async () => {
  logDir = await mkdtemp(path.join(tmpdir(), 'saga-log-'));
  app = await buildTestApp({ LOG_DIR: logDir });
});
afterAll(async () => {
  await app.close();
  await rm(logDir, { recursive: true, force: true });
});

async function loggedLines(): Promise<Record<string, unknown>[]> {
  const files = await readdir(logDir);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/^web-client_\d{2}_\d{4}\.txt$/);
  expect([
    monthlyFileName('web-client', new Date()),
    monthlyFileName('web-client', new Date(Date.now() - 60_000)),
  ]).toContain(files[0]);
  const text = await readFile(path.join(logDir, files[0] ?? ''), 'utf8');
  return text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('POST /api/{retail,employee}/sagaLog', () => {
  it('rejects an unknown category with 400 naming the field, and writes nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/retail/sagaLog',
      payload: { category: 'debug', details: 'x' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { code: string; fields: Record<string, string> } }>();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.fields)).toEqual(['category']);
    await expect(readdir(logDir)).resolves.toEqual([]);
  });

  it('rejects a missing details field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/employee/sagaLog',
      payload: { category: 'info' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ error: { fields: object } }>().error.fields)).toContain('details');
  });

  it('records retail and employee entries with their source, redacted, and answers 204', async () => {
    const retail = await app.inject({
      method: 'POST',
      url: '/api/retail/sagaLog',
      payload: { category: 'error', details: { message: 'Quote failed', password: 'hunter2' } },
    });
    expect(retail.statusCode).toBe(204);
    expect(retail.body).toBe('');
    const employee = await app.inject({
      method: 'POST',
      url: '/api/employee/sagaLog',
      payload: { category: 'warning', details: 'slow network' },
    });
    expect(employee.statusCode).toBe(204);

    const lines = await loggedLines();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      category: 'error',
      source: 'retail',
      details: { message: 'Quote failed', password: '[redacted]' },
    });
    expect(lines[1]).toMatchObject({ category: 'warning', source: 'employee', details: 'slow network' });
    expect(Number.isNaN(Date.parse(String(lines[1]?.timestamp)))).toBe(false);
  });

  it('limits each visitor to 60 entries a minute', async () => {
    const limited = await buildTestApp({ LOG_DIR: logDir });
    try {
      const post = () =>
        limited.inject({
          method: 'POST',
          url: '/api/retail/sagaLog',
          payload: { category: 'info', details: 'tick' },
        });
      for (let i = 0; i < 60; i += 1) expect((await post()).statusCode).toBe(204);
      const blocked = await post();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json<{ error: { code: string } }>().error.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
