/**
 * Migration 0019 on a database holding motor claims decided before their inspections followed the decision:
 * a repudiated claim's open inspection of the damage is closed as the repudiation closes it now (CANCELLED,
 * 'No longer needed', its link revoked), and an approved claim's photos awaiting assessment are approved with
 * it, by whoever decided, when; each claim records it. Run again, or on an empty database, it does nothing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { PHOTOS_ACCEPTED_WITH_APPROVAL } from '../src/modules/motor/claim-inspection-status.js';
import {
  claimInspectionApprovedSummary,
  claimInspectionClosedSummary,
} from '../src/modules/motor/pre-inspection/close.js';
import { MIGRATIONS_DIR } from '../src/paths.js';
import { migrationCopies } from './migrations-up-to.js';

const LAST_BEFORE = '0018_application_number';
const MIGRATION = '0019_close_inspections_of_decided_claims.sql';
const copies = migrationCopies();
afterAll(copies.remove);

const HOLDER = '00000000-0000-4000-8000-000000000001';
const POLICY = '00000000-0000-4000-8000-000000000004';
const VEHICLE = '00000000-0000-4000-8000-000000000005';
const DECIDER = 'operator:00000000-0000-4000-8000-0000000000aa';
const DECIDED_AT = '2026-06-01T10:00:00.000Z';
const DECIDED_MS = Date.parse(DECIDED_AT);
/** A timestamp column as milliseconds since the epoch (raw queries give timestamps as text). */
const MS = (column: string) =>
  sql.raw(`(extract(epoch from "${column}") * 1000)::float8 as "${column.replace('_at', '_ms')}"`);
const uuid = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;

type Rows = <Row>(query: SQL) => Promise<Row[]>;
const rowsOf =
  (database: DatabaseHandle): Rows =>
  async <Row>(query: SQL) =>
    ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;

/** A motor policy of one holder, as the claims below need it. */
async function motorPolicy(database: DatabaseHandle) {
  await database.db.execute(sql`
    insert into policy_holders (id, owner_pool, type, id_type, id_number, id_country, first_name, last_name,
      email, date_of_birth, gender)
    values (${HOLDER}, 'retail', 'individual', 'id', '8505120123088', 'ZA', 'Thandi', 'Nkosi',
      'thandi@example.co.za', '1985-05-12', 'female')`);
  await database.db.execute(sql`
    insert into quote_packages (id, line, package_name, channel, owner_pool, owner_sub, input, quote,
      sum_assured, base_premium, suggested_premium, billing_frequency, rate_table_version, quoted_on, expires_at)
    values ('00000000-0000-4000-8000-000000000002', 'motor', 'MOTOR', 'retail', 'retail', 'sub-1', '{}', '{}',
      25000000, 90000, 90000, 'MONTHLY', 'motor-2026-01', '2026-03-02', now())`);
  await database.db.execute(sql`
    insert into applications (id, line, quote_package_id, policy_holder_id, package_name, channel, status,
      sum_assured, base_premium, monthly_premium, rate_table_version, quote, details)
    values ('00000000-0000-4000-8000-000000000003', 'motor', '00000000-0000-4000-8000-000000000002', ${HOLDER},
      'MOTOR', 'retail', 'ACTIVE', 25000000, 90000, 90000, 'motor-2026-01', '{}', '{}')`);
  await database.db.execute(sql`
    insert into policies (id, policy_number, line, application_id, policy_holder_id, package_name, channel,
      status, sum_assured, base_premium, monthly_premium, rate_table_version, module, billing_day, start_date,
      cooling_off_ends_on)
    values (${POLICY}, 'MOT-2026-000001', 'motor', '00000000-0000-4000-8000-000000000003', ${HOLDER}, 'MOTOR',
      'retail', 'ACTIVE', 25000000, 90000, 90000, 'motor-2026-01', '{}', 25, '2026-03-02', '2026-04-02')`);
  await database.db.execute(sql`
    insert into insured_items (id, policy_id, kind, description, data, insured_value, added_on)
    values (${VEHICLE}, ${POLICY}, 'vehicle', 'Toyota Corolla', '{}', 25000000, '2026-03-02')`);
}

