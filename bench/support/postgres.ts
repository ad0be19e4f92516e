import pg from 'pg';

/** The PostgreSQL server benchmarks use (trust auth on this machine and in CI). */
export const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one benchmark on the PostgreSQL server, or null (with the reason printed)
 * when no server answers. drop() removes it again.
 */
export async function createBenchDatabase(purpose: string): Promise<BenchDatabase | null> {
  const name = `cover_bench_${purpose}_${Date.now().toString(36)}`;
  try {
    await onServer(`CREATE DATABASE "${name}"`);
  } catch (error) {
    console.log(`\n${purpose}: skipped, PostgreSQL at ${PG_ADMIN_URL} did not answer (${String(error)})`);
    return null;
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
