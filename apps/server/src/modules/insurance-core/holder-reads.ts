/**
 * Reads every line's holder calls share: whose list it is, the payment details of a policy with its
 * collections, the history of a policy, and the policy numbers of issued applications.
 */
import { policyEventSummary, type PolicyEvent, type PolicyPaymentReply } from '@cover/domain';
import { and, asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { applications, events, policies, type ApplicationRow, type EventRow } from '../../db/schema/index.js';
import { policyHolderNotFound } from '../policy-holders/service.js';
import { recentCollections } from './collections.js';
import type { LineCallContext } from './line-context.js';
import { movingWith } from './linked-policies.js';
import { findOwnedPolicy } from './ownership.js';
import { findPaymentMethod, toPaymentDetails } from './payment-methods.js';

/** The holder a list is for: the caller's own; naming any other policyHolderId answers 404. */
export function listHolderId(ctx: LineCallContext, policyHolderId: string | undefined): string | null {
  if (policyHolderId !== undefined && policyHolderId !== ctx.holder?.policyHolderId)
    throw policyHolderNotFound();
  return ctx.holder?.policyHolderId ?? null;
}

/** getPolicyPayment: the payment details, billing figures and recent collections of the caller's policy. */
export async function policyPaymentOf(
  ctx: LineCallContext,
  line: string,
  policyId: string,
): Promise<PolicyPaymentReply> {
  const row = await findOwnedPolicy(ctx.db, ctx.holder, policyId, { line });
  const method = await findPaymentMethod(ctx.db, row.paymentMethodId);
  const collections = await recentCollections(ctx.db, row.id);
  const moving = await movingWith(ctx.db, row);
  return {
    policyId: row.id,
    paymentDetails: method ? toPaymentDetails(method) : null,
    billingDay: row.billingDay,
    nextBillingDate: row.nextBillingDate,
    monthlyPremium: row.monthlyPremium,
    balance: row.balance,
    collections: collections.map((collection) => ({
      collectionId: collection.id,
      type: collection.type,
      status: collection.status,
      amount: collection.amount,
      dueDate: collection.dueDate,
      failureReason: collection.failureReason,
      createdAt: collection.createdAt.toISOString(),
    })),
    movesWith: moving.map((linked) => ({
      policyId: linked.id,
      policyNumber: linked.policyNumber,
      monthlyPremium: linked.monthlyPremium,
    })),
  };
}

/**
 * A policy's history as its holder reads it, oldest first, in one statement: the policy's own entries
 * (those not kept for staff only) and what was done on the employee's behalf on the application the policy
 * was made from (events 'on_behalf.*'; events name their entity by its id as text).
 */
const policyHistoryEvents = preparedPerDatabase((db) =>
  db
    .select()
    .from(events)
    .where(
      or(
        and(
          eq(events.entityType, 'policy'),
          eq(events.entityId, sql.placeholder('policyId')),
          eq(events.internal, false),
        ),
        and(
          eq(events.entityType, 'application'),
          inArray(
            events.entityId,
            db
              .select({ id: sql<string>`${applications.id}::text` })
              .from(applications)
              .where(eq(applications.policyId, sql.placeholder('policyId'))),
          ),
          like(events.type, 'on_behalf.%'),
        ),
      ),
    )
    .orderBy(asc(events.createdAt), asc(events.seq))
    .prepare('history_of_policy'),
);

/** A line's own words for some entries of a policy's history as its holder reads them (event id → summary). */
export type HolderWording = (
  db: Database,
  history: readonly EventRow[],
) => Promise<ReadonlyMap<string, string>>;

/** What the holder did themselves (as a retail or employee user), which they read in their own voice. */
const byTheHolder = (actor: string | null) =>
  actor !== null && (actor.startsWith('retail:') || actor.startsWith('employee:'));

/** An entry the holder did themselves in their own words ('You changed your beneficiaries …'), else null. */
function inHolderVoice(event: EventRow): string | null {
  if (!byTheHolder(event.actor)) return null;
  const { summary: _stored, ...facts } = event.data;
  return policyEventSummary(event.type, facts, 'holder');
}

/**
 * The history of a policy, oldest first, with what an operator did for the holder on its application, as
 * its holder reads it: what they did themselves in their own voice (the domain's policy history words);
 * a line may word entries too (`wording`: the motor line tells the employee what the operator did in their
 * own voice); every other entry as stored (the third person staff read).
 */
export async function policyHistory(
  db: Database,
  policyId: string,
  wording?: HolderWording,
): Promise<PolicyEvent[]> {
  const history = await policyHistoryEvents(db).execute({ policyId });
  const worded = wording ? await wording(db, history) : new Map<string, string>();
  return history.map((event) => ({
    eventId: event.id,
    type: event.type,
    summary:
      worded.get(event.id) ??
      inHolderVoice(event) ??
      (typeof event.data.summary === 'string' ? event.data.summary : event.type),
    data: event.data,
    createdAt: event.createdAt.toISOString(),
  }));
}

/** The policy number of each issued application among `rows`. */
export async function policyNumbersOf(
  db: Database,
  rows: readonly ApplicationRow[],
): Promise<Map<string, string>> {
  const policyIds = rows.flatMap((row) => (row.policyId ? [row.policyId] : []));
  if (policyIds.length === 0) return new Map();
  const numbers = await db
    .select({ id: policies.id, policyNumber: policies.policyNumber })
    .from(policies)
    .where(inArray(policies.id, policyIds));
  return new Map(numbers.map((entry) => [entry.id, entry.policyNumber]));
}
