import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Mutation } from './mutations.js';

/**
 * What every answer to a hostile request must satisfy, and the digest that proves no record changed.
 */

/** Internals that must never reach a client: stack frames, the ORM's "Failed query", SQL, driver errors. */
const INTERNALS: [string, RegExp][] = [
  ['a stack frame', /\bat (?:async )?[\w$.<>[\]]+ \(|\bat (?:file:\/\/|\/|node:)|\n\s+at /],
  ['a source location', /\.(?:ts|js|mjs|cjs):\d+:\d+/],
  ['node_modules', /node_modules/],
  ['"Failed query"', /Failed query/i],
  ['SQL', /\b(?:select|insert into|update|delete from)\b[^"]{0,80}"\w+"|\bfrom "\w+"|\$\d+::|params:/i],
  [
    'a database error',
    /invalid byte sequence|violates|duplicate key|syntax error at|relation "|SQLSTATE|PGlite|\bpg_\w/i,
  ],
  [
    'an internal error name',
    /\b(?:TypeError|RangeError|ReferenceError|SyntaxError: Unexpected|ZodError|DrizzleError|FST_\w+)\b/,
  ],
];

export function internalsIn(body: string): string | null {
  for (const [name, pattern] of INTERNALS) if (pattern.test(body)) return name;
  return null;
}

const preview = (body: string) => (body.length > 400 ? `${body.slice(0, 400)}…` : body);

function parse(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** What no answer may show: a 5xx, or internals in its body. */
function serverProblems(status: number, body: string): string[] {
  const leaked = internalsIn(body);
  return [
    ...(status >= 500 ? [`answered ${status}`] : []),
    ...(leaked ? [`the body carries ${leaked}`] : []),
  ];
}

/** Failures of one /api answer: a 5xx, internals in the body, a non-2xx outside the envelope. */
export function apiAnswerProblems(response: LightMyRequestResponse): string[] {
  const { statusCode: status, body } = response;
  const problems = serverProblems(status, body);
  if (status < 200 || status >= 300) {
    const error = (parse(body) as { error?: Record<string, unknown> } | undefined)?.error;
    const envelope =
      !!error &&
      typeof error.code === 'string' &&
      typeof error.message === 'string' &&
      typeof error.requestId === 'string' &&
      error.requestId.length > 0;
    if (!envelope)
      problems.push('a non-2xx answer outside the { error: { code, message, requestId } } envelope');
  }
  return problems.map((problem) => `${problem}: ${status} ${preview(body)}`);
}

/**
 * The field a mutation makes unacceptable to every text rule — a control character, lone surrogate, bidi
 * override, 100k characters, an undecodable query escape — as the refusal names it; null when the mutation
 * is not such text (a wrong type, an odd shape or transport: those need only a 4xx).
 */
export function fieldTheGuardRefuses(mutation: Mutation): string | null {
  if (mutation.kind !== 'field') return null;
  const { part, path, value } = mutation;
  const refused =
    (value.kind === 'text' && (!value.label.startsWith('long') || value.text.length > 10_000)) ||
    (value.kind === 'url' && part === 'query');
  // A path the router cannot decode (a lone surrogate) or that is over-long is refused before any route is
  // chosen — 400 BAD_URL or 414 — so no field can be named; the 4xx envelope is checked for every answer.
  const refusedByRouter =
    part === 'params' && (value.label.startsWith('lone surrogate') || value.label.startsWith('long'));
  if (!refused || refusedByRouter) return null;
  return path.length > 0 ? path.map(String).join('.') : part;
}

/** Failures of a refusal that must be a 400 VALIDATION_FAILED naming `field`. */
export function refusalProblems(response: LightMyRequestResponse, field: string): string[] {
  const error = (
    parse(response.body) as { error?: { code?: unknown; fields?: Record<string, unknown> } } | undefined
  )?.error;
  if (
    response.statusCode === 400 &&
    error?.code === 'VALIDATION_FAILED' &&
    error.fields &&
    Object.hasOwn(error.fields, field)
  )
    return [];
  return [
    `hostile text in "${field}" was not refused with a 400 naming it: ${response.statusCode} ${preview(response.body)}`,
  ];
}

/** Failures of one /idp answer: anything but a 4xx { __type, message } refusal (never InternalErrorException). */
export function idpAnswerProblems(response: LightMyRequestResponse): string[] {
  const { statusCode: status, body } = response;
  const problems = serverProblems(status, body);
  const parsed = parse(body) as { __type?: unknown; message?: unknown } | undefined;
  if (status !== 200) {
    if (!parsed || typeof parsed.__type !== 'string' || typeof parsed.message !== 'string')
      problems.push('a refusal outside the protocol shape { __type, message }');
    else if (parsed.__type === 'InternalErrorException') problems.push('an InternalErrorException');
    if (response.headers['x-amzn-errortype'] !== parsed?.__type)
      problems.push('x-amzn-errortype differs from __type');
  }
  return problems.map((problem) => `${problem}: ${status} ${preview(body)}`);
}

/** A prototype polluted by a parser or a merge would show on every object. */
export function pollution(): string | null {
  const probe = {} as Record<string, unknown>;
  return 'polluted' in probe || Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')
    ? 'Object.prototype was polluted'
    : null;
}

/**
 * Bookkeeping tables, left out of the digest: they change on every request or sign-in whatever its input
 * (replayable replies, outgoing mail, sessions, refresh tokens, signing keys) and hold no customer record.
 * Every other table is business data (users, codes, holders, quotes, applications, policies, members,
 * beneficiaries, payments, collections, notes, claims, documents, events, callbacks, operators, devices…),
 * including tables added later: a new table is in the digest unless it is named here.
 */
export const BOOKKEEPING_TABLES = new Set([
  'idempotency_keys',
  'outbox_messages',
  'operator_sessions',
  'idp_auth_sessions',
  'idp_refresh_tokens',
  'idp_signing_keys',
  'two_factor_sessions',
]);

/**
 * Columns left out of a business table's digest: failed-attempt counters (of pool users and operators)
 * move whenever a wrong password is tried, which a hostile sign-in legitimately does, and a good sign-in
 * resets them; every other column of the row still counts.
 */
export const BOOKKEEPING_COLUMNS: Record<string, string[]> = {
  idp_users: ['failed_attempts', 'last_failed_at', 'locked_until', 'updated_at'],
  operators: ['failed_attempts', 'locked_until', 'updated_at'],
};

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  Array.isArray(result)
    ? (result as Record<string, unknown>[])
    : ((result as { rows: Record<string, unknown>[] }).rows ?? []);

/** Per business table: row count and an md5 over its rows in a stable order. */
export async function businessDigest(app: FastifyInstance): Promise<Record<string, string>> {
  const tables = rowsOf(
    await app.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  )
    .map((row) => String(row.table_name))
    .filter((name) => !BOOKKEEPING_TABLES.has(name));
  const digest: Record<string, string> = {};
  for (const table of tables) {
    const dropped = (BOOKKEEPING_COLUMNS[table] ?? []).map((column) => sql` - ${column}::text`);
    const rowText = sql`(to_jsonb(t)${sql.join(dropped, sql``)})::text`;
    const [row] = rowsOf(
      await app.db.execute(
        sql`select count(*)::int as n, coalesce(md5(string_agg(${rowText}, '|' order by ${rowText})), '-') as h from ${sql.identifier(table)} t`,
      ),
    );
    digest[table] = `${String(row?.n)}:${String(row?.h)}`;
  }
  return digest;
}

/** The tables whose digest differs. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (table) => before[table] !== after[table],
  );
