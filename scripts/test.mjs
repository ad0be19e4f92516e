#!/usr/bin/env node
// Runs every suite: unit, API and component tests (Vitest projects), then the browser journeys against
// the built app. `node scripts/test.mjs server` runs only the server suites (CI runs them on PostgreSQL). Prints one closing line `tests: N passed, N failed` and exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

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
  const counts = { passed: 0, failed: 0, skipped: 0, failures: [], secondTries: [] };
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    counts.passed = report.numPassedTests ?? 0;
    counts.failed = (report.numFailedTests ?? 0) + (status !== 0 && !report.numFailedTests ? 1 : 0);
    counts.skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const file of report.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        const seen = { test: `${path.relative(root, file.name)} > ${test.fullName}`, error: firstLine(test) };
        if (test.status === 'failed') counts.failures.push(seen);
        // A passed test that carries a failure passed on its retry (CI, see apps/web/vitest.projects.ts).
        else if (test.status === 'passed' && test.failureMessages?.length) counts.secondTries.push(seen);
      }
    }
  } else if (status !== 0) {
    counts.failed = 1;
  }
  if (status !== 0 && counts.failures.length === 0)
    counts.failures.push({
      test: `the ${name} run`,
      error: `ended with status ${status} outside any test (see above)`,
    });
  return { status, ...counts };
}

/** The first line of a test's first failure, without terminal colours. */
function firstLine(test) {
  const message = test.failureMessages?.[0] ?? '';
  return stripVTControlCharacters(message).split('\n')[0].slice(0, 300);
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
      : {
          status: built,
          passed: 0,
          failed: 1,
          skipped: 0,
          failures: [{ test: 'npm run build', error: 'failed (see above)' }],
        },
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
// Named last, where a log cut to its end still shows them.
const list = (heading, seen) => {
  if (seen.length === 0) return;
  console.log(`\n${heading}:`);
  for (const { test, error } of seen) console.log(`  ${test}\n    ${error}`);
};
const failures = results.flatMap((r) => r.failures);
const secondTries = results.flatMap((r) => r.secondTries ?? []);
list('Failed', failures);
list('Passed only on the second try', secondTries);
console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(ok ? 0 : 1);
