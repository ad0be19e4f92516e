import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp, type AppDeps } from '../src/app.js';
import { testConfig, type AppConfig } from '../src/config.js';
import { openDatabase, pgliteDatabase, type DatabaseHandle } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { trackOpened } from './open-databases.js';
import { migratedPgliteTemplate } from './pglite-template.js';

/** Runs one statement on the server's maintenance database (CREATE/DROP DATABASE cannot run in a pool transaction). */
async function onMaintenanceDb(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface EmptyPostgresDb {
  /** postgres:// URL of the new database. */
  url: string;
  drop(): Promise<void>;
}

async function createUntrackedPostgresDb(serverUrl: string): Promise<EmptyPostgresDb> {
  const name = `cover_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await onMaintenanceDb(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onMaintenanceDb(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/**
 * A fresh, uniquely named, empty database on the PostgreSQL server at `serverUrl`; drop() removes it (the
 * test file fails if it does not: open-databases.ts).
 */
export async function createEmptyPostgresDb(serverUrl: string): Promise<EmptyPostgresDb> {
  const empty = await createUntrackedPostgresDb(serverUrl);
  return {
    url: empty.url,
    drop: trackOpened(`PostgreSQL database ${new URL(empty.url).pathname}`, empty.drop),
  };
}

/** The handle, its close() recorded for the file that opened it (open-databases.ts). */
function tracked(handle: DatabaseHandle, what: string): DatabaseHandle {
  const close = trackOpened(what, () => handle.close());
  return { db: handle.db, native: handle.native, ping: (timeoutMs) => handle.ping(timeoutMs), close };
}

async function createPostgresTestDb(serverUrl: string): Promise<DatabaseHandle> {
  const empty = await createUntrackedPostgresDb(serverUrl);
  const database = await openDatabase(empty.url, { poolSize: 4 });
  const handle: DatabaseHandle = tracked(
    {
      db: database.db,
      native: database.native,
      ping: (timeoutMs) => database.ping(timeoutMs),
      close: async () => {
        await database.close();
        await empty.drop();
      },
    },
    `PostgreSQL database ${new URL(empty.url).pathname}`,
  );
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/**
 * An isolated, migrated database for one test file: in-memory PGlite by default; when TEST_DATABASE_URL is
 * set (e.g. postgres://postgres@127.0.0.1:5432/test), a fresh uniquely named PostgreSQL database on that
 * server, dropped again by close(). The file that opens it must close it (open-databases.ts).
 */
export async function createTestDb(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createPostgresTestDb(serverUrl);
  return tracked(
    pgliteDatabase(await PGlite.create({ loadDataDir: await migratedPgliteTemplate() })),
    'an in-memory PGlite database',
  );
}

/**
 * A ready app (use app.inject) on a fresh test database that app.close() closes (and drops). Config
 * overrides go over testConfig(); deps can replace the module list or inject a database.
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  deps: Partial<AppDeps> = {},
): Promise<FastifyInstance> {
  const database = deps.database ?? (await createTestDb());
  return buildApp(testConfig(overrides), { ownsDatabase: deps.database === undefined, ...deps, database });
}
