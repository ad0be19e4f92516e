import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
export const SERVER_BUNDLE = path.join(root, 'apps', 'server', 'dist', 'main.js');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export interface ServerProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * The Node options `npm start` gives the server (its heap settings), read from the root package.json's
 * start script, so the bench measures the server as it is run.
 */
export function serverNodeOptions(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const launch = /\bnode\s+((?:--[\w-]+(?:=\S+)?\s+)*)apps\/server\/dist\/main\.js/.exec(
    manifest.scripts.start,
  );
  if (!launch) throw new Error('the start script does not run node apps/server/dist/main.js');
  return launch[1]!.trim().split(/\s+/).filter(Boolean);
}

/**
 * The built server (apps/server/dist/main.js) as its own process, started as `npm start` starts it, in
 * production mode, on a free port with a fresh data folder; resolves once /api/health answers. `env` adds
 * settings (DATABASE_URL for PostgreSQL).
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  if (!existsSync(SERVER_BUNDLE)) throw new Error(`${SERVER_BUNDLE} is missing: run npm run build`);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cover-bench-server-'));
  const child: ChildProcess = spawn(process.execPath, [...serverNodeOptions(), SERVER_BUNDLE], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-session-secret-that-is-long-enough-for-production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      IDP_SIGN_IN_LIMIT: '100000',
      IDP_CODE_LIMIT: '100000',
      ...env,
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before it answered`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, pid: child.pid as number, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('the server did not answer /api/health within 3 minutes');
}
