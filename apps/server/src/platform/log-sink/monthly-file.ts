import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * The fallback log file, one per stream and month: `<stream>_<MM>_<YYYY>.txt`.
 * Decision: the spec names it stream_month_year.txt; we use the two-digit numeric month in UTC
 * (e.g. `web-client_11_2026.txt`) so the files sort by name within a year and do not depend on the
 * server's locale or time zone.
 */
export function monthlyFileName(stream: string, at: Date): string {
  const safeStream = stream.replace(/[^A-Za-z0-9._-]/g, '-') || 'log';
  const month = String(at.getUTCMonth() + 1).padStart(2, '0');
  return `${safeStream}_${month}_${at.getUTCFullYear()}.txt`;
}

/** Appends one line (a newline is added) to the month's file, creating the directory and file if absent. */
export async function appendMonthlyLine(
  dir: string,
  stream: string,
  line: string,
  at: Date,
): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, monthlyFileName(stream, at));
  await appendFile(file, `${line}\n`, 'utf8');
  return file;
}
