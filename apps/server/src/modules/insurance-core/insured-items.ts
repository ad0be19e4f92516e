/** What a policy insures besides people (a phone, a vehicle): stored with the line's data and value. */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { insuredItems, policies, type InsuredItemRow } from '../../db/schema/index.js';

export interface NewInsuredItem {
  /** given when the line names the item before storing it (e.g. in the policy's facts) */
  id?: string;
  policyId: string;
  kind: string;
  description: string;
  data: Record<string, unknown>;
  insuredValue: number;
  addedOn: string;
  now: Date;
}

export async function insertInsuredItem(db: Database, item: NewInsuredItem): Promise<InsuredItemRow> {
  const [row] = await db
    .insert(insuredItems)
    .values({
      ...(item.id ? { id: item.id } : {}),
      policyId: item.policyId,
      kind: item.kind,
      description: item.description,
      data: item.data,
      insuredValue: item.insuredValue,
      addedOn: item.addedOn,
      createdAt: item.now,
      updatedAt: item.now,
    })
    .returning();
  if (!row) throw new Error('insured item was not stored');
  return row;
}

/** The items of these policies that are still insured. */
export async function listInsuredItems(
  db: Database,
  policyIds: readonly string[],
): Promise<InsuredItemRow[]> {
  if (policyIds.length === 0) return [];
  return db
    .select()
    .from(insuredItems)
    .where(and(inArray(insuredItems.policyId, [...policyIds]), isNull(insuredItems.removedAt)));
}

/**
 * The ACTIVE policy of `line` that insures an item of `kind` whose data field `key` equals `value` (a phone's
 * IMEI, a vehicle's VIN), if any. Serialised per value with a transaction advisory lock, so that two
 * registrations of the same item cannot both pass.
 */
export async function findActiveInsuredItem(
  db: Database,
  lookup: { line: string; kind: string; key: string; value: string },
): Promise<{ policyId: string; policyNumber: string } | null> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${lookup.kind}:${lookup.value}`}))`);
  const [row] = await db
    .select({ policyId: policies.id, policyNumber: policies.policyNumber })
    .from(insuredItems)
    .innerJoin(policies, eq(policies.id, insuredItems.policyId))
    .where(
      and(
        eq(insuredItems.kind, lookup.kind),
        sql`${insuredItems.data} ->> ${lookup.key} = ${lookup.value}`,
        isNull(insuredItems.removedAt),
        eq(policies.line, lookup.line),
        eq(policies.status, 'ACTIVE'),
      ),
    )
    .limit(1);
  return row ?? null;
}
