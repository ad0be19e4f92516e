import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { migrateDatabase } from './migrate.js';
import { callbackRequests } from './schema/index.js';

const dataDir = mkdtempSync(join(tmpdir(), 'cover-pglite-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded database on disk', () => {
  it('migrates idempotently and keeps its rows across restarts', async () => {
    const target = join(dataDir, 'pglite');
    const first = await openDatabase(target);
    await migrateDatabase(first);
    await migrateDatabase(first);
    await first.db.insert(callbackRequests).values({
      reference: 'CB-PERSIST',
      name: 'Thabo Mokoena',
      mobile: '+27821234567',
      preferredTime: 'morning',
      product: 'funeral',
      consentAt: new Date(),
      source: 'home',
    });
    await first.close();
    await expect(first.ping()).rejects.toThrow('closed');

    const second = await openDatabase(`file://${target}`);
    await migrateDatabase(second);
    await second.ping();
    const rows = await second.db.select().from(callbackRequests);
    expect(rows.map((row) => row.reference)).toEqual(['CB-PERSIST']);
    // PGlite takes no lock of its own: a second opening of a folder in use is refused, naming the process.
    await expect(openDatabase(target)).rejects.toThrow(`is already open in process ${process.pid}`);
    await second.ping();
    await second.close();
    // Creating the database on disk runs initdb in a child process: slower than the in-memory template.
  }, 120_000);
});
