import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { MIGRATIONS_DIR } from '../src/paths.js';

const PREFIX = 'cover-pglite-template-';

/** Changes whenever a migration is added or changed, so a stale template is never used. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const files = readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    if (!file.endsWith('.sql') && !file.endsWith('_journal.json')) continue;
    hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

function readTemplate(file: string): Blob | null {
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    return null;
  }
}

async function writeTemplate(file: string): Promise<Blob> {
  const client = await PGlite.create();
  const database = pgliteDatabase(client);
  try {
    await migrateDatabase(database);
    const dump = await client.dumpDataDir('none');
    // Templates of other migrations go; another worker's file being written (.partial) is left alone.
    for (const name of readdirSync(tmpdir())) {
      const path = join(tmpdir(), name);
      if (name.startsWith(PREFIX) && name.endsWith('.tar') && path !== file) rmSync(path, { force: true });
    }
    // On a fresh machine the first test files of every worker write it at once: each writes its own file
    // (workers are threads of one process, so the pid alone does not tell them apart) and renames it.
    const partial = `${file}.${randomUUID()}.partial`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  } finally {
    await database.close();
  }
}

/**
 * A migrated, empty PGlite data directory shared by all test files through a file in the temp folder:
 * loading it is several times faster than initialising and migrating a new database per file.
 */
export async function migratedPgliteTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `${PREFIX}${migrationsFingerprint()}.tar`);
  return readTemplate(file) ?? writeTemplate(file);
}
