import type { SqlExecutor } from './sql-executor.js';

export interface JobCount {
  queue: string;
  state: string;
  count: number;
}

/** A job whose retries are used up (pg-boss state `failed`): the back office sees it and may retry it. */
export interface FailedJob {
  id: string;
  queue: string;
  title: string;
  attempts: number;
  error: string;
  createdAt: string;
  failedAt: string | null;
}

const MAX_ERROR_LENGTH = 500;

/** The message of the error a failed job was left with (never its stack). */
export function failureMessage(output: unknown): string {
  const message =
    output && typeof output === 'object' && 'message' in output && typeof output.message === 'string'
      ? output.message
      : 'no message';
  return message.slice(0, MAX_ERROR_LENGTH);
}

const toIso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();

export async function countJobs(
  executor: SqlExecutor,
  schema: string,
  queues: readonly string[],
): Promise<JobCount[]> {
  const { rows } = await executor.executeSql(
    `SELECT name, state::text AS state, count(*)::int AS count FROM ${schema}.job
      WHERE name = ANY($1::text[]) AND state <> 'completed' GROUP BY name, state ORDER BY name, state`,
    [queues],
  );
  return (rows as { name: string; state: string; count: number }[]).map((row) => ({
    queue: row.name,
    state: row.state,
    count: Number(row.count),
  }));
}

interface FailedRow {
  id: string;
  name: string;
  retry_count: number;
  output: unknown;
  created_on: unknown;
  completed_on: unknown;
}

const FAILED_COLUMNS = 'id::text AS id, name, retry_count, output, created_on, completed_on';

export async function listFailedJobs(
  executor: SqlExecutor,
  schema: string,
  limit: number,
  titleOf: (queue: string) => string | undefined,
): Promise<FailedJob[]> {
  const { rows } = await executor.executeSql(
    `SELECT ${FAILED_COLUMNS} FROM ${schema}.job WHERE state = 'failed'
      ORDER BY completed_on DESC NULLS LAST, created_on DESC LIMIT $1`,
    [limit],
  );
  return (rows as FailedRow[]).map((row) => ({
    id: row.id,
    queue: row.name,
    title: titleOf(row.name) ?? row.name,
    attempts: Number(row.retry_count) + 1,
    error: failureMessage(row.output),
    createdAt: toIso(row.created_on) ?? '',
    failedAt: toIso(row.completed_on),
  }));
}

export async function findFailedJob(
  executor: SqlExecutor,
  schema: string,
  id: string,
): Promise<{ queue: string } | null> {
  const { rows } = await executor.executeSql(
    `SELECT name FROM ${schema}.job WHERE id = $1::uuid AND state = 'failed'`,
    [id],
  );
  const row = (rows as { name: string }[])[0];
  return row ? { queue: row.name } : null;
}
