/** Policy numbers: a line prefix, the issue year (South African) and a database sequence, e.g. FUN-2026-000123. */
import { toCalendarDate } from '@cover/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export function formatPolicyNumber(prefix: string, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;
}

export async function nextPolicyNumber(db: Database, prefix: string, issuedAt: Date): Promise<string> {
  const [row] = await db
    .select({ value: sql<string | number>`nextval('policy_number_seq')` })
    .from(sql`(select 1) as one`);
  const value = Number(row?.value);
  if (!Number.isSafeInteger(value)) throw new Error('policy_number_seq returned no value');
  return formatPolicyNumber(prefix, toCalendarDate(issuedAt).year, value);
}
