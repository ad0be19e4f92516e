import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { retryInCi, webProjects } from './apps/web/vitest.projects';

// Unit, API and component suites. Browser journeys have their own config in e2e/.
export default defineConfig({
  test: {
    // Vitest's default leaves one core to its main process, which does little here: on a two-core CI machine
    // that halves the speed of a suite whose files are independent (each has its own in-memory database).
    maxWorkers: availableParallelism(),
    // The web project's vmThreads workers keep what each file's VM context imported until the worker ends, so
    // a worker's heap grows with every file it runs (about 4.5 GB each by the end of the full web suite,
    // 2026-12-06) until V8's heap limit ends it ("Worker exited unexpectedly", no summary). Vitest recycles a
    // vm worker past a share of the machine's memory (12 GB of 24 here), beyond that limit; this recycles it
    // well before. Vitest reads it from the root config only, not from a project's.
    vmMemoryLimit: '1500MB',
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          retry: retryInCi,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          // fails a file that leaves a test database open (test/open-databases.ts)
          setupFiles: ['./test/setup.ts'],
          // Files share their worker's modules instead of importing the whole server again each (about
          // 40 % of the suite's time on a two-core machine); each file still builds its own app and database.
          isolate: false,
          // Many tests build their app in their own body: on a loaded two-core CI machine one such test took
          // over 30 s (2026-12-05), so the budget is a limit for a hang, not a measure of speed.
          testTimeout: 90_000,
          hookTimeout: 120_000,
          retry: retryInCi,
        },
      },
      ...webProjects,
    ],
  },
});
