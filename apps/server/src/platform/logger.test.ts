import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildTestApp } from '../../test/helpers.js';
import { captureLogs } from '../../test/log-capture.js';

let app: FastifyInstance;
let lines: string[];

beforeAll(async () => {
  app = await buildTestApp();
  lines = captureLogs(app.log);
});
afterAll(async () => {
  await app.close();
});

it('logs the route pattern of a request, never its URL, query string or path values', async () => {
  const idNumber = '8001015009087';
  await app.inject({ method: 'GET', url: `/api/retail/user/getAdminUser?userName=${idNumber}` });
  await app.inject({ method: 'GET', url: `/api/employee/getPolicyHolderByIdNumber?idNumber=${idNumber}` });
  await app.inject({ method: 'GET', url: `/api/no-such-route/${idNumber}?idNumber=${idNumber}` });
  const requestLines = lines.map((line) => JSON.parse(line) as { req?: { route?: string }; msg: string });
  const routes = requestLines.flatMap((line) => (line.req?.route ? [line.req.route] : []));
  expect(routes).toContain('/api/retail/user/getAdminUser');
  expect(routes).toContain('/api/employee/getPolicyHolderByIdNumber');
  // A request no route matched is logged under the not-found handler's pattern.
  expect(routes.filter((route) => !route.startsWith('/api/'))).toHaveLength(1);
  expect(lines.length).toBeGreaterThanOrEqual(6);
  for (const line of lines) expect(line).not.toContain(idNumber);
});

describe('request ids in every log line', () => {
  let probeApp: FastifyInstance;
  let probeLines: string[];
  const parsed = () => probeLines.map((line) => JSON.parse(line) as { msg: string; reqId?: string });

  /** Logs through app.log's children, as module code does, before and after an await and from a later tick. */
  const probe: FastifyPluginAsyncZod = async (app) => {
    const moduleLog = app.log.child({ component: 'probe' });
    app.get('/api/test/log-probe', { config: { audience: 'public' } }, async (request) => {
      moduleLog.info('before the await');
      await new Promise((resolve) => setTimeout(resolve, 5));
      moduleLog.info('after the await');
      app.log.info('through app.log itself');
      request.log.info('through request.log');
      request.log.child({ step: 'child' }).info('through a child of request.log');
      request.log.trace('below the level');
      return { ok: true };
    });
    app.get('/api/test/quiet', { config: { audience: 'public' } }, async (request) => {
      request.log.info('below warn');
      return { ok: true };
    });
  };

  beforeAll(async () => {
    probeApp = await buildTestApp({}, { modules: [probe] });
    probeLines = captureLogs(probeApp.log);
  });
  afterAll(async () => {
    await probeApp.close();
  });

  it("stamps lines written through app.log while a request is handled with the id its response's x-request-id shows", async () => {
    const first = await probeApp.inject({ method: 'GET', url: '/api/test/log-probe' });
    const second = await probeApp.inject({ method: 'GET', url: '/api/test/log-probe' });
    for (const response of [first, second]) {
      const requestId = response.headers['x-request-id'];
      expect(requestId).toEqual(expect.any(String));
      const mine = parsed().filter((line) => line.reqId === requestId);
      expect(mine.map((line) => line.msg)).toEqual(
        expect.arrayContaining([
          'before the await',
          'after the await',
          'through app.log itself',
          'through request.log',
          'through a child of request.log',
        ]),
      );
    }
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('writes the id once on lines of the request logger, which already binds it', async () => {
    await probeApp.inject({ method: 'GET', url: '/api/test/log-probe' });
    const requestLines = probeLines.filter((line) => line.includes('"msg":"through request.log"'));
    expect(requestLines.length).toBeGreaterThan(0);
    for (const line of requestLines) expect(line.match(/"reqId":/g)).toHaveLength(1);
    const childLines = probeLines.filter((line) => line.includes('"msg":"through a child of request.log"'));
    expect(childLines.length).toBeGreaterThan(0);
    for (const line of childLines) expect(line.match(/"reqId":/g)).toHaveLength(1);
  });

  it('writes nothing for lines below the level', async () => {
    const level = probeApp.log.level;
    probeApp.log.level = 'info';
    try {
      const before = probeLines.length;
      await probeApp.inject({ method: 'GET', url: '/api/test/log-probe' });
      const written = probeLines.slice(before);
      expect(written.some((line) => line.includes('"msg":"through request.log"'))).toBe(true);
      expect(written.some((line) => line.includes('below the level'))).toBe(false);
    } finally {
      probeApp.log.level = level;
    }
  });

  it('makes no request logger for a request that writes nothing at an enabled level', async () => {
    // At info every request writes its access lines ('incoming request', 'request completed'); at warn none.
    const level = probeApp.log.level;
    probeApp.log.level = 'warn';
    const child = vi.spyOn(probeApp.log, 'child');
    try {
      const response = await probeApp.inject({ method: 'GET', url: '/api/test/quiet' });
      expect(response.statusCode).toBe(200);
      expect(child).not.toHaveBeenCalled();
    } finally {
      child.mockRestore();
      probeApp.log.level = level;
    }
  });

  it('leaves lines of background work, outside any request, without an id', async () => {
    probeApp.log.child({ component: 'background' }).info('background tick');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const background = parsed().find((line) => line.msg === 'background tick');
    expect(background).toBeDefined();
    expect(background).not.toHaveProperty('reqId');
  });
});
