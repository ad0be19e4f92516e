/**
 * The numbers people use for records: a prefix, the South African year and a database sequence, e.g. policy
 * FUN-2026-000123 (the line's prefix, the issue year) or application APP-2026-000045 (the year it was made).
 */
import { toCalendarDate } from '@cover/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export function formatPolicyNumber(prefix: string, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** An application's prefix (a line's policy prefix is three letters too, so search reads this one first). */
export const APPLICATION_NUMBER_PREFIX = 'APP';

type NumberSequence = 'policy_number_seq' | 'application_number_seq';

async function nextNumber(db: Database, sequence: NumberSequence, prefix: string, at: Date): Promise<string> {
  const [row] = await db
    .select({ value: sql<string | number>`nextval(${sequence})` })
    .from(sql`(select 1) as one`);
  const value = Number(row?.value);
  if (!Number.isSafeInteger(value)) throw new Error(`${sequence} returned no value`);
  return formatPolicyNumber(prefix, toCalendarDate(at).year, value);
}

export const nextPolicyNumber = (db: Database, prefix: string, issuedAt: Date): Promise<string> =>
  nextNumber(db, 'policy_number_seq', prefix, issuedAt);

export const nextApplicationNumber = (db: Database, madeAt: Date): Promise<string> =>
  nextNumber(db, 'application_number_seq', APPLICATION_NUMBER_PREFIX, madeAt);
