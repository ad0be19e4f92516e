import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type AppConfig } from '../config.js';
import { BackupFileError } from '../db/backup-archive.js';
import { DataDirInUseError } from '../db/backup-data-dir-use.js';
import { databaseTarget } from '../db/connect.js';
import { BackupError } from '../db/backup.js';
import { RestoreError } from '../db/backup-restore.js';

/** What `npm run db:backup` and `npm run db:restore` run with; tests pass their own. */
export interface BackupCommandContext {
  env: Record<string, string | undefined>;
  /** Where relative file names are taken from: the folder npm was started in. */
  cwd: string;
  now: Date;
  out: (text: string) => void;
  err: (text: string) => void;
}

const processContext = (): BackupCommandContext => ({
  env: process.env,
  cwd: process.env.INIT_CWD ?? process.cwd(),
  now: new Date(),
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});

/** Exit codes: done, not done (the message says why), wrong command line. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

type FileArgs = { help: true } | { help: false; file: string | undefined };

/** Parses `[--help] [file]`; returns an error message for anything else. */
function parseFileArgs(argv: readonly string[]): FileArgs | { error: string } {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: { help: { type: 'boolean', short: 'h', default: false } },
      strict: true,
      allowPositionals: true,
    });
    if (values.help) return { help: true };
    if (positionals.length > 1) return { error: `Expected one file, got ${positionals.length}.` };
    return { help: false, file: positionals[0] };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

const absolutePath = (cwd: string, file: string) => (isAbsolute(file) ? file : resolve(cwd, file));

/** A file name as it can be pasted into a POSIX shell. */
const shellWord = (word: string) =>
  /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;

/** The PostgreSQL way, shown instead of doing anything when DATABASE_URL points at a server. */
function postgresInstructions(dumpFile: string): string {
  const file = shellWord(dumpFile);
  return [
    'DATABASE_URL is set: this deployment runs on PostgreSQL, and its own tools back it up (these commands',
    "handle the embedded database only). Use pg_dump and pg_restore of the server's major version or newer:",
    '',
    `  pg_dump -Fc "$DATABASE_URL" -f ${file}`,
    `  pg_restore --clean --if-exists -d "$DATABASE_URL" ${file}`,
    '',
    'Stop the servers before a restore. Point-in-time recovery (WAL archiving) is up to the database operator.',
  ].join('\n');
}

/** The configuration, or null after printing why it is invalid. */
function loadCommandConfig(context: BackupCommandContext): AppConfig | null {
  try {
    return loadConfig(context.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    context.err(error.message);
    return null;
  }
}

/**
 * The embedded database's folder (DATA_DIR/pglite), or null after saying why there is none: PostgreSQL
 * (the commands to use instead are printed, with `dumpFile`) or an in-memory database.
 */
function embeddedDataDir(config: AppConfig, context: BackupCommandContext, dumpFile: string): string | null {
  if (config.DATABASE_URL?.startsWith('memory:')) {
    context.err('DATABASE_URL is memory://: an in-memory database keeps nothing to back up or restore.');
    return null;
  }
  if (config.DATABASE_URL) {
    context.err(postgresInstructions(dumpFile));
    return null;
  }
  return databaseTarget(config);
}

export interface PreparedCommand {
  config: AppConfig;
  /** The embedded database's folder. */
  dataDir: string;
  /** The file named on the command line, absolute. */
  file: string | undefined;
}

/**
 * The start both commands share: the command line (`[--help] [file]`), the configuration and the embedded
 * database's folder. Returns the exit code instead when the command ends there (help, usage, PostgreSQL).
 */
export function prepareCommand(
  argv: readonly string[],
  context: BackupCommandContext,
  command: { usage: string; fileRequired: boolean; postgresDumpFile: string },
): PreparedCommand | number {
  const args = parseFileArgs(argv);
  if (!('error' in args) && args.help) {
    context.out(command.usage);
    return EXIT.ok;
  }
  if ('error' in args || (command.fileRequired && !args.file)) {
    context.err(`${'error' in args ? args.error : 'Name the backup file.'}\n\n${command.usage}`);
    return EXIT.usage;
  }
  const config = loadCommandConfig(context);
  if (!config) return EXIT.failed;
  const dataDir = embeddedDataDir(config, context, args.file ?? command.postgresDumpFile);
  if (!dataDir) return EXIT.failed;
  return {
    config,
    dataDir,
    file: args.file === undefined ? undefined : absolutePath(context.cwd, args.file),
  };
}

const EXPECTED_FAILURES = [BackupFileError, BackupError, RestoreError, DataDirInUseError];

/** Prints the message of a failure the commands foresee and returns EXIT.failed; rethrows anything else. */
export function reportFailure(context: BackupCommandContext, error: unknown): number {
  if (!EXPECTED_FAILURES.some((kind) => error instanceof kind)) throw error;
  context.err((error as Error).message);
  return EXIT.failed;
}

/** Runs a command with the process's context and sets the exit code. */
export function runCli(command: (argv: readonly string[], context: BackupCommandContext) => Promise<number>) {
  command(process.argv.slice(2), processContext()).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = EXIT.failed;
    },
  );
}
