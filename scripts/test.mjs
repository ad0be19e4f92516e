#!/usr/bin/env node
// Runs every suite: unit, API and component tests (Vitest projects), then the browser journeys against
// the built app. `node scripts/test.mjs server` runs only the server suites (CI runs them on PostgreSQL). Prints one closing line `tests: N passed, N failed` and exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'node_modules', '.cache', 'test-reports');
mkdirSync(reports, { recursive: true });

function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function vitest(name, extraArgs) {
  const outputFile = path.join(reports, `${name}.json`);
  const status = run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${outputFile}`,
    ...extraArgs,
  ]);
  const counts = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    counts.passed = report.numPassedTests ?? 0;
    counts.failed = (report.numFailedTests ?? 0) + (status !== 0 && !report.numFailedTests ? 1 : 0);
    counts.skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } else if (status !== 0) {
    counts.failed = 1;
  }
  return { status, ...counts };
}

const only = process.argv[2];
const results = [];
if (!only || only === 'unit') results.push(vitest('unit', []));
if (only === 'server') results.push(vitest('server', ['--project', 'server']));
if (!only || only === 'e2e') {
  const built = run('npm', ['run', 'build']);
  results.push(
    built === 0
      ? vitest('e2e', ['--config', 'e2e/vitest.config.ts'])
      : { status: built, passed: 0, failed: 1, skipped: 0 },
  );
}

const total = results.reduce(
  (sum, r) => ({
    passed: sum.passed + r.passed,
    failed: sum.failed + r.failed,
    skipped: sum.skipped + r.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
const ok = results.every((r) => r.status === 0) && total.failed === 0;
console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(ok ? 0 : 1);
