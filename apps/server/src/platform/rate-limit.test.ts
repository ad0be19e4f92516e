/**
 * The per-address budget on API calls (RATE_LIMIT_MAX a minute): shared by every API route without a limit
 * of its own and by API addresses that find no route, not counted for pages, and shared by the instances
 * on one Redis.
 */
import { apiErrorSchema } from '@cover/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from '../../test/closed-port.js';
import { slowProxy } from '../../test/slow-proxy.js';
import { captureLogs } from '../../test/log-capture.js';
import { buildTestApp } from '../../test/helpers.js';
import { callbackRequestRoutes } from '../modules/callback-requests/routes.js';
import { VALID_CALLBACK_REQUEST } from '../modules/callback-requests/testing.js';
import { healthRoutes } from '../modules/health/routes.js';
import { publicConfigRoutes } from '../modules/public-config/routes.js';
import { waitText } from './rate-limit.js';

const MAX = 3;
const modules = [healthRoutes, publicConfigRoutes, callbackRequestRoutes];

let app: FastifyInstance;
let address = 0;
/** Each test calls from addresses of its own. */
const newAddress = () => `10.0.7.${(address += 1)}`;
const get = (url: string, remoteAddress: string, target = app) => target.inject({ url, remoteAddress });
const askForCallback = (remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/callback-requests',
    remoteAddress,
    payload: VALID_CALLBACK_REQUEST,
  });
const budgetHeaders = (headers: Record<string, unknown>) =>
  Object.keys(headers).filter((name) => name.startsWith('x-ratelimit') || name === 'retry-after');

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_MAX: MAX }, { modules });
});
afterAll(async () => {
  await app.close();
});

describe('the API budget per address', () => {
  it('answers MAX calls a minute, then 429 in the envelope with when to try again', async () => {
    const from = newAddress();
    for (let call = 0; call < MAX; call += 1) {
      const response = await get('/api/config', from);
      expect(response.statusCode).toBe(200);
      expect(budgetHeaders(response.headers)).toEqual([]);
    }
    const refused = await get('/api/config', from);
    expect(refused.statusCode).toBe(429);
    const { error } = apiErrorSchema.parse(refused.json());
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.message).toMatch(/^Too many requests\. Please try again in (\d+ seconds?|1 minute)\.$/);
    expect(error.requestId).toBeTruthy();
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers['x-ratelimit-limit']).toBe(String(MAX));
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    expect(refused.headers['x-ratelimit-reset']).toBe(refused.headers['retry-after']);
    // Another address has its own budget.
    expect((await get('/api/config', newAddress())).statusCode).toBe(200);
  });

  it('counts API addresses that find no route in the same budget, and never pages', async () => {
    const from = newAddress();
    for (let call = 0; call < MAX + 2; call += 1) {
      // The page, or a 404 without a web build: never refused.
      expect((await get('/retail/sign-in', from)).statusCode).not.toBe(429);
    }
    expect((await get('/api/config', from)).statusCode).toBe(200);
    expect((await get('/api/no-such-thing', from)).statusCode).toBe(404);
    expect((await get('/api/no-such-thing', from)).statusCode).toBe(404);
    expect((await get('/api/config', from)).statusCode).toBe(429);
    expect((await get('/api/no-such-thing', from)).statusCode).toBe(429);
  });

  it('leaves out the probes and the routes with a budget of their own', async () => {
    const from = newAddress();
    for (let call = 0; call < MAX + 2; call += 1) {
      expect((await get('/api/health/live', from)).statusCode).toBe(200);
    }
    const submitted = await askForCallback(from);
    expect(submitted.statusCode, submitted.body).toBe(201);
    for (let call = 0; call < MAX; call += 1) {
      expect((await get('/api/config', from)).statusCode).toBe(200);
    }
    expect((await get('/api/config', from)).statusCode).toBe(429);
    // The callback form's own budget (5 an hour) still has room.
    const again = await askForCallback(from);
    expect(again.statusCode, again.body).toBe(201);
  });

  it('is counted together by the instances on one Redis (at TEST_REDIS_URL or 127.0.0.1:6379)', async () => {
    const settings = {
      RATE_LIMIT_MAX: MAX,
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `test-rate-limit-${process.pid}-${Date.now()}:`,
    };
    const one = await buildTestApp(settings, { modules });
    const two = await buildTestApp(settings, { modules });
    try {
      const from = newAddress();
      const answers = [];
      for (let call = 0; call < MAX + 1; call += 1) {
        answers.push((await get('/api/config', from, call % 2 === 0 ? one : two)).statusCode);
      }
      expect(answers).toEqual([200, 200, 200, 429]);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('counts from the first call after start, also when Redis answers slowly', async () => {
    const proxy = await slowProxy(new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'), 400);
    const slow = await buildTestApp(
      {
        RATE_LIMIT_MAX: MAX,
        REDIS_URL: proxy.url,
        REDIS_KEY_PREFIX: `test-rate-limit-slow-${process.pid}-${Date.now()}:`,
      },
      { modules },
    );
    try {
      const from = newAddress();
      const answers = [];
      for (let call = 0; call < MAX + 1; call += 1)
        answers.push((await get('/api/config', from, slow)).statusCode);
      expect(answers).toEqual([200, 200, 200, 429]);
    } finally {
      await slow.close();
      await proxy.close();
    }
  });
});

describe('the API budget while Redis cannot be reached', () => {
  it('lets calls through rather than refuse them, without waiting on Redis', async () => {
    const port = await closedPort();
    const down = await buildTestApp(
      { RATE_LIMIT_MAX: MAX, REDIS_URL: `redis://127.0.0.1:${port}` },
      { modules },
    );
    try {
      const lines = captureLogs(down.log);
      const from = newAddress();
      const started = Date.now();
      const answers = [];
      for (let call = 0; call < MAX + 2; call += 1)
        answers.push((await get('/api/config', from, down)).statusCode);
      expect(answers).toEqual(Array(MAX + 2).fill(200));
      expect(Date.now() - started).toBeLessThan(500);
      // One warning for every call let through within the minute, not one a call.
      const warnings = lines.filter((line) => line.includes('throttle counters unavailable'));
      expect(warnings).toHaveLength(1);
      expect(JSON.parse(warnings[0] ?? '{}')).toMatchObject({ level: 40, leftOut: 0 });
    } finally {
      await down.close();
    }
  });
});

describe('waitText', () => {
  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [150, '3 minutes'],
  ])('%i s → %s', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });
});
