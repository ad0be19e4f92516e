import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { configDefaults, defineProject } from 'vitest/config';
import type { InlineConfig } from 'vitest/node';

const root = import.meta.dirname;
const include = ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'];

/**
 * The test files that replace a module of the app for themselves (`vi.mock`, `vi.doMock`), relative to
 * apps/web. Found by reading each file, so a new one is placed without anyone listing it.
 */
function filesThatMockModules(): string[] {
  return ['src', 'vite']
    .flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) =>
        path.posix.join(dir, file.split(path.sep).join('/')),
      ),
    )
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(root, file), 'utf8')));
}

const mocking = filesThatMockModules();

/**
 * In CI a failed test runs once more, so one race on a loaded machine does not keep a whole change from
 * landing; `scripts/test.mjs` names every test that passed only on its second try, with its first failure,
 * at the end of the run, so the race is seen and fixed (a test that fails twice fails the run as before).
 */
export const retryInCi = process.env.CI ? 1 : 0;

const shared: InlineConfig = {
  root,
  environment: 'jsdom',
  setupFiles: ['./src/test/setup.ts'],
  // MUI renders slowly in jsdom; a journey through a form takes several seconds on a busy two-core machine
  // (up to ~15 s seen while the server suites ran beside it).
  testTimeout: 30_000,
  retry: retryInCi,
};

/**
 * The web suite as two projects. `web`: each file in a VM context of its own inside a few worker threads
 * (`vmThreads`), which keeps a file's modules and page apart from the next file's as the default pool does,
 * without starting jsdom and importing React and MUI afresh in a new process context for every file (the
 * web suite alone 7.9 -> 4.0 minutes on two cores, `npm test`'s unit run 15.1 -> 11.5, 2026-11-30). Its
 * known defect: a module mock of one file can reach another file's modules in the same worker
 * (vitest-dev/vitest#11284, seen here with the inspection files), so the files that mock modules run
 * apart in `web-mocks`, in the default pool, each in a fresh context.
 */
export const webProjects = [
  defineProject({
    plugins: [react()],
    test: {
      ...shared,
      name: 'web',
      include,
      exclude: [...configDefaults.exclude, ...mocking],
      pool: 'vmThreads',
    },
  }),
  ...(mocking.length > 0
    ? [defineProject({ plugins: [react()], test: { ...shared, name: 'web-mocks', include: mocking } })]
    : []),
];
