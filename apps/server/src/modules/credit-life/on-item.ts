/**
 * Credit life taken on its own on a financed item (not sold with the item's policy): its application keeps
 * the item's key (`financedItemKey`, duplicates.ts), so a loan settled from a claim on the item finds it as it
 * finds the credit life sold with the policy (claims/credit-life-on-item.ts, docs/decisions/0045).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applications, policies, type PolicyRow } from '../../db/schema/index.js';
import type { FinancedItemKey } from './duplicates.js';

/** The holder's ACTIVE credit life policies taken on their own on `item`, oldest first (locked when asked). */
export async function inForceStandaloneOn(
  db: Database,
  policyHolderId: string,
  item: FinancedItemKey,
  options: { lock?: boolean } = {},
): Promise<PolicyRow[]> {
  const query = db
    .select({ policy: policies })
    .from(policies)
    .innerJoin(applications, eq(applications.id, policies.applicationId))
    .where(
      and(
        eq(policies.policyHolderId, policyHolderId),
        eq(policies.status, 'ACTIVE'),
        sql`${policies.lineData}->>'linkedPolicyId' is null`,
        sql`${applications.details}->>'financedItemKey' = ${item.key}`,
      ),
    )
    .orderBy(asc(policies.createdAt));
  const rows = await (options.lock ? query.for('update', { of: policies }) : query);
  return rows.map((row) => row.policy);
}
