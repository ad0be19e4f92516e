import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { readBackupArchive, type BackupArchive } from './backup-archive.js';
import { assertDataDirNotInUse } from './backup-data-dir-use.js';
import { backupStamp } from './backup.js';
import { pgliteDatabase } from './client.js';
import { migrateDatabase } from './migrate.js';
import { PGLITE_SERVER_CONF } from './pglite-init.js';

/** The backup was read but is not a database this application can run on; nothing was changed. */
export class RestoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreError';
  }
}

export interface RestoreResult {
  dataDir: string;
  /** Where the folder that was replaced now is (kept), or null when there was none. */
  previous: string | null;
  pgVersion: string;
  /** Migrations newer than the backup, applied to it during the check. */
  migrationsApplied: number;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** How many drizzle migrations the database has seen, or null when it has no migrations table at all. */
async function appliedMigrations(client: PGlite): Promise<number | null> {
  const table = await client.query<{ name: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table.rows[0]?.name) return null;
  const count = await client.query<{ count: number }>(
    'select count(*)::int as count from drizzle.__drizzle_migrations',
  );
  return count.rows[0]?.count ?? 0;
}

/** Unpacks the backup into `folder`, opens it and applies pending migrations. Returns how many it applied. */
async function unpackAndCheck(folder: string, archive: BackupArchive): Promise<number> {
  let client: PGlite;
  try {
    client = await PGlite.create(folder, {
      loadDataDir: new Blob([archive.tar.slice()], { type: 'application/x-tar' }),
      postgresqlconf: PGLITE_SERVER_CONF,
    });
  } catch (error) {
    throw new RestoreError(
      `The backup (a PostgreSQL ${archive.pgVersion} data folder) could not be opened: ${errorText(error)}`,
    );
  }
  const database = pgliteDatabase(client);
  try {
    const before = await appliedMigrations(client);
    if (before === null) {
      throw new RestoreError(
        "The backup is a PostgreSQL data folder but not this application's database (it has no migrations table).",
      );
    }
    try {
      await migrateDatabase(database);
    } catch (error) {
      throw new RestoreError(`The backup opened, but the migrations failed on it: ${errorText(error)}`);
    }
    return ((await appliedMigrations(client)) ?? 0) - before;
  } finally {
    await database.close();
  }
}

/**
 * Restores the embedded database folder `dataDir` from a backup file. The backup is checked (readable,
 * a PostgreSQL data folder), unpacked beside `dataDir`, opened and migrated; only then is the current folder
 * moved aside (kept as <dataDir>.before-restore-<time>) and the restored one put in its place. Refuses while
 * a process has `dataDir` open. On any failure the current folder is left as it was.
 */
export async function restoreEmbeddedDatabase(
  dataDir: string,
  file: string,
  now: Date = new Date(),
): Promise<RestoreResult> {
  const archive = await readBackupArchive(file);
  if (existsSync(dataDir)) assertDataDirNotInUse(dataDir);
  const stamp = backupStamp(now);
  const staging = `${dataDir}.restoring-${stamp}`;
  const previous = `${dataDir}.before-restore-${stamp}`;
  if (existsSync(staging) || existsSync(previous)) {
    throw new RestoreError(`${staging} or ${previous} already exists: another restore is running?`);
  }
  await mkdir(dirname(dataDir), { recursive: true });
  let migrationsApplied: number;
  try {
    migrationsApplied = await unpackAndCheck(staging, archive);
    // The server may have been started while the backup was unpacked.
    if (existsSync(dataDir)) assertDataDirNotInUse(dataDir);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  const replaced = existsSync(dataDir);
  if (replaced) await rename(dataDir, previous);
  await rename(staging, dataDir);
  return { dataDir, previous: replaced ? previous : null, pgVersion: archive.pgVersion, migrationsApplied };
}
