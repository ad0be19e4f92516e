/**
 * Database failures, recognised by their SQLSTATE wherever the driver put it (drizzle wraps the driver's
 * error in `cause`), so that the error handler and the transaction retry can tell them apart.
 */

export const SQLSTATE = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
  stringTooLong: '22001',
  invalidTextRepresentation: '22P02',
  characterNotInRepertoire: '22021',
  untranslatableCharacter: '22P05',
  numericOutOfRange: '22003',
} as const;

const SQLSTATE_PATTERN = /^[0-9A-Z]{5}$/;

/** The SQLSTATE of a database error, looking through `cause` chains; undefined for any other error. */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 8; depth += 1) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && SQLSTATE_PATTERN.test(candidate.code)) return candidate.code;
    current = candidate.cause;
  }
  return undefined;
}

/** The SQL text of a failed query (drizzle's DrizzleQueryError carries it), never its parameters. */
export function queryTextOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 8; depth += 1) {
    const candidate = current as { query?: unknown; cause?: unknown };
    if (typeof candidate.query === 'string') return candidate.query.slice(0, 2000);
    current = candidate.cause;
  }
  return undefined;
}

/** Failures that go away when the whole transaction runs again. */
export const isRetryableTransactionError = (error: unknown): boolean => {
  const state = sqlStateOf(error);
  return state === SQLSTATE.serializationFailure || state === SQLSTATE.deadlockDetected;
};
