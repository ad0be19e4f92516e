/**
 * Test support for claims that depend on a policy's past: a policy (and every life on it) covered since some
 * months ago, so a natural death today is past the 6-month waiting period, and premiums it has paid.
 */
import { addMonths, saDay } from '@cover/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { collections, policies, policyMembers } from '../../../db/schema/index.js';

/** Long enough ago that a natural death today is past the 6-month waiting period (paid in full). */
export const PAST_WAITING_PERIOD_MONTHS = 7;

/** Moves the policy's start and every member's cover start `months` back from today. */
export async function coverSince(db: Database, policyId: string, months: number): Promise<string> {
  const since = addMonths(saDay(new Date()), -months);
  await db.update(policies).set({ startDate: since }).where(eq(policies.id, policyId));
  await db.update(policyMembers).set({ addedOn: since }).where(eq(policyMembers.policyId, policyId));
  return since;
}

/**
 * Records `months` monthly premiums of `amount` cents collected successfully, due one a month going back from
 * `from` months ago (last month by default).
 */
export async function premiumsPaid(db: Database, policyId: string, amount: number, months: number, from = 1) {
  const now = new Date();
  await db.insert(collections).values(
    Array.from({ length: months }, (_, index) => ({
      policyId,
      type: 'premium' as const,
      status: 'successful' as const,
      amount,
      dueDate: addMonths(saDay(now), -(index + from)),
      attemptedAt: now,
      createdAt: now,
      updatedAt: now,
    })),
  );
}
