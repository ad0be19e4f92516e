/**
 * Policies sold with another one (their line facts name it as `linkedPolicyId`): the credit life on the
 * finance of an insured phone or vehicle. It covers the debt, not the item, so cancelling the item's policy
 * leaves it in force with its premium; the cancel page says so and offers to cancel it too, in the same
 * request (docs/decisions/0016, addendum).
 */
import type { LinkedCover } from '@cover/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { policies, type PolicyRow } from '../../db/schema/index.js';

/** The ACTIVE policies of the same holder sold with `policy`, oldest first (locked when asked). */
export async function inForceLinkedPolicies(
  db: Database,
  policy: Pick<PolicyRow, 'id' | 'policyHolderId'>,
  options: { lock?: boolean } = {},
): Promise<PolicyRow[]> {
  const parameters = { holderId: policy.policyHolderId, policyId: policy.id };
  return (options.lock ? linkedPoliciesLocked : linkedPolicies)(db).execute(parameters);
}

/** The statement of inForceLinkedPolicies, prepared (every policy detail and cancellation reads it). */
const linkedPoliciesQuery = (db: Database) =>
  db
    .select()
    .from(policies)
    .where(
      and(
        eq(policies.policyHolderId, sql.placeholder('holderId')),
        eq(policies.status, 'ACTIVE'),
        sql`${policies.lineData}->>'linkedPolicyId' = ${sql.placeholder('policyId')}`,
      ),
    )
    .orderBy(asc(policies.createdAt));
const linkedPolicies = preparedPerDatabase((db) =>
  linkedPoliciesQuery(db).prepare('in_force_linked_policies'),
);
const linkedPoliciesLocked = preparedPerDatabase((db) =>
  linkedPoliciesQuery(db).for('update').prepare('in_force_linked_policies_for_update'),
);

/**
 * The in-force policies sold with this one (its credit life) paid the same way: they move with it, and its
 * payment page names them (locked when the change moves them).
 */
export async function movingWith(
  db: Database,
  policy: PolicyRow,
  options: { lock?: boolean } = {},
): Promise<PolicyRow[]> {
  if (!policy.paymentMethodId) return [];
  const linked = await inForceLinkedPolicies(db, policy, options);
  return linked.filter((row) => row.paymentMethodId === policy.paymentMethodId);
}

export const linkedCoverOf = (rows: readonly PolicyRow[]): LinkedCover[] =>
  rows.map((row) => ({
    policyId: row.id,
    policyNumber: row.policyNumber,
    line: row.line,
    monthlyPremium: row.monthlyPremium,
  }));
