/**
 * Migration 0006/0007 on a database that already holds funeral data: the funeral facts move from the
 * dropped policy columns into `line_data`, and every document takes the line of what it belongs to.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths.js';
import { openDatabase } from './client.js';
import { migrateDatabase } from './migrate.js';

const LAST_BEFORE_LINE_DATA = '0005_flippant_golden_guardian';
const scratch = mkdtempSync(join(tmpdir(), 'cover-migrations-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the migrations folder whose journal stops at `tag`. */
function migrationsUpTo(tag: string): string {
  const folder = join(scratch, tag);
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  if (end < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, end + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe('migration to line data', () => {
  it('moves funeral policy facts into line_data and gives documents the line of their owner', async () => {
    const database = await openDatabase('memory://');
    const rows = async <Row>(query: SQL): Promise<Row[]> =>
      ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
    try {
      await migrateDatabase(database, migrationsUpTo(LAST_BEFORE_LINE_DATA));
      await database.db.execute(sql`
        insert into policy_holders (id, owner_pool, type, id_type, id_number, id_country, first_name, last_name,
          email, date_of_birth, gender)
        values ('00000000-0000-4000-8000-000000000001', 'retail', 'individual', 'id', '8505120123088', 'ZA',
          'Thandi', 'Nkosi', 'thandi@example.co.za', '1985-05-12', 'female')`);
      await database.db.execute(sql`
        insert into quote_packages (id, line, package_name, channel, owner_pool, owner_sub, input, quote,
          sum_assured, base_premium, suggested_premium, billing_frequency, rate_table_version, quoted_on, expires_at)
        values ('00000000-0000-4000-8000-000000000002', 'funeral', 'TELKOM_FUNERAL', 'retail', 'retail', 'sub-1',
          '{}', '{}', 2000000, 9900, 9900, 'MONTHLY', 'funeral-2026-01', '2026-03-02', now())`);
      await database.db.execute(sql`
        insert into applications (id, line, quote_package_id, policy_holder_id, package_name, channel, status,
          sum_assured, base_premium, monthly_premium, rate_table_version, quote, details)
        values ('00000000-0000-4000-8000-000000000003', 'funeral', '00000000-0000-4000-8000-000000000002',
          '00000000-0000-4000-8000-000000000001', 'TELKOM_FUNERAL', 'retail', 'ACTIVE', 2000000, 9900, 9900,
          'funeral-2026-01', '{}', '{}')`);
      await database.db.execute(sql`
        insert into policies (id, policy_number, line, application_id, policy_holder_id, package_name, channel,
          status, cover_type, cover_option, sum_assured, base_premium, monthly_premium, rate_table_version,
          module, billing_day, start_date, cooling_off_ends_on, natural_death_waiting_ends_on)
        values ('00000000-0000-4000-8000-000000000004', 'FUN-2026-000001', 'funeral',
          '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000001', 'TELKOM_FUNERAL',
          'retail', 'ACTIVE', 'money', 'C', 2000000, 9900, 9900, 'funeral-2026-01', '{}', 25, '2026-03-02',
          '2026-04-02', '2026-09-02')`);
      await database.db.execute(sql`
        insert into documents (policy_holder_id, policy_id, application_id, kind, file_name, content_type,
          size_bytes, blob_key, description, policy_version, created_by)
        values ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000004', null,
          'policy_schedule', 'schedule.pdf', 'application/pdf', 100, 'blob-1', 'Schedule', 1, 'system'),
          ('00000000-0000-4000-8000-000000000001', null, '00000000-0000-4000-8000-000000000003', 'id_copy',
          'id.pdf', 'application/pdf', 100, 'blob-2', 'ID', null, 'test')`);

      await migrateDatabase(database);

      const policy = await rows<{ line_data: unknown }>(
        sql`select line_data from policies where policy_number = 'FUN-2026-000001'`,
      );
      expect(policy[0]?.line_data).toEqual({
        coverType: 'money',
        coverOption: 'C',
        naturalDeathWaitingEndsOn: '2026-09-02',
      });
      const columns = await rows<{ column_name: string }>(
        sql`select column_name from information_schema.columns where table_name = 'policies'`,
      );
      const names = columns.map((row) => row.column_name);
      expect(names).toContain('line_data');
      expect(names).not.toContain('cover_type');
      expect(names).not.toContain('natural_death_waiting_ends_on');
      const lines = await rows<{ blob_key: string; line: string }>(
        sql`select blob_key, line from documents order by blob_key`,
      );
      expect(lines).toEqual([
        { blob_key: 'blob-1', line: 'funeral' },
        { blob_key: 'blob-2', line: 'funeral' },
      ]);
    } finally {
      await database.close();
    }
  });
});
