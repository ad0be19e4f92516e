import { readFile, stat } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { listTarEntries, TarFormatError, type TarEntry } from './backup-tar.js';

/** Why a file cannot be restored: missing, not a backup of the embedded database, or a damaged one. */
export type BackupFileProblem = 'missing' | 'not-a-backup' | 'damaged';

export class BackupFileError extends Error {
  constructor(
    readonly problem: BackupFileProblem,
    message: string,
  ) {
    super(message);
    this.name = 'BackupFileError';
  }
}

/** A backup read into memory and checked: the uncompressed tar of a PGlite data folder. */
export interface BackupArchive {
  tar: Uint8Array;
  /** The PostgreSQL major version of the data folder (its PG_VERSION file). */
  pgVersion: string;
  entries: number;
}

const GZIP_MAGIC = [0x1f, 0x8b] as const;

/** Files every PostgreSQL data folder has; an archive without them is some other tarball. */
const REQUIRED_FILES = ['PG_VERSION', 'global/pg_control'] as const;

async function readBytes(file: string): Promise<Uint8Array> {
  try {
    const info = await stat(file);
    if (info.isDirectory())
      throw new BackupFileError('not-a-backup', `${file} is a folder, not a backup file.`);
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') {
      throw new BackupFileError('missing', `There is no backup file at ${file}.`);
    }
    throw error;
  }
  return new Uint8Array(await readFile(file));
}

function uncompress(file: string, bytes: Uint8Array): Uint8Array {
  if (bytes[0] !== GZIP_MAGIC[0] || bytes[1] !== GZIP_MAGIC[1]) return bytes; // perhaps a plain .tar
  try {
    return new Uint8Array(gunzipSync(bytes));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupFileError('damaged', `${file} is damaged: it cannot be decompressed (${reason}).`);
  }
}

function entriesOf(file: string, tar: Uint8Array, compressed: boolean): TarEntry[] {
  try {
    return listTarEntries(tar);
  } catch (error) {
    if (!(error instanceof TarFormatError)) throw error;
    // A gzip stream that decompresses cleanly but holds no tar is some other file; a broken tar is damage.
    if (error.message === 'it is not a tar archive') {
      throw new BackupFileError(
        'not-a-backup',
        `${file} is not a backup of the embedded database: ${compressed ? 'it holds no tar archive' : 'it is neither a .tar.gz nor a .tar archive'}.`,
      );
    }
    throw new BackupFileError('damaged', `${file} is damaged: ${error.message}.`);
  }
}

/**
 * Reads a backup made by `npm run db:backup` (a gzip'd tar of the PGlite data folder, as PGlite's
 * dumpDataDir writes it) and checks it through: the gzip checksum, every tar header, and the files a
 * PostgreSQL data folder must have. Throws a BackupFileError saying what is wrong.
 */
export async function readBackupArchive(file: string): Promise<BackupArchive> {
  const bytes = await readBytes(file);
  if (bytes.length === 0) throw new BackupFileError('not-a-backup', `${file} is empty: it is not a backup.`);
  const tar = uncompress(file, bytes);
  const entries = entriesOf(file, tar, tar !== bytes);
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const missing = REQUIRED_FILES.filter((name) => byName.get(name)?.type !== 'file');
  if (missing.length > 0) {
    throw new BackupFileError(
      'not-a-backup',
      `${file} is not a backup of the embedded database: it holds no PostgreSQL data folder (${missing.join(', ')} missing).`,
    );
  }
  const version = byName.get('PG_VERSION');
  const pgVersion = version
    ? new TextDecoder().decode(tar.subarray(version.offset, version.offset + version.size)).trim()
    : '';
  return { tar, pgVersion, entries: entries.length };
}
