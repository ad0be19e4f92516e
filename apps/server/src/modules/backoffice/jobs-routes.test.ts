/**
 * Background jobs in the back office (issue 16): on a started job queue, a job that keeps failing is retried
 * and then dead-lettered; staff see it with its error and put it back on its queue, where it runs again.
 * Only a back-office account may look or retry.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../../test/helpers.js';
import { modules } from '../index.js';
import { asBackoffice, operatorSession } from '../operator/testing/staff-sessions.js';
import { queueSummaries } from './jobs-routes.js';

const JOBS = '/api/backoffice/jobs';
let app: FastifyInstance;
let staff: string;
let operatorOnly: string;
let failing = true;
const runs: number[] = [];

const flakyJob = fp(async (instance) => {
  instance.jobs.define({
    name: 'test-flaky',
    title: 'Test job that fails until told otherwise',
    schema: z.object({ n: z.number() }),
    retryLimit: 1,
    retryDelaySeconds: 1,
    pollingIntervalSeconds: 1,
    async handler(data) {
      runs.push(data.n);
      if (failing) throw new Error(`the test job failed (run ${runs.length})`);
    },
  });
});

beforeAll(async () => {
  app = await buildTestApp({}, { modules: [...modules, flakyJob], startJobs: true });
  staff = await operatorSession(app, ['backoffice'], 'console (staff)');
  operatorOnly = await operatorSession(app, ['operator']);
}, 120_000);
afterAll(() => app.close());

const as = (cookie: string | null, method: 'GET' | 'POST', url: string) =>
  asBackoffice(app, cookie, method, url);
const flakyQueue = async () =>
  (await as(staff, 'GET', JOBS)).json().queues.find((q: { queue: string }) => q.queue === 'test-flaky');

describe('dead-lettered jobs in the back office', () => {
  it('lists a job whose retries are used up with its error, and runs it again when staff retry it', async () => {
    await app.jobs.send('test-flaky', { n: 7 });
    await expect
      .poll(flakyQueue, { timeout: 30_000, interval: 250 })
      .toMatchObject({ failed: 1, waiting: 0 });
    expect(runs).toEqual([7, 7]);

    const listed = await as(staff, 'GET', JOBS);
    expect(listed.statusCode).toBe(200);
    const body = listed.json();
    expect(body.queueRunning).toBe(true);
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.json().checks).toMatchObject({ database: 'ok', jobs: 'ok' });
    const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toContain('cover_jobs_total{queue="test-flaky",outcome="dead"} 1');
    expect(metrics).toContain('cover_job_queue_depth{queue="test-flaky",state="failed"} 1');
    expect(body.queues.map((q: { queue: string }) => q.queue)).toEqual(
      expect.arrayContaining(['billing-run', 'outbox-delivery', 'idempotency-purge', 'test-flaky']),
    );
    const [dead] = body.failed;
    expect(dead).toMatchObject({
      queue: 'test-flaky',
      title: 'Test job that fails until told otherwise',
      attempts: 2,
      error: 'the test job failed (run 2)',
    });

    failing = false;
    const retried = await as(staff, 'POST', `${JOBS}/${dead.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ id: dead.id, retried: true });
    await expect
      .poll(flakyQueue, { timeout: 30_000, interval: 250 })
      .toMatchObject({ failed: 0, waiting: 0, running: 0 });
    expect(runs).toEqual([7, 7, 7]);
    expect((await as(staff, 'GET', JOBS)).json().failed).toEqual([]);

    // Retrying it again: it is no longer dead-lettered.
    expect((await as(staff, 'POST', `${JOBS}/${dead.id}/retry`)).statusCode).toBe(404);
  }, 90_000);

  it('refuses callers without the back-office role, unknown ids and malformed ids', async () => {
    expect((await as(null, 'GET', JOBS)).statusCode).toBe(401);
    expect((await as(operatorOnly, 'GET', JOBS)).statusCode).toBe(403);
    expect(
      (await as(operatorOnly, 'POST', `${JOBS}/00000000-0000-4000-8000-000000000000/retry`)).statusCode,
    ).toBe(403);
    expect((await as(staff, 'POST', `${JOBS}/00000000-0000-4000-8000-000000000000/retry`)).statusCode).toBe(
      404,
    );
    expect((await as(staff, 'POST', `${JOBS}/not-a-uuid/retry`)).statusCode).toBe(400);
  });
});

describe('queueSummaries', () => {
  it.each([
    ['no jobs', [], { waiting: 0, running: 0, failed: 0 }],
    [
      'created and retry are waiting, active is running',
      [
        { queue: 'a', state: 'created', count: 2 },
        { queue: 'a', state: 'retry', count: 3 },
        { queue: 'a', state: 'active', count: 1 },
        { queue: 'a', state: 'failed', count: 4 },
        { queue: 'b', state: 'failed', count: 9 },
      ],
      { waiting: 5, running: 1, failed: 4 },
    ],
  ])('%s', (_name, counts, expected) => {
    expect(queueSummaries([{ name: 'a', title: 'A' }], counts)).toEqual([
      { queue: 'a', title: 'A', ...expected },
    ]);
  });
});
