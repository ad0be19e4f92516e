import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { BackupCommandContext } from '../src/cli/backup-cli-support.js';
import { runBackupCommand } from '../src/cli/backup-command.js';
import { runRestoreCommand } from '../src/cli/restore-command.js';
import { testConfig } from '../src/config.js';
import { assertDataDirNotInUse, DataDirInUseError } from '../src/db/backup-data-dir-use.js';
import { backupEmbeddedDatabase } from '../src/db/backup.js';
import { restoreEmbeddedDatabase } from '../src/db/backup-restore.js';
import { listTarEntries } from '../src/db/backup-tar.js';
import { operators, operatorSessions } from '../src/db/schema/index.js';
import { createOperatorAccount } from '../src/modules/operator/accounts.js';
import { findRepoRoot } from '../src/paths.js';
import { migratedPgliteTemplate } from './pglite-template.js';

const root = mkdtempSync(join(tmpdir(), 'cover-backup-test-'));
const dataDir = join(root, 'data');
const pgliteDir = join(dataDir, 'pglite');
const BACKUP = join(root, 'backup.tar.gz');
const JANE = { name: 'jane', pass: 'Jane#Secret2026' };
const MALLORY = { name: 'mallory', pass: 'Mallory#Secret2026' };

/** A command context that records what the command prints. */
function commandContext(env: Record<string, string> = {}) {
  const lines = { out: [] as string[], err: [] as string[] };
  const context: BackupCommandContext = {
    env: { NODE_ENV: 'test', DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40), ...env },
    cwd: root,
    now: new Date(),
    out: (text) => lines.out.push(text),
    err: (text) => lines.err.push(text),
  };
  return { context, lines };
}

/** The server's own start-up path on the embedded database in dataDir (no database injected). */
const startApp = () =>
  buildApp(testConfig({ DATABASE_URL: undefined, DATA_DIR: dataDir, BLOB_DIR: join(dataDir, 'blobs') }));

const login = (app: FastifyInstance, who: { name: string; pass: string }) =>
  app.inject({ method: 'POST', url: '/api/operator/login', payload: who });

async function addOperator(app: FastifyInstance, who: { name: string; pass: string }) {
  await createOperatorAccount(app.db, {
    name: who.name,
    displayName: who.name,
    roles: ['operator'],
    password: who.pass,
  });
}

/** A copy of `bytes` with the bits of one byte inverted. */
function flipByte(bytes: Uint8Array, index: number): Buffer {
  const copy = Buffer.from(bytes);
  copy.writeUInt8(copy.readUInt8(index) ^ 0xff, index);
  return copy;
}

const folderEntries = () => readdirSync(dataDir).sort();

