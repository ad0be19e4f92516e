/**
 * Cover sold together (docs/decisions/0027, addendum "one notice for cover sold together"): the credit life
 * taken with a phone or vehicle is told in that cover's notice of the same step. These are the covers a
 * notice names beside its own: applied for with it, issued with it, or changed with it in one transaction.
 */
import { productName, type NoticeCover } from '@cover/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  applications,
  events,
  policies,
  type ApplicationRow,
  type EventRow,
  type PolicyRow,
} from '../../db/schema/index.js';
import { inForceLinkedPolicies } from '../insurance-core/linked-policies.js';
import { asData, policyFigures } from './notice-figures.js';

/**
 * The applications sold with this one that go with it (the credit life taken with a phone, still PENDING or
 * APPROVED, not issued and not under review on its own): they are approved and issued with it, so its notices
 * name them (docs/decisions/0027, addendum "one notice for cover sold together").
 */
export async function appliedTogether(db: Database, row: ApplicationRow): Promise<NoticeCover[]> {
  const linked = await db
    .select({ packageName: applications.packageName, monthlyPremium: applications.monthlyPremium })
    .from(applications)
    .where(
      and(
        eq(applications.policyHolderId, row.policyHolderId),
        sql`${applications.details}->>'linkedApplicationId' = ${row.id}`,
        inArray(applications.status, ['PENDING', 'APPROVED']),
        isNull(applications.policyId),
        isNull(applications.underwritingStatus),
      ),
    )
    .orderBy(asc(applications.createdAt));
  return linked.map((entry) => ({ product: productName(entry.packageName), amount: entry.monthlyPremium }));
}

/** The policies issued with this one (the credit life issued with a phone names the phone's policy). */
export async function issuedTogether(db: Database, row: PolicyRow): Promise<NoticeCover[]> {
  const linked = await inForceLinkedPolicies(db, row);
  return linked.map((entry) => ({
    product: productName(entry.packageName),
    policyNumber: entry.policyNumber,
    amount: entry.monthlyPremium,
    date: entry.startDate,
  }));
}

/**
 * The steps of a policy that the cover sold with it (a phone's credit life) takes with it and that are told in
 * its notice: issued together, moved to the new payment method with it, cancelled with it (`alsoCancelLinked`).
 */
export const POLICY_STEPS_TOLD_TOGETHER = new Set([
  'policy.issued',
  'policy.payment_updated',
  'policy.cancelled',
]);

/**
 * Steps a policy may take more than once (a payment change, a cancellation of the credit life after the phone's):
 * told together only when both were taken in the same transaction (their events' `xmin`), not when the other
 * policy took the same step at another moment.
 */
export const STEPS_OF_ONE_TRANSACTION = new Set(['policy.payment_updated', 'policy.cancelled']);

/** Events appended by the transaction that appended `eventId` (the same step of one request). */
export const sameTransactionAs = (eventId: string) =>
  sql`${events}.xmin = (select told.xmin from ${events} told where told.id = ${eventId})`;

/**
 * The policies sold with this one that took the same step in the same transaction (the credit life moved to
 * the phone's new payment method, or cancelled with it), with their figures of that step.
 */
export async function changedTogether(db: Database, row: PolicyRow, event: EventRow): Promise<NoticeCover[]> {
  const linked = await db
    .select({ policy: policies, event: events })
    .from(policies)
    .innerJoin(events, and(eq(events.entityType, 'policy'), sql`${events.entityId} = ${policies.id}::text`))
    .where(
      and(
        eq(policies.policyHolderId, row.policyHolderId),
        sql`${policies.lineData}->>'linkedPolicyId' = ${row.id}`,
        eq(events.type, event.type),
        sameTransactionAs(event.id),
      ),
    )
    .orderBy(asc(policies.createdAt), asc(events.seq));
  return linked.map((entry) => {
    const figures = policyFigures(entry.event, asData(entry.event), entry.policy);
    return {
      product: productName(entry.policy.packageName),
      policyNumber: entry.policy.policyNumber,
      amount: figures.amount,
      date: figures.date,
      withinCoolingOff: 'withinCoolingOff' in figures ? figures.withinCoolingOff : null,
      unusedCover: 'unusedCover' in figures ? figures.unusedCover : null,
    };
  });
}

/**
 * The policies sold with this cancelled one that go on without it (the credit life on a phone's finance, kept
 * for its debt): its cancellation notice names them and their premium, so it does not read as if all stops.
 */
export async function continuingAfter(db: Database, row: PolicyRow): Promise<NoticeCover[]> {
  const linked = await inForceLinkedPolicies(db, row);
  return linked.map((entry) => ({
    product: productName(entry.packageName),
    policyNumber: entry.policyNumber,
    amount: entry.monthlyPremium,
  }));
}
