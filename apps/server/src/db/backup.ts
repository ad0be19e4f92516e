import { constants, existsSync } from 'node:fs';
import { copyFile, link, mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { readBackupArchive } from './backup-archive.js';
import { assertDataDirNotInUse } from './backup-data-dir-use.js';
import { isInitialised, PGLITE_SERVER_CONF } from './pglite-init.js';

/** The command cannot make this backup (no database yet, or the file already exists). */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export interface BackupResult {
  file: string;
  bytes: number;
  pgVersion: string;
  /** The folder had been left by a server that stopped abruptly; opening it for the backup recovered it. */
  recovered: boolean;
}

/** A time for file and folder names: 2026-05-01T08-30-00Z */
export const backupStamp = (now: Date) =>
  now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');

/** A file name for a backup taken at `now`: cover-db-2026-05-01T08-30-00Z.tar.gz */
export const backupFileName = (now: Date) => `cover-db-${backupStamp(now)}.tar.gz`;

const alreadyExists = (file: string) => new BackupError(`${file} already exists: choose another file name.`);

async function dumpDataDir(dataDir: string): Promise<Uint8Array> {
  const client = await PGlite.create(dataDir, { postgresqlconf: PGLITE_SERVER_CONF });
  try {
    // Writes every page to the data files, so the copy needs no WAL replay when it is restored.
    await client.exec('CHECKPOINT');
    const dump = await client.dumpDataDir('gzip');
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await client.close();
  }
}

/**
 * Writes next to the target, reads that back as a restore would, and links it into place: a backup file is
 * never half written, unreadable or written over. Returns the data folder's PostgreSQL version.
 */
async function writeNewBackup(file: string, bytes: Uint8Array): Promise<string> {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, bytes, { flag: 'wx' });
  try {
    const { pgVersion } = await readBackupArchive(partial);
    await link(partial, file).catch((error: unknown) => {
      const code = error instanceof Error && 'code' in error ? error.code : undefined;
      // Filesystems without hard links: an exclusive copy still never writes over a file.
      if (code === 'EEXIST') throw error;
      return copyFile(partial, file, constants.COPYFILE_EXCL);
    });
    return pgVersion;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'EEXIST') {
      throw alreadyExists(file);
    }
    throw error;
  } finally {
    await rm(partial, { force: true });
  }
}

/**
 * Backs up the embedded database in `dataDir` (the PGlite folder) to `file`, a gzip'd tar of the data folder
 * (PGlite's dumpDataDir). The server must be stopped: a folder in use is refused (DataDirInUseError), since
 * PGlite has no way to read it consistently beside another process. The written file is read back and
 * checked before this resolves.
 */
export async function backupEmbeddedDatabase(dataDir: string, file: string): Promise<BackupResult> {
  if (!isInitialised(dataDir)) {
    throw new BackupError(
      `There is no embedded database in ${dataDir} yet (the server creates it when it first starts).`,
    );
  }
  if (existsSync(file)) throw alreadyExists(file);
  const { abruptStop } = assertDataDirNotInUse(dataDir);
  const bytes = await dumpDataDir(dataDir);
  const pgVersion = await writeNewBackup(file, bytes);
  return { file, bytes: bytes.length, pgVersion, recovered: abruptStop };
}
