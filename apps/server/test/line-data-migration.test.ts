/**
 * Migrations 0006–0009 on a database that already holds funeral data: the funeral facts move from the
 * dropped policy columns into `line_data`, every document takes the line of what it belongs to, and every
 * claim becomes a funeral_death claim with the deceased and the death in its details.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { funeralClaimDetailsSchema } from '../src/modules/funeral/claims.js';
import { migrationCopies } from './migrations-up-to.js';

const LAST_BEFORE_LINE_DATA = '0005_flippant_golden_guardian';
const copies = migrationCopies();
afterAll(copies.remove);

describe('migration to line data and claim details', () => {
  it('moves funeral facts into line data and claim details, and gives documents their owner’s line', async () => {
    const database = await openDatabase('memory://');
    const rows = async <Row>(query: SQL): Promise<Row[]> =>
      ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
    try {
      await migrateDatabase(database, copies.upTo(LAST_BEFORE_LINE_DATA));
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

      await database.db.execute(sql`
        insert into policy_members (id, policy_id, role, first_name, last_name, id_number, date_of_birth,
          coverage_option, cover_amount, accidental_cover_amount, premium, age, position, added_on)
        values ('00000000-0000-4000-8000-000000000005', '00000000-0000-4000-8000-000000000004', 'spouse',
          'Sipho', 'Khumalo', '8804125123081', '1988-04-12', 'C', 2000000, 4000000, 4900, 37, 1, '2026-03-02')`);
      await database.db.execute(sql`
        insert into claims (claim_number, line, policy_id, policy_holder_id, member_id, member_role,
          member_first_name, member_last_name, member_id_number, date_of_death, cause_of_death, place_of_death,
          claimant, payout_bank_name, payout_branch_code, payout_account_holder_name, payout_account_number,
          payout_account_type, requested_amount_cents, cover_amount_cents, claim_status, approval_status,
          waiting_period_flag, waiting_period_ends_on, cover_status_at_submit)
        values ('CLM-2026-000001', 'funeral', '00000000-0000-4000-8000-000000000004',
          '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000005', 'spouse', 'Sipho',
          'Khumalo', '8804125123081', '2026-05-01', 'natural', null, '{}', 'fnb', '250655', 'Thandi Nkosi',
          '62000012345', 'cheque', 1000000, 2000000, 'open', 'pending', true, '2026-09-02', 'ACTIVE')`);

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
      const claimRows = await rows<{ type: string; details: unknown; member_id: string }>(
        sql`select type, details, member_id from claims where claim_number = 'CLM-2026-000001'`,
      );
      expect(claimRows).toEqual([
        {
          type: 'funeral_death',
          member_id: '00000000-0000-4000-8000-000000000005',
          details: {
            memberRole: 'spouse',
            firstName: 'Sipho',
            lastName: 'Khumalo',
            idNumber: '8804125123081',
            dateOfDeath: '2026-05-01',
            causeOfDeath: 'natural',
            placeOfDeath: null,
            withinWaitingPeriod: true,
            waitingPeriodEndsOn: '2026-09-02',
          },
        },
      ]);
      expect(funeralClaimDetailsSchema.parse(claimRows[0]?.details)).toBeDefined();
    } finally {
      await database.close();
    }
  });
});
