import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from './client.js';
import { migrateDatabase } from './migrate.js';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite database under DATA_DIR/pglite. */
export function databaseTarget(config: Pick<AppConfig, 'DATABASE_URL' | 'DATA_DIR'>): string {
  return config.DATABASE_URL ?? join(config.DATA_DIR, 'pglite');
}

/** Opens the configured database and applies pending migrations; closes it again if migrating fails. */
export async function connectDatabase(
  config: Pick<AppConfig, 'DATABASE_URL' | 'DATA_DIR'>,
  log: FastifyBaseLogger,
): Promise<DatabaseHandle> {
  const database = await openDatabase(databaseTarget(config), {
    onPoolError: (error) => log.error({ err: error }, 'idle database connection failed'),
  });
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  log.info({ driver: database.native.driver }, 'database ready');
  return database;
}
