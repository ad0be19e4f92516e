import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../paths.js';
import type { DatabaseHandle } from './client.js';

/** Any fixed number: PostgreSQL advisory lock that serialises migrations of instances starting together. */
const MIGRATION_LOCK_ID = 720_431_977;

/** Applies the committed drizzle-kit migrations that this database has not seen yet. */
export async function migrateDatabase(
  database: DatabaseHandle,
  migrationsFolder = MIGRATIONS_DIR,
): Promise<void> {
  const native = database.native;
  if (native.driver === 'pglite') {
    await migratePglite(native.db, { migrationsFolder });
    return;
  }
  const lockClient = await native.pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(native.db, { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
}
