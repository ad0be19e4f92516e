/**
 * Premium collections that failed and are still unpaid (status failed) on policies that are not cancelled,
 * oldest due date first, with the day each one's grace period ends.
 */
import { graceEndsOn, type BackofficeFailedPayment } from '@cover/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { collections, policies, policyHolders } from '../../db/schema/index.js';

export async function failedPayments(db: Database, limit: number): Promise<BackofficeFailedPayment[]> {
  const rows = await db
    .select({ collection: collections, policy: policies, holder: policyHolders })
    .from(collections)
    .innerJoin(policies, eq(policies.id, collections.policyId))
    .innerJoin(policyHolders, eq(policyHolders.id, policies.policyHolderId))
    .where(
      and(
        eq(collections.type, 'premium'),
        eq(collections.status, 'failed'),
        ne(policies.status, 'CANCELLED'),
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
