import { join } from 'node:path';
import { backupEmbeddedDatabase, backupFileName, backupStamp } from '../db/backup.js';
import { EXIT, prepareCommand, reportFailure, type BackupCommandContext } from './backup-cli-support.js';

export const BACKUP_USAGE = `Usage: npm run db:backup -- [file]

Backs up the embedded database (DATA_DIR/pglite) to a .tar.gz file: by default
DATA_DIR/backups/cover-db-<time>.tar.gz. Stop the server first: a database in use is refused.
An existing file is never written over. Restore with: npm run db:restore -- <file>

With DATABASE_URL set (PostgreSQL), it prints the pg_dump and pg_restore commands to use instead.`;

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** `npm run db:backup -- [file]`; resolves to the exit code. */
export async function runBackupCommand(
  argv: readonly string[],
  context: BackupCommandContext,
): Promise<number> {
  const prepared = prepareCommand(argv, context, {
    usage: BACKUP_USAGE,
    fileRequired: false,
    postgresDumpFile: `cover-db-${backupStamp(context.now)}.dump`,
  });
  if (typeof prepared === 'number') return prepared;
  const { config, dataDir } = prepared;
  const file = prepared.file ?? join(config.DATA_DIR, 'backups', backupFileName(context.now));
  try {
    const result = await backupEmbeddedDatabase(dataDir, file);
    if (result.recovered) {
      context.out(
        'The database had not been closed cleanly (the server stopped abruptly); it was recovered first.',
      );
    }
    context.out(
      `Backed up the embedded database in ${dataDir} (PostgreSQL ${result.pgVersion}) to ${result.file} (${megabytes(result.bytes)}).`,
    );
    context.out(
      'Uploaded documents (BLOB_DIR or the S3 bucket) and DATA_DIR/session-secret are not in the database: back them up as well.',
    );
    return EXIT.ok;
  } catch (error) {
    return reportFailure(context, error);
  }
}
