import { defineConfig } from 'vitest/config';

// Browser journeys: each spec file starts the built server on a free port with a temporary data dir (a copy
// of the template the global setup prepares once) and drives Debian's Chromium through playwright-core.
// Two files run at a time: 10.2 -> 7.1 minutes on two cores. That keeps both cores 95-100 % busy (sampled
// from /proc on 2026-12-02: Chromium's processes about 64 % of the CPU, the app's server 20 %, the test
// workers 10 %), so a third worker gains nothing (15.9 minutes; two took 14.9 on a machine as slow), and the server suites run
// beside the journeys made both slower (19.9 and 20.7 minutes against 15 and 4 one after the other).
// A journey's own budget is three minutes: the device journeys take 30-40 s on a quiet machine and ran past
// a one-minute budget on a CI machine twice as slow (2026-11-30); the longest name their own.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/data-template.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: 2,
    // Each file starts and stops its own server and browser and its helpers hold no state, so a worker
    // runs file after file without a new process for each: 84 -> 77 s for three files in one worker.
    isolate: false,
  },
});
