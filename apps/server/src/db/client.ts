import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { dataDirUse } from './backup-data-dir-use.js';
import { sendQueriesInTurn } from './queries-in-turn.js';
import { initialisePgliteDataDir, isInitialised, PGLITE_SERVER_CONF } from './pglite-init.js';
import * as schema from './schema/index.js';
import { withTransactionRetry } from './transaction-retry.js';

export type Schema = typeof schema;

/** The one database type the application uses, whichever driver is underneath. Transactions are assignable to it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** The driver-specific handle, needed by the migrator and the job queue. */
export type NativeDatabase =
  | { driver: 'pglite'; db: PgliteDatabase<Schema>; client: PGlite }
  | { driver: 'postgres'; db: NodePgDatabase<Schema>; pool: pg.Pool };

export interface DatabaseHandle {
  readonly db: Database;
  readonly native: NativeDatabase;
  /** Resolves when the database answers a trivial query within the timeout; rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  /** Closes the connection(s). Safe to call more than once. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Called when an idle PostgreSQL connection fails (the pool replaces it). */
  onPoolError?: (error: Error) => void;
  /** Maximum PostgreSQL pool size (default 10). */
  poolSize?: number;
}

const isPostgresUrl = (target: string) => /^postgres(ql)?:\/\//.test(target);

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Resolves when the database answers `select 1` within the timeout; rejects otherwise. */
export async function pingDatabase(db: Database, timeoutMs = 2000): Promise<void> {
  await withTimeout(db.execute(sql`select 1`), timeoutMs);
}

function handle(db: Database, native: NativeDatabase, closeDriver: () => Promise<void>): DatabaseHandle {
  let closing: Promise<void> | undefined;
  return {
    db,
    native,
    async ping(timeoutMs) {
      if (closing) throw new Error('Database is closed');
      await pingDatabase(db, timeoutMs);
    },
    close() {
      closing ??= closeDriver();
      return closing;
    },
  };
}

function openPostgres(url: string, options: OpenDatabaseOptions): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  pool.on('error', (error) => options.onPoolError?.(error));
  pool.on('connect', sendQueriesInTurn);
  // Several connections can conflict: serialisation failures and deadlocks are retried (transaction-retry.ts).
  const db = withTransactionRetry(drizzleNodePg({ client: pool, schema }));
  return handle(db, { driver: 'postgres', db, pool }, () => pool.end());
}

/** Wraps an already created PGlite instance (tests create theirs from a migrated template). */
export function pgliteDatabase(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  return handle(db, { driver: 'pglite', db, client }, () => client.close());
}

async function openPglite(target: string): Promise<DatabaseHandle> {
  const inMemory = target.startsWith('memory://');
  const dataDir = target.replace(/^file:\/\//, '');
  if (inMemory) return pgliteDatabase(await PGlite.create());
  mkdirSync(dataDir, { recursive: true });
  // PGlite takes no lock: a second process on the same folder would write over the first one's pages.
  const holders = dataDirUse(dataDir).pids;
  if (holders.length > 0)
    throw new Error(
      `The embedded database in ${dataDir} is already open in process ${holders.join(', ')} (another server?). ` +
        'Stop it, or give this server its own DATA_DIR.',
    );
  if (!isInitialised(dataDir)) await initialisePgliteDataDir(dataDir);
  return pgliteDatabase(await PGlite.create(dataDir, { postgresqlconf: PGLITE_SERVER_CONF }));
}

/**
 * Opens the database: node-postgres when `target` is a postgres:// URL, otherwise embedded PGlite —
 * in memory for 'memory://', else stored in the given folder (optionally written as file://folder).
 */
export async function openDatabase(
  target: string,
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  return isPostgresUrl(target) ? openPostgres(target, options) : openPglite(target);
}
