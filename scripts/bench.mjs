#!/usr/bin/env node
// Benchmarks: builds the app (web and server bundle) when it has not been built, then runs bench/index.ts and prints figures.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

const built = ['apps/web/dist/index.html', 'apps/server/dist/main.js'].every((file) =>
  existsSync(path.join(root, file)),
);
if (!built && run('npm', ['run', 'build']) !== 0) process.exit(1);
process.exit(run('npx', ['tsx', 'bench/index.ts', ...process.argv.slice(2)]));
