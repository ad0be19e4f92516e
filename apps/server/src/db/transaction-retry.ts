import { isRetryableTransactionError } from '../platform/db-errors.js';

/** How often a transaction that lost a serialisation conflict or a deadlock runs in all. */
export const TRANSACTION_ATTEMPTS = 3;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` again when it fails with a serialisation failure (40001) or a deadlock (40P01), up to
 * `attempts` times in all, with a short random pause between tries; any other failure, or the last one,
 * is thrown as it is (the error handler answers 503 "busy" for these).
 */
export async function retryOnConflict<T>(
  attempt: () => Promise<T>,
  attempts = TRANSACTION_ATTEMPTS,
): Promise<T> {
  for (let tried = 1; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= attempts || !isRetryableTransactionError(error)) throw error;
      await pause(10 * tried + Math.random() * 20);
    }
  }
}

/**
 * Makes every top-level `db.transaction(...)` of this database retry on serialisation failures and
 * deadlocks. A transaction's callback only touches the database, so running it again is safe; nested
 * transactions (savepoints) are part of their outer one and retried with it.
 */
export function withTransactionRetry<T extends { transaction: (...args: never[]) => Promise<unknown> }>(
  db: T,
): T {
  const transaction = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  const retrying = (...args: unknown[]) => retryOnConflict(() => transaction(...args));
  Object.defineProperty(db, 'transaction', { value: retrying, configurable: true, writable: true });
  return db;
}
