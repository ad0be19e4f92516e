/**
 * How the billing run walks a large book: policy ids in keyset pages (one index range scan each, never the
 * whole list in memory) and a bounded number of policies of a page billed at the same time.
 */
import { and, asc, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { policies } from '../../db/schema/index.js';

/**
 * The ids of the policies matching `where`, page by page in (next billing date, id) order or in id order: each
 * page starts after the last row of the one before, so a policy that still matches (skipped, still owing) is
 * not read again, and each page is one index range scan.
 */
export async function* keysetPages(
  db: Database,
  where: SQL | undefined,
  size: number,
  order: 'billing-date' | 'id',
): AsyncGenerator<string[]> {
  const byDate = order === 'billing-date';
  let after: { day: string | null; id: string } | null = null;
  for (;;) {
    const from: SQL | undefined = !after
      ? undefined
      : byDate
        ? sql`(${policies.nextBillingDate}, ${policies.id}) > (${after.day}::date, ${after.id}::uuid)`
        : gt(policies.id, after.id);
    const rows = await db
      .select({ id: policies.id, day: policies.nextBillingDate })
      .from(policies)
      .where(and(where, from))
      .orderBy(...(byDate ? [asc(policies.nextBillingDate), asc(policies.id)] : [asc(policies.id)]))
      .limit(size);
    if (rows.length > 0) yield rows.map((row) => row.id);
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    after = { day: last.day, id: last.id };
  }
}

/** Splits a page into `parts` chunks of nearly equal size (fewer when it has fewer items), in order. */
export function chunksOf<T>(items: readonly T[], parts: number): T[][] {
  const count = Math.max(1, Math.min(parts, items.length));
  const size = Math.ceil(items.length / count);
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** Runs `work` for every item, at most `limit` at a time; stops taking new items once one has failed. */
export async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++] as T;
      await work(item).catch((error: unknown) => {
        failed = true;
        throw error;
      });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}
