/**
 * Seeds the DEMO DATA (see DEMO_DATA_NOTICE) at start: the employer roster, the device catalogue, vehicle
 * valuations and the demo operator. Idempotent: every insert is `on conflict do nothing` on the tables'
 * unique keys, so a second run inserts nothing and changes nothing — existing rows (including the
 * operator's password hash, lockout state and any edits) are left as they are.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { devices, employees, operators, vehicleValuations } from '../db/schema/index.js';
import type { ScryptParams } from '../platform/password-hash.js';
import { DEMO_DATA_NOTICE } from './demo-notice.js';
import { generateDevices } from './devices.js';
import { buildDemoOperator, DEMO_OPERATORS } from './operator.js';
import { generateRoster } from './roster.js';
import { generateVehicleValuations } from './vehicles.js';

export { DEMO_DATA_NOTICE };

/** Rows inserted by one run, per table. All zero when the demo data was already there. */
export interface SeedSummary {
  employees: number;
  devices: number;
  vehicles: number;
  operators: number;
}

/** The part of a pino / Fastify logger the seeder uses. */
export interface SeedLogger {
  info(details: object, message: string): void;
}

export interface SeedOptions {
  logger?: SeedLogger;
  /** scrypt cost for the operator's hash; the production default unless a test wants it cheaper. */
  passwordHashParams?: ScryptParams;
}

/** Rows per INSERT statement: well below PostgreSQL's 65 535 bind-parameter limit for these tables. */
const BATCH_SIZE = 500;

/** Runs `insert` over the rows in batches and counts the rows it reports as inserted. */
async function insertInBatches<Row>(
  rows: readonly Row[],
  insert: (batch: Row[]) => Promise<readonly unknown[]>,
): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    inserted += (await insert(rows.slice(start, start + BATCH_SIZE))).length;
  }
  return inserted;
}

async function seedOperator(db: Database, params: ScryptParams | undefined): Promise<number> {
  let inserted = 0;
  for (const account of DEMO_OPERATORS) {
    // Look first, so an existing operator's password is never re-hashed (hashing is deliberately slow).
    const existing = await db
      .select({ id: operators.id })
      .from(operators)
      .where(eq(operators.name, account.name))
      .limit(1);
    if (existing.length > 0) continue;
    const row = await buildDemoOperator(params, account);
    const result = await db
      .insert(operators)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: operators.id });
    inserted += result.length;
  }
  return inserted;
}

/** Inserts whatever demo data is missing and reports how many rows each table gained. */
export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const roster = generateRoster();
  const catalogue = generateDevices();
  const valuations = generateVehicleValuations();

  // `on conflict do nothing` with no target skips a row that clashes with any unique key of its table.
  const summary = await db.transaction(async (tx) => ({
    employees: await insertInBatches(roster, (batch) =>
      tx.insert(employees).values(batch).onConflictDoNothing().returning({ id: employees.id }),
    ),
    devices: await insertInBatches(catalogue, (batch) =>
      tx.insert(devices).values(batch).onConflictDoNothing().returning({ id: devices.id }),
    ),
    vehicles: await insertInBatches(valuations, (batch) =>
      tx
        .insert(vehicleValuations)
        .values(batch)
        .onConflictDoNothing()
        .returning({ id: vehicleValuations.id }),
    ),
  }));
  const result: SeedSummary = {
    ...summary,
    operators: await seedOperator(db, options.passwordHashParams),
  };

  options.logger?.info(
    { seed: result, durationMs: Math.round(performance.now() - started), notice: DEMO_DATA_NOTICE },
    'Demo data seeded',
  );
  return result;
}