interface Case {
  n: number;
  approval: 'pending' | 'approved' | 'repudiated';
  inspection: 'AWAITING_PHOTOS' | 'SUBMITTED' | 'APPROVED' | 'REJECTED';
  removed?: boolean;
}

/** Claim CLM-2026-0001nn with its inspection nn, both in `inspection`'s status as the claim records it. */
async function claimWithInspection(database: DatabaseHandle, c: Case) {
  const claimId = uuid(c.n);
  const inspectionId = uuid(50 + c.n);
  const decided = c.approval !== 'pending';
  const details = { claimType: 'GLASS', inspection: { preInspectionId: inspectionId, status: c.inspection } };
  await database.db.execute(sql`
    insert into claims (id, claim_number, line, policy_id, policy_holder_id, insured_item_id, type, details, claimant,
      payout_bank_name, payout_branch_code, payout_account_holder_name, payout_account_number,
      payout_account_type, requested_amount_cents, cover_amount_cents, claim_status, approval_status,
      cover_status_at_submit, decided_by, decided_at)
    values (${claimId}, ${`CLM-2026-0001${String(c.n).padStart(2, '0')}`}, 'motor', ${POLICY}, ${HOLDER}, ${VEHICLE},
      'GLASS', ${JSON.stringify(details)}::jsonb, '{}', 'fnb', '250655', 'Thandi Nkosi', '62000012345',
      'cheque', 350000, 25000000,
      ${c.approval === 'approved' ? 'pending_payout' : c.approval === 'repudiated' ? 'closed' : 'in_review'},
      ${c.approval}, 'ACTIVE', ${decided ? DECIDER : null}, ${decided ? DECIDED_AT : null})`);
  await database.db.execute(sql`
    insert into pre_inspections (id, policy_holder_id, assessment_type, assessment_status, make, model, color,
      registration_no, vin_no, engine_no, licence_no, odometer_value, manufacturing_year,
      vehicle_registration_year, vehicle_registration_month, estimated_retail_price_cents, claim_id,
      token_hash, token_expires_at, is_deleted, submitted_at)
    values (${inspectionId}, ${HOLDER}, 'CLAIM_SUBMISSION', ${c.inspection}, 'Toyota', 'Corolla', 'White',
      'CA 123-456', ${`AHTBB3QE0001234${c.n}`}, 'ENG1', 'LIC1', 50000, 2020, 2020, 3, 25000000, ${claimId},
      ${`hash-${c.n}`}, '2026-12-31T00:00:00Z', ${c.removed ?? false},
      ${c.inspection === 'AWAITING_PHOTOS' ? null : '2026-05-30T09:00:00Z'})`);
  return { claimId, inspectionId };
}

/** The migration's statements run again by hand, as a second run would. */
async function runMigrationAgain(database: DatabaseHandle) {
  const text = readFileSync(join(MIGRATIONS_DIR, MIGRATION), 'utf8');
  for (const statement of text.split('--> statement-breakpoint'))
    if (statement.replace(/--.*$/gm, '').trim()) await database.db.execute(sql.raw(statement));
}

