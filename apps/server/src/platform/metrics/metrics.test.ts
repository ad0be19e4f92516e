import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../../test/helpers.js';
import { captureLogs } from '../../../test/log-capture.js';
import { testConfig } from '../../config.js';
import { errorHandler } from '../errors.js';
import {
  recordBillingOutcomes,
  recordJobOutcome,
  registerMetrics,
  registerMetricsRoute,
  registerQueueDepthSource,
} from './index.js';

const POLICY_NUMBER = 'FUN-7731-0042';
const TOKEN = 'scrape-token-0123456789abcdef';

const sampleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/test/policies/:policyNumber',
    { config: { audience: 'public' }, schema: { params: z.object({ policyNumber: z.string() }) } },
    async (request) => ({ policyNumber: request.params.policyNumber }),
  );
  app.get('/api/test/fails', { config: { audience: 'public' } }, async () => {
    throw new Error('boom');
  });
};

const scrape = async (app: FastifyInstance, headers: Record<string, string> = {}) => {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers });
  expect(response.statusCode).toBe(200);
  return response.body;
};

/** The value of one sample line, e.g. `cover_jobs_total{queue="billing",outcome="dead"}`. */
const sample = (body: string, series: string) => {
  const line = body.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics without METRICS_TOKEN outside production', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({}, { modules: [sampleRoutes] });
  });
  afterAll(() => app.close());

  it('counts requests under their route pattern, never the raw URL', async () => {
    await app.inject({ method: 'GET', url: `/api/test/policies/${POLICY_NUMBER}` });
    await app.inject({ method: 'GET', url: `/api/test/policies/${POLICY_NUMBER}?idNumber=8001015009087` });
    await app.inject({ method: 'GET', url: '/api/test/fails' });
    await app.inject({ method: 'GET', url: `/api/no-such-route/${POLICY_NUMBER}` });
    const body = await scrape(app);
    expect(body).toContain('# TYPE http_request_duration_seconds histogram');
    const policyCount =
      'http_request_duration_seconds_count{method="GET",route="/api/test/policies/:policyNumber",status_class="2xx"}';
    expect(sample(body, policyCount)).toBe(2);
    expect(
      sample(
        body,
        'http_request_duration_seconds_count{method="GET",route="/api/test/fails",status_class="5xx"}',
      ),
    ).toBe(1);
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="[^"]*",status_class="4xx"\} 1/,
    );
    expect(body).not.toContain(POLICY_NUMBER);
    expect(body).not.toContain('8001015009087');
    expect(body).toContain('process_cpu_user_seconds_total');
    expect(body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('answers in Prometheus text format, never cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('shows job outcomes, queue depth read at scrape time, and billing outcomes', async () => {
    recordJobOutcome(app, 'billing', 'completed');
    recordJobOutcome(app, 'billing', 'completed');
    recordJobOutcome(app, 'mail', 'dead');
    let waiting = 3;
    registerQueueDepthSource(app, async () => [
      { queue: 'mail', state: 'created', count: waiting },
      { queue: 'mail', state: 'active', count: 1 },
    ]);
    registerQueueDepthSource(app, () => Promise.reject(new Error('queue table unavailable')));
    recordBillingOutcomes(app, { collected: 7, failed: 2, recovered: 1, lapsed: 0 });
    recordBillingOutcomes(app, { collected: 3, failed: 0, recovered: 0, lapsed: 1 });

    const lines = captureLogs(app.log);
    let body = await scrape(app);
    expect(sample(body, 'cover_jobs_total{queue="billing",outcome="completed"}')).toBe(2);
    expect(sample(body, 'cover_jobs_total{queue="mail",outcome="dead"}')).toBe(1);
    expect(sample(body, 'cover_job_queue_depth{queue="mail",state="created"}')).toBe(3);
    expect(sample(body, 'cover_job_queue_depth{queue="mail",state="active"}')).toBe(1);
    expect(sample(body, 'cover_billing_outcomes_total{outcome="collected"}')).toBe(10);
    expect(sample(body, 'cover_billing_outcomes_total{outcome="failed"}')).toBe(2);
    expect(sample(body, 'cover_billing_outcomes_total{outcome="recovered"}')).toBe(1);
    expect(sample(body, 'cover_billing_outcomes_total{outcome="lapsed"}')).toBe(1);
    expect(lines.some((line) => line.includes('queue depth unavailable for this scrape'))).toBe(true);

    waiting = 0;
    body = await scrape(app);
    expect(sample(body, 'cover_job_queue_depth{queue="mail",state="created"}')).toBe(0);
  });

  it('skips (and logs) a billing count that is not a whole number ≥ 0, recording the others', async () => {
    const before = sample(await scrape(app), 'cover_billing_outcomes_total{outcome="collected"}') ?? 0;
    const lines = captureLogs(app.log);
    recordBillingOutcomes(app, { collected: 1, failed: -1, recovered: Number.NaN, lapsed: 0.5 });
    const body = await scrape(app);
    expect(sample(body, 'cover_billing_outcomes_total{outcome="collected"}')).toBe(before + 1);
    expect(lines.filter((line) => line.includes('not recorded'))).toHaveLength(3);
  });

  it('keeps each app to its own registry', async () => {
    const other = await buildTestApp({}, { modules: [sampleRoutes] });
    try {
      recordJobOutcome(other, 'only-on-other', 'failed');
      expect(await scrape(other)).toContain('only-on-other');
      const body = await scrape(app);
      expect(body).not.toContain('only-on-other');
      expect(await scrape(other)).not.toContain('/api/test/fails');
    } finally {
      await other.close();
    }
  });
});

describe('GET /metrics with METRICS_TOKEN set', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ METRICS_TOKEN: TOKEN }, { modules: [sampleRoutes] });
  });
  afterAll(() => app.close());

  it.each([
    ['no Authorization header', {}],
    ['a wrong token', { authorization: `Bearer ${TOKEN.replace(/.$/, 'X')}` }],
    ['the token as Basic credentials', { authorization: `Basic ${TOKEN}` }],
  ])('refuses %s with 401 in the error envelope', async (_case, headers) => {
    const response = await app.inject({ method: 'GET', url: '/metrics', headers });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(response.json()).toMatchObject({
      error: { code: 'UNAUTHENTICATED', requestId: expect.any(String) },
    });
    expect(response.body).not.toContain('http_request_duration_seconds');
  });

  it('answers the bearer of the token', async () => {
    expect(await scrape(app, { authorization: `Bearer ${TOKEN}` })).toContain(
      'http_request_duration_seconds',
    );
  });
});

describe('GET /metrics in production', () => {
  /** Just the metrics and their route, on the production setting (the full app would start its job queue). */
  async function productionApp(overrides: { METRICS_TOKEN?: string }) {
    const app = Fastify();
    app.decorate('config', testConfig({ NODE_ENV: 'production', ...overrides }));
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.setErrorHandler(errorHandler);
    registerMetrics(app);
    registerMetricsRoute(app);
    await app.ready();
    return app;
  }

  it('answers 404 without a token, as for a route that does not exist', async () => {
    const app = await productionApp({});
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    await app.close();
  });

  it('answers the bearer of the token when one is set', async () => {
    const app = await productionApp({ METRICS_TOKEN: TOKEN });
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect(await scrape(app, { authorization: `Bearer ${TOKEN}` })).toContain(
      'process_resident_memory_bytes',
    );
    await app.close();
  });
});
