import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.projects';

// Unit, API and component suites. Browser journeys have their own config in e2e/.
export default defineConfig({
  test: {
    // Vitest's default leaves one core to its main process, which does little here: on a two-core CI machine
    // that halves the speed of a suite whose files are independent (each has its own in-memory database).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          // Files share their worker's modules instead of importing the whole server again each (about
          // 40 % of the suite's time on a two-core machine); each file still builds its own app and database.
          isolate: false,
          // Many tests build their app in their own body: on a loaded two-core CI machine one such test took
          // over 30 s (2026-12-05), so the budget is a limit for a hang, not a measure of speed.
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      ...webProjects,
    ],
  },
});
