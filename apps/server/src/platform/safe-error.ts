import { queryTextOf, sqlStateOf } from './db-errors.js';

/**
 * What a log line may say of an error: its class, its code, a message with personal data cut out, the
 * SQL text of a failed query (never its parameters, never the driver's `detail`, which repeats the
 * values), and — in development only — the stack frames without the message line. Used as the `err`
 * serializer of every logger, so no `log.error({ err })` anywhere can write a raw error.
 */

const REDACTIONS: [RegExp, string][] = [
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  // a mobile number as people type it: 0821234567, +27821234567, +270821234567, +27 (0)82 123 4567, 082-123-4567
  [/(?<![\w.])(?:\+?27[\s-]?(?:\(0\)\s?|0)?|0)[678]\d(?:[\s-]?\d){7}(?!\d)/g, '[phone]'],
  [/(?<![\w.])\d{13}(?!\d)/g, '[id-number]'],
  [/\b(?:eyJ)[\w-]+\.[\w-]+\.[\w-]+/g, '[token]'],
];

/** The first line of a message, without anything after "params:", with personal data replaced. */
export function safeMessage(message: string): string {
  const firstLine = message.split('\n')[0] ?? '';
  const withoutParams = firstLine.split(/params:/i)[0] ?? '';
  return REDACTIONS.reduce((text, [pattern, label]) => text.replace(pattern, label), withoutParams).slice(
    0,
    300,
  );
}

export interface SafeError {
  type: string;
  message: string;
  code?: string;
  sqlState?: string;
  query?: string;
  stack?: string;
}

export function safeErrorForLog(error: unknown, options: { withStack?: boolean } = {}): SafeError {
  if (!(error instanceof Error)) {
    return {
      type: typeof error,
      message: typeof error === 'string' ? safeMessage(error) : 'non-error value',
    };
  }
  const sqlState = sqlStateOf(error);
  const query = queryTextOf(error);
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  const safe: SafeError = {
    type: error.name,
    // A database error's message repeats the query and its values: its SQLSTATE says what happened.
    message:
      sqlState || query ? `database error${sqlState ? ` ${sqlState}` : ''}` : safeMessage(error.message),
  };
  if (code && code !== sqlState) safe.code = code;
  if (sqlState) safe.sqlState = sqlState;
  if (query) safe.query = query;
  if (options.withStack && error.stack) {
    safe.stack = error.stack
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n');
  }
  return safe;
}
