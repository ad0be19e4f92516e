import type { NativeDatabase } from '../../db/client.js';

/** What pg-boss needs of a database: one call that runs SQL (several statements when there are no values). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss runs on the application's own connections: the PostgreSQL pool, or the embedded database's single
 * connection (its queries wait their turn behind a transaction in progress, as every query there does).
 */
export function sqlExecutor(native: NativeDatabase): SqlExecutor {
  if (native.driver === 'postgres') {
    const { pool } = native;
    return {
      executeSql: async (text, values) => pool.query(text, values?.length ? values : undefined),
    };
  }
  const { client } = native;
  return {
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}
