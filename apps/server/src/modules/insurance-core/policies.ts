/** Policy rows: listing a holder's policies and writing new versions and statuses. */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { policies, type PolicyRow } from '../../db/schema/index.js';

export interface PolicyFilter {
  /** the product line asking: a line lists only its own policies */
  line: string;
  status?: string | undefined;
  limit: number;
  packageName?: string | undefined;
}

/** A holder's policies of one line, newest first, without archived ones. */
export async function listHolderPolicies(
  db: Database,
  policyHolderId: string,
  filter: PolicyFilter,
): Promise<PolicyRow[]> {
  const conditions = [
    eq(policies.line, filter.line),
    eq(policies.policyHolderId, policyHolderId),
    isNull(policies.archivedAt),
  ];
  if (filter.status) conditions.push(eq(policies.status, filter.status));
  if (filter.packageName) conditions.push(eq(policies.packageName, filter.packageName));
  return db
    .select()
    .from(policies)
    .where(and(...conditions))
    .orderBy(desc(policies.createdAt), desc(policies.id))
    .limit(filter.limit);
}

export type PolicyChangesSet = Partial<Omit<PolicyRow, 'id' | 'policyNumber' | 'createdAt'>>;

export async function updatePolicy(
  db: Database,
  id: string,
  changes: PolicyChangesSet,
  now: Date,
): Promise<PolicyRow> {
  const [row] = await db
    .update(policies)
    .set({ ...changes, updatedAt: now })
    .where(eq(policies.id, id))
    .returning();
  if (!row) throw new Error(`policy ${id} vanished`);
  return row;
}
