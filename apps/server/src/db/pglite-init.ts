import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SERVER_ROOT } from '../paths.js';

const run = promisify(execFile);

/**
 * PGlite settings for the server's embedded database. Its default shared buffers (128 MB) live in the
 * WebAssembly heap, which never shrinks; the embedded database is small and the kernel caches its files.
 */
export const PGLITE_SERVER_CONF = ['shared_buffers=16MB'];

/** Whether the folder already holds a PGlite (PostgreSQL) data directory. */
export const isInitialised = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));

const INIT_SCRIPT = `
import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create(process.argv[1]);
await db.close();
`;

/**
 * Creates a new embedded database in `dataDir` in a short-lived child process. Creating one (initdb)
 * grows the WebAssembly heap to ~850 MB, which a process never gives back; done in a child, the server
 * then opens the ready folder at a third of that.
 */
export async function initialisePgliteDataDir(dataDir: string): Promise<void> {
  await run(process.execPath, ['--input-type=module', '-e', INIT_SCRIPT, dataDir], {
    cwd: SERVER_ROOT,
    timeout: 5 * 60_000,
  });
  if (!isInitialised(dataDir)) throw new Error(`The embedded database was not created in ${dataDir}`);
}
