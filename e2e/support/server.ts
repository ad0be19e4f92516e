import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { personalDataInLogs } from './log-scan';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const serverEntry = path.join(repoRoot, 'apps', 'server', 'dist', 'main.js');

/** The data folder new servers start from a copy of (set by data-template.ts, the global setup). */
export const DATA_TEMPLATE_ENV = 'COVER_E2E_DATA_TEMPLATE';

/** A new data folder: a copy of the migrated, seeded template when there is one, else empty. */
function newDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cover-e2e-'));
  const template = process.env[DATA_TEMPLATE_ENV];
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  logs: () => string;
  /** Stops the server; its data folder is removed unless `keepData` (to start again on it). */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

export interface StartOptions {
  /** Start on this data folder (a server stopped with keepData) instead of a new empty one. */
  dataDir?: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms`);
}

/**
 * Starts the built server (npm run build first) on a free port with a fresh temporary data dir. `stop`
 * fails when any log line the server wrote carries an SA ID number, an email address or a mobile number.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? newDataDir();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // Every request line is written, so the scan below sees what production logs would hold.
      LOG_LEVEL: 'info',
      RATE_LIMIT_MAX: '2000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    // A first start on an empty folder creates, migrates and seeds the database: up to a minute or more.
    await waitForHealth(baseUrl, child, 180_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return {
    baseUrl,
    dataDir,
    logs: () => output,
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
      const leaks = personalDataInLogs(output);
      if (leaks.length > 0) throw new Error(`the server logged personal data:\n${leaks.join('\n')}`);
    },
  };
}
