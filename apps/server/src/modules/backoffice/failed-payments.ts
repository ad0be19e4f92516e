/**
 * Premium collections that failed and are still unpaid (status failed) on policies that are not cancelled,
 * oldest due date first, with the day each one's grace period ends.
 */
import { graceEndsOn, type BackofficeFailedPayment } from '@cover/domain';
import { and, asc, eq, ne, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { collections, policies, policyHolders } from '../../db/schema/index.js';

const failedPremium = and(eq(collections.type, 'premium'), eq(collections.status, 'failed'));

/**
 * A premium that failed and is still unpaid, on a policy not cancelled: answered from the unpaid premiums'
 * index and, for the few cancelled policies, the billing index, without reading either table's rows.
 */
export const isWaitingFailedPremium = (db: Database) =>
  and(
    failedPremium,
    notExists(
      db
        .select({ id: policies.id })
        .from(policies)
        .where(and(eq(policies.id, collections.policyId), eq(policies.status, 'CANCELLED'))),
    ),
  );

export async function failedPayments(db: Database, limit: number): Promise<BackofficeFailedPayment[]> {
  // The page holds the premiums due by the `limit`-th one's due date (the ties on it in policy-number order):
  // only those are read with their policies and holders, not every premium that waits.
  const lastDueOnPage = db
    .select({ dueDate: collections.dueDate })
    .from(collections)
    .where(isWaitingFailedPremium(db))
    .orderBy(asc(collections.dueDate))
    .limit(1)
    .offset(limit - 1);
  const rows = await db
    .select({ collection: collections, policy: policies, holder: policyHolders })
    .from(collections)
    .innerJoin(policies, eq(policies.id, collections.policyId))
    .innerJoin(policyHolders, eq(policyHolders.id, policies.policyHolderId))
    .where(
      and(
        failedPremium,
        ne(policies.status, 'CANCELLED'),
        sql`${collections.dueDate} <= coalesce((${lastDueOnPage}), 'infinity'::date)`,
      ),
    )
    .orderBy(asc(collections.dueDate), asc(policies.policyNumber))
    .limit(limit);
  return rows.map(({ collection, policy, holder }) => ({
    collectionId: collection.id,
    policyId: policy.id,
    policyNumber: policy.policyNumber,
    line: policy.line,
    holderName: `${holder.firstName} ${holder.lastName}`,
    amount: collection.amount,
    dueDate: collection.dueDate,
    failureReason: collection.failureReason,
    attemptedAt: collection.attemptedAt?.toISOString() ?? null,
    graceEndsOn: graceEndsOn(collection.dueDate),
    policyStatus: policy.status,
  }));
}
