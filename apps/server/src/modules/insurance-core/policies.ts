/** Policy rows: listing a holder's policies and writing new versions and statuses. */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { equalsIfGiven, preparedPerDatabase } from '../../db/prepared.js';
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
  return holderPolicies(db).execute({
    line: filter.line,
    policyHolderId,
    status: filter.status || null,
    packageName: filter.packageName || null,
    limit: filter.limit,
  });
}

const holderPolicies = preparedPerDatabase((db) =>
  db
    .select()
    .from(policies)
    .where(
      and(
        eq(policies.line, sql.placeholder('line')),
        eq(policies.policyHolderId, sql.placeholder('policyHolderId')),
        isNull(policies.archivedAt),
        equalsIfGiven(policies.status, 'status'),
        equalsIfGiven(policies.packageName, 'packageName'),
      ),
    )
    .orderBy(desc(policies.createdAt), desc(policies.id))
    .limit(sql.placeholder('limit'))
    .prepare('holder_policies_of_line'),
);

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