beforeAll(async () => {
  // A migrated embedded database on disk, from the suites' template (initdb takes a child process and ~1 GB).
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(pgliteDir, { loadDataDir: await migratedPgliteTemplate() });
  await client.close();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('backup and restore of the embedded database', () => {
  it('refuses to back up or restore while the server has the database open', async () => {
    const app = await startApp();
    try {
      await addOperator(app, JANE);
      expect((await login(app, JANE)).statusCode).toBe(200);
      await expect(backupEmbeddedDatabase(pgliteDir, BACKUP)).rejects.toThrow(DataDirInUseError);
      const { context, lines } = commandContext();
      expect(await runBackupCommand([BACKUP], context)).toBe(1);
      expect(lines.err.join('\n')).toMatch(/in use by this process .*Stop the server/);
      expect(existsSync(BACKUP)).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('backs up the stopped database to a new file, and never writes over one', async () => {
    const { context, lines } = commandContext();
    expect(await runBackupCommand(['backup.tar.gz'], context)).toBe(0);
    expect(lines.out[0]).toContain(`to ${BACKUP}`);
    expect(readFileSync(BACKUP).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));

    const again = commandContext();
    expect(await runBackupCommand(['backup.tar.gz'], again.context)).toBe(1);
    expect(again.lines.err.join('\n')).toContain('already exists');
  });

  it('restores the backed-up data over later changes, keeping the replaced folder', async () => {
    const changed = await startApp();
    try {
      await changed.db.delete(operatorSessions);
      await changed.db.delete(operators).where(eq(operators.name, JANE.name));
      await addOperator(changed, MALLORY);
      expect((await login(changed, JANE)).statusCode).toBe(401);
      // Refused while open, and the folder stays as it is.
      await expect(restoreEmbeddedDatabase(pgliteDir, BACKUP)).rejects.toThrow(DataDirInUseError);
    } finally {
      await changed.close();
    }
    expect(folderEntries()).toEqual(['pglite']);

    const { context, lines } = commandContext();
    expect(await runRestoreCommand(['backup.tar.gz'], context)).toBe(0);
    expect(lines.err).toEqual([]);
    const kept = folderEntries().find((name) => name.startsWith('pglite.before-restore-'));
    expect(kept).toBeDefined();
    expect(lines.out.join('\n')).toContain(join(dataDir, kept ?? ''));
    expect(existsSync(join(dataDir, kept ?? '', 'PG_VERSION'))).toBe(true);

    const restored = await startApp();
    try {
      expect((await login(restored, JANE)).statusCode).toBe(200);
      expect((await login(restored, MALLORY)).statusCode).toBe(401);
    } finally {
      await restored.close();
    }
  });
});

describe('restore refuses files it cannot use, and changes nothing', () => {
  const write = (name: string, bytes: Uint8Array | string) => {
    const file = join(root, name);
    writeFileSync(file, bytes);
    return file;
  };

  async function refused(file: string): Promise<string> {
    const before = folderEntries();
    const { context, lines } = commandContext();
    expect(await runRestoreCommand([file], context)).toBe(1);
    expect(folderEntries()).toEqual(before);
    return lines.err.join('\n');
  }

  it('a missing file', async () => {
    expect(await refused('no-such-backup.tar.gz')).toBe(
      `There is no backup file at ${join(root, 'no-such-backup.tar.gz')}.`,
    );
  });

  it('files that are not backups', async () => {
    expect(await refused(write('notes.txt', 'not a backup'))).toMatch(
      /is not a backup .*neither a \.tar\.gz nor a \.tar/,
    );
    expect(await refused(write('notes.gz', gzipSync('not a backup')))).toMatch(
      /is not a backup .*holds no tar archive/,
    );
    expect(await refused(write('empty.tar.gz', ''))).toMatch(/is empty/);
    expect(await refused(root)).toMatch(/is a folder/);
  });

  it('a tar archive of something other than a data folder', async () => {
    // One tar entry, "notes.txt", built by hand: ustar header with its checksum, the data, the end marker.
    const header = Buffer.alloc(512);
    header.write('notes.txt', 0);
    header.write('0000644\0', 100);
    header.write('00000000004\0', 124);
    header.write('        ', 148);
    header.write('0', 156);
    header.write('ustar\0', 257);
    header.write('00', 263);
    const sum = header.reduce((total, byte) => total + byte, 0);
    header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
    const tar = Buffer.concat([header, Buffer.from('note'), Buffer.alloc(508), Buffer.alloc(1024)]);
    expect(await refused(write('other.tar.gz', gzipSync(tar)))).toMatch(
      /not a backup .*no PostgreSQL data folder \(PG_VERSION, global\/pg_control missing\)/,
    );
  });

  it('damaged backups: cut short, a flipped byte, a broken archive inside', async () => {
    const good = readFileSync(BACKUP);
    expect(await refused(write('short.tar.gz', good.subarray(0, good.length / 2)))).toMatch(
      /is damaged: it cannot be decompressed \(unexpected end of file\)/,
    );
    const flipped = flipByte(good, Math.floor(good.length / 2));
    expect(await refused(write('flipped.tar.gz', flipped))).toMatch(/is damaged: it cannot be decompressed/);
    const tar = gunzipSync(good);
    expect(await refused(write('cut-tar.tar.gz', gzipSync(tar.subarray(0, 1_000_000))))).toMatch(
      /is damaged: .* is cut short/,
    );
    const third = listTarEntries(tar)[2];
    if (!third) throw new Error('the backup has fewer than three entries');
    const badHeader = flipByte(tar, third.offset - 512 + 10); // a byte of the third entry's name, in its header
    expect(await refused(write('bad-header.tar', badHeader))).toMatch(
      /is damaged: the header after ".+" is corrupt \(checksum mismatch\)/,
    );
  });
});

describe('the commands', () => {
  it('show the PostgreSQL way instead when DATABASE_URL is set, without the URL', async () => {
    const { context, lines } = commandContext({
      DATABASE_URL: 'postgres://cover:s3cret@db.internal:5432/cover',
    });
    expect(await runBackupCommand(['cover.dump'], context)).toBe(1);
    expect(await runRestoreCommand(['cover.dump'], context)).toBe(1);
    const text = lines.err.join('\n');
    expect(text).toContain('pg_dump -Fc "$DATABASE_URL" -f cover.dump');
    expect(text).toContain('pg_restore --clean --if-exists -d "$DATABASE_URL" cover.dump');
    expect(text).toContain('Point-in-time recovery');
    expect(text).not.toContain('s3cret');
  });

  it('refuse a wrong command line with the usage text', async () => {
    const { context, lines } = commandContext();
    expect(await runRestoreCommand([], context)).toBe(2);
    expect(await runBackupCommand(['a.tgz', 'b.tgz'], context)).toBe(2);
    expect(await runRestoreCommand(['--force', 'a.tgz'], context)).toBe(2);
    expect(lines.err.join('\n')).toContain('Usage: npm run db:restore -- <file>');
    expect(await runBackupCommand(['--help'], context)).toBe(0);
  });

  it('a folder left by a server that stopped abruptly counts as in use unless every process can be seen', () => {
    expect(() =>
      assertDataDirNotInUse(pgliteDir, { pids: [], postmasterPid: true, complete: false }),
    ).toThrow(/may be in use.*delete .*postmaster\.pid/s);
    expect(assertDataDirNotInUse(pgliteDir, { pids: [], postmasterPid: true, complete: true })).toEqual({
      abruptStop: true,
    });
    expect(() =>
      assertDataDirNotInUse(pgliteDir, { pids: [4242], postmasterPid: false, complete: true }),
    ).toThrow(/in use by process 4242/);
  });

  it('npm run db:restore runs the command (a missing file: exit code 1 and the reason)', async () => {
    const run = promisify(execFile);
    const missing = join(root, 'missing.tar.gz');
    const failure = await run('npm', ['run', '-s', 'db:restore', '--', missing], {
      cwd: findRepoRoot(),
      env: { ...process.env, DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40), DATABASE_URL: '' },
    }).then(
      () => null,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(`There is no backup file at ${missing}.`);
  }, 30_000);
});
