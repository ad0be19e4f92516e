/**
 * Crash safety (issue 16): the real server process is killed with SIGKILL in the middle of a burst of
 * acknowledged, idempotency-keyed writes (funeral applications, each issuing a policy), then started
 * again on the same data. No acknowledged write may be lost, every replay of one must answer exactly as
 * the first time, and no write — acknowledged or cut off — may exist twice. Runs on the embedded
 * database (PGlite in a data folder) always, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmptyPostgresDb } from './helpers.js';
import { burstUntilCrash } from './crash-safety/burst.js';
import {
  applicationCheck,
  applicationWrites,
  retailCustomer,
  sendApplication,
} from './crash-safety/funeral-applications.js';
import { startServerProcess, type ServerData, type ServerProcess } from './crash-safety/server-process.js';
import { checkAfterCrash } from './crash-safety/verify.js';

const WRITES = 32;
const CONCURRENCY = 8;
const CRASH_AFTER_ACKNOWLEDGED = 16;
// Two starts (each up to START_TIMEOUT_MS on a loaded machine) and the burst.
const VARIANT_TIMEOUT_MS = 720_000;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Starts a server on `data`, stopped (or killed) after the test whatever happens. */
async function started(data: ServerData): Promise<ServerProcess> {
  const server = await startServerProcess(data);
  cleanups.push(() => server.stop());
  return server;
}

function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cover-crash-safety-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function killMidBurstAndRestart(data: ServerData): Promise<void> {
  const first = await started(data);
  const customer = await retailCustomer(first.baseUrl);
  const writes = await applicationWrites(customer, WRITES);

  const burst = await burstUntilCrash({
    writes,
    send: sendApplication(customer),
    concurrency: CONCURRENCY,
    crashAfter: CRASH_AFTER_ACKNOWLEDGED,
    crash: () => first.crash(),
  });
  const refusedBeforeCrash = burst.outcomes.filter((outcome) => outcome.kind === 'refused');
  expect(refusedBeforeCrash, first.output()).toEqual([]);
  expect(burst.crashed, 'the burst ended before the crash: raise WRITES').toBe(true);
  expect(burst.inFlightAtCrash, 'no write was in flight when the server was killed').toBeGreaterThan(0);

  const second = await started(data);
  const report = await checkAfterCrash(burst.outcomes, applicationCheck(customer.on(second.baseUrl)));
  expect(report.acknowledged).toBeGreaterThanOrEqual(CRASH_AFTER_ACKNOWLEDGED);
  expect(
    report.problems.length,
    `after kill -9 and a restart (${report.acknowledged} acknowledged, ${report.unanswered} cut off by the crash)\n` +
      `lost acknowledged writes: ${report.lost.join(', ') || 'none'}\n${report.problems.join('\n')}\n` +
      `restarted server's output:\n${second.output()}`,
  ).toBe(0);
}

describe('kill -9 during acknowledged, idempotency-keyed writes', () => {
  it(
    'embedded database: nothing acknowledged is lost and every replay answers as the first time',
    () => killMidBurstAndRestart({ dataDir: newDataDir() }),
    VARIANT_TIMEOUT_MS,
  );

  const postgres = process.env.TEST_DATABASE_URL;
  it.runIf(postgres)(
    'PostgreSQL: nothing acknowledged is lost and every replay answers as the first time',
    async () => {
      const database = await createEmptyPostgresDb(postgres as string);
      cleanups.push(() => database.drop());
      await killMidBurstAndRestart({ dataDir: newDataDir(), databaseUrl: database.url });
    },
    VARIANT_TIMEOUT_MS,
  );
});
