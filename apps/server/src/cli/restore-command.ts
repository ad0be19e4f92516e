import { restoreEmbeddedDatabase } from '../db/backup-restore.js';
import { EXIT, prepareCommand, reportFailure, type BackupCommandContext } from './backup-cli-support.js';

export const RESTORE_USAGE = `Usage: npm run db:restore -- <file>

Restores the embedded database (DATA_DIR/pglite) from a file made by npm run db:backup. Stop the server
first: a database in use is refused. The backup is checked, unpacked, opened and migrated before anything
is replaced; the current folder is then kept beside it as pglite.before-restore-<time>.

With DATABASE_URL set (PostgreSQL), it prints the pg_dump and pg_restore commands to use instead.`;

/** `npm run db:restore -- <file>`; resolves to the exit code. */
export async function runRestoreCommand(
  argv: readonly string[],
  context: BackupCommandContext,
): Promise<number> {
  const prepared = prepareCommand(argv, context, {
    usage: RESTORE_USAGE,
    fileRequired: true,
    postgresDumpFile: 'cover.dump', // not used: the file is required
  });
  if (typeof prepared === 'number') return prepared;
  const { dataDir, file } = prepared;
  if (!file) return EXIT.usage; // prepareCommand has refused this already
  try {
    const result = await restoreEmbeddedDatabase(dataDir, file, context.now);
    const migrations =
      result.migrationsApplied > 0 ? `; applied ${result.migrationsApplied} newer migration(s)` : '';
    context.out(
      `Restored the embedded database in ${result.dataDir} from ${file} (PostgreSQL ${result.pgVersion}${migrations}).`,
    );
    if (result.previous) {
      context.out(
        `The folder it replaced is kept at ${result.previous}: delete it once the restored data is checked.`,
      );
    }
    return EXIT.ok;
  } catch (error) {
    return reportFailure(context, error);
  }
}
