/**
 * Whether an item (a phone by its IMEI, a vehicle by its VIN or registration) was claimed as lost outright (a
 * lost or stolen phone, a stolen or hijacked vehicle) on an approved (or paid) claim, on any policy that ever
 * insured it: such an item cannot be insured again (QA walks 11 and 12 no. 1). Found by the item's data field
 * `key`, then each item's policy's claims of these types; a repudiated claim, or a claim of another type,
 * stops nothing.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { claims, insuredItems } from '../../db/schema/index.js';

export interface LostItemLookup {
  line: string;
  /** the insured item's kind ('phone', 'vehicle') */
  kind: string;
  /** the item data's field and the (normalised) value it must have */
  key: string;
  value: string;
  /** the claim types that say it was lost outright */
  claimTypes: readonly string[];
}

export async function isItemClaimedLost(db: Database, lookup: LostItemLookup): Promise<boolean> {
  const [row] = await db
    .select({ claimId: claims.id })
    .from(insuredItems)
    .innerJoin(
      claims,
      and(eq(claims.policyId, insuredItems.policyId), eq(claims.insuredItemId, insuredItems.id)),
    )
    .where(
      and(
        eq(insuredItems.kind, lookup.kind),
        sql`(${insuredItems.data} ->> ${lookup.key}) = ${lookup.value}`,
        eq(claims.line, lookup.line),
        inArray(claims.type, [...lookup.claimTypes]),
        eq(claims.approvalStatus, 'approved'),
      ),
    )
    .limit(1);
  return row !== undefined;
}