describe('migration 0019: the inspections of claims decided before they followed the decision', () => {
  it('closes a repudiated claim’s open inspection, approves an approved claim’s submitted photos, once', async () => {
    const database = await openDatabase('memory://');
    const rows = rowsOf(database);
    try {
      await migrateDatabase(database, copies.upTo(LAST_BEFORE));
      await motorPolicy(database);
      const cases: Case[] = [
        { n: 1, approval: 'repudiated', inspection: 'SUBMITTED' },
        { n: 2, approval: 'repudiated', inspection: 'AWAITING_PHOTOS' },
        { n: 3, approval: 'repudiated', inspection: 'REJECTED' },
        { n: 4, approval: 'approved', inspection: 'SUBMITTED' },
        { n: 5, approval: 'approved', inspection: 'APPROVED' },
        { n: 6, approval: 'pending', inspection: 'SUBMITTED' },
        { n: 7, approval: 'repudiated', inspection: 'AWAITING_PHOTOS', removed: true },
      ];
      for (const c of cases) await claimWithInspection(database, c);

      await migrateDatabase(database);

      const inspections = await rows<{
        id: string;
        assessment_status: string;
        token_hash: string | null;
        token_expires_at: Date | null;
        assessed_by: string | null;
        assessed_ms: number | null;
      }>(sql`select id, assessment_status, token_hash, token_expires_at, assessed_by, ${MS('assessed_at')}
        from pre_inspections order by id`);
      expect(inspections.map((row) => [row.assessment_status, row.token_hash])).toEqual([
        ['CANCELLED', null],
        ['CANCELLED', null],
        ['CANCELLED', null],
        ['APPROVED', 'hash-4'],
        ['APPROVED', 'hash-5'],
        ['SUBMITTED', 'hash-6'],
        ['AWAITING_PHOTOS', 'hash-7'],
      ]);
      expect(inspections[0]?.token_expires_at).toBeNull();
      expect(inspections[3]).toMatchObject({ assessed_by: DECIDER, assessed_ms: DECIDED_MS });

      const claims = await rows<{ status: string }>(
        sql`select details -> 'inspection' ->> 'status' as status from claims order by id`,
      );
      expect(claims.map((row) => row.status)).toEqual([
        'CANCELLED',
        'CANCELLED',
        'CANCELLED',
        'APPROVED',
        'APPROVED',
        'SUBMITTED',
        'AWAITING_PHOTOS',
      ]);

      const events = await rows<{
        entity_id: string;
        type: string;
        summary: string;
        actor: string;
        created_ms: number;
      }>(sql`select entity_id, type, data ->> 'summary' as summary, actor, ${MS('created_at')} from events
        order by entity_type, entity_id`);
      expect(events).toEqual([
        ...[1, 2, 3].map((n) => ({
          entity_id: uuid(n),
          type: 'claim.inspection_status',
          summary: 'Inspection closed: no longer needed',
          actor: DECIDER,
          created_ms: DECIDED_MS,
        })),
        {
          entity_id: uuid(4),
          type: 'claim.inspection_status',
          summary: PHOTOS_ACCEPTED_WITH_APPROVAL,
          actor: DECIDER,
          created_ms: DECIDED_MS,
        },
        ...[1, 2, 3].map((n) => ({
          entity_id: uuid(50 + n),
          type: 'pre_inspection_cancelled',
          summary: claimInspectionClosedSummary(`CLM-2026-00010${n}`),
          actor: DECIDER,
          created_ms: DECIDED_MS,
        })),
        {
          entity_id: uuid(54),
          type: 'pre_inspection_approved_with_claim',
          summary: claimInspectionApprovedSummary('CLM-2026-000104'),
          actor: DECIDER,
          created_ms: DECIDED_MS,
        },
      ]);

      await runMigrationAgain(database);
      expect(await rows(sql`select id from events`)).toHaveLength(events.length);
      expect(
        await rows(sql`select id, assessment_status, token_hash from pre_inspections order by id`),
      ).toEqual(
        inspections.map(({ id, assessment_status, token_hash }) => ({ id, assessment_status, token_hash })),
      );
    } finally {
      await database.close();
    }
  });

  it('does nothing on an empty database', async () => {
    const database = await openDatabase('memory://');
    try {
      await migrateDatabase(database);
      await runMigrationAgain(database);
      expect(await rowsOf(database)(sql`select id from events`)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
