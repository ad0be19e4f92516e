/**
 * The job queue before it starts (unit and API tests): a sent job runs its handler here and now with the
 * payload parsed, a failure is logged rather than thrown, and mistakes in definitions fail loudly.
 */
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assertJobName } from './definition.js';
import { JobQueue } from './job-queue.js';
import { failureMessage } from './job-reads.js';

const noSql = { executeSql: () => Promise.reject(new Error('no database in this test')) };

function queue() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { jobs: new JobQueue({ executor: noSql, logger }), lines };
}

describe('JobQueue before it starts', () => {
  it('runs a sent job in process with its parsed payload', async () => {
    const { jobs } = queue();
    const seen: unknown[] = [];
    jobs.define({
      name: 'say-hello',
      title: 'Says hello',
      schema: z.object({ to: z.string().trim() }),
      handler: async (data, context) => void seen.push({ data, context }),
    });
    await jobs.send('say-hello', { to: ' Thabo ' });
    expect(seen).toEqual([{ data: { to: 'Thabo' }, context: { jobId: 'inline', retryCount: 0 } }]);
    expect(jobs.started).toBe(false);
    expect(await jobs.counts()).toEqual([]);
    expect(await jobs.failed(10)).toEqual([]);
    expect(await jobs.retry('00000000-0000-4000-8000-000000000000')).toBe(false);
  });

  it('logs a failing job (and a payload its schema refuses) instead of throwing', async () => {
    const { jobs, lines } = queue();
    jobs.define({
      name: 'always-fails',
      title: 'Fails',
      schema: z.object({ n: z.number() }),
      handler: () => Promise.reject(new Error('boom')),
    });
    await jobs.send('always-fails', { n: 1 });
    await jobs.send('always-fails', { n: 'one' });
    expect(lines.filter((line) => line.msg === 'job failed')).toHaveLength(2);
  });

  it('refuses unknown jobs, a name defined twice and badly formed names', async () => {
    const { jobs } = queue();
    const definition = { name: 'once', title: 'Once', schema: z.object({}), handler: async () => undefined };
    jobs.define(definition);
    expect(() => jobs.define(definition)).toThrow('job once is defined twice');
    await expect(jobs.send('never-defined')).rejects.toThrow('unknown job never-defined');
  });

  it('sends nothing once stopping', async () => {
    const { jobs } = queue();
    let runs = 0;
    jobs.define({
      name: 'counted',
      title: 'Counted',
      schema: z.object({}),
      handler: async () => void (runs += 1),
    });
    await jobs.stop();
    await jobs.send('counted');
    expect(runs).toBe(0);
  });
});

describe('assertJobName', () => {
  it.each([
    ['billing-run', true],
    ['outbox-delivery', true],
    ['purge2', true],
    ['Billing-run', false],
    ['billing_run', false],
    ['-billing', false],
    ['billing-', false],
    ['', false],
  ])('%s → %s', (name, valid) => {
    if (valid) expect(() => assertJobName(name)).not.toThrow();
    else expect(() => assertJobName(name)).toThrow('lower case words');
  });
});

describe('failureMessage', () => {
  it.each([
    [{ message: 'collector unavailable', stack: 'Error: at …' }, 'collector unavailable'],
    [{ value: 3 }, 'no message'],
    [null, 'no message'],
    ['text', 'no message'],
    [{ message: 'x'.repeat(600) }, 'x'.repeat(500)],
  ])('%j', (output, expected) => {
    expect(failureMessage(output)).toBe(expected);
  });
});
