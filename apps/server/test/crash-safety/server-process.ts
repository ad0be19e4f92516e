import { spawn } from 'node:child_process';
import { SERVER_ROOT } from '../../src/paths.js';

/** Where the server keeps its data: an embedded database in `dataDir`, or PostgreSQL at `databaseUrl`. */
export interface ServerData {
  dataDir: string;
  databaseUrl?: string;
}

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** The last lines the process wrote (stdout and stderr), for failure messages. */
  output(): string;
  /** kill -9: no shutdown hook, no flush, no closing of the database. Resolves once the process is gone. */
  crash(): Promise<void>;
  /** SIGTERM (graceful shutdown), then SIGKILL if it has not exited within 10 s. */
  stop(): Promise<void>;
}

const OUTPUT_KEPT = 20_000;
// A start on the embedded database migrates it first: seconds on a quiet machine, over two minutes on a
// loaded two-core one (2026-12-05); the limit is for a server that never listens.
const START_TIMEOUT_MS = 300_000;

/** Fastify's line once the server listens (info level), with the port the system chose for PORT=0. */
const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

/**
 * The real server (src/main.ts through tsx, so no build is needed) as its own process on a port of the
 * system's choosing. It runs in development mode (the development mailbox hands out sign-up codes to this
 * machine), without demo data, Redis or rate limits in the way. Resolves once it listens, which it does
 * only when the database is open and migrated.
 */
export async function startServerProcess(data: ServerData): Promise<ServerProcess> {
  // `node --import tsx` (not the tsx command, which runs the server in a grandchild) so that `pid` is the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: data.dataDir,
      DATABASE_URL: data.databaseUrl ?? '',
      REDIS_URL: '',
      LOG_LEVEL: 'info',
      SEED_DEMO_DATA: '0',
      SESSION_SECRET: 'crash-safety-session-secret-long-enough',
      RATE_LIMIT_MAX: '1000000',
      IDP_SIGN_IN_LIMIT: '100000',
      IDP_CODE_LIMIT: '100000',
    },
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const kill = async (signal: NodeJS.Signals) => {
    if (!alive() || child.pid === undefined) return;
    process.kill(child.pid, signal);
    await exited;
  };
  let timer: NodeJS.Timeout | undefined;
  const listening = new Promise<string>((resolve, reject) => {
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
      const url = LISTENING.exec(output)?.[1];
      if (url) resolve(url);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('exit', (code, signal) =>
      reject(new Error(`the server exited (${code ?? signal}) before it listened:\n${output}`)),
    );
    timer = setTimeout(
      () => reject(new Error(`the server did not listen within ${START_TIMEOUT_MS / 1000} s:\n${output}`)),
      START_TIMEOUT_MS,
    );
  });
  try {
    const baseUrl = await listening;
    return {
      baseUrl,
      pid: child.pid ?? 0,
      output: () => output,
      crash: () => kill('SIGKILL'),
      async stop() {
        if (!alive() || child.pid === undefined) return;
        process.kill(child.pid, 'SIGTERM');
        const overdue = setTimeout(() => void kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(overdue);
      },
    };
  } catch (error) {
    await kill('SIGKILL');
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
