/**
 * Cancelling a policy at the holder's request. Inside the cooling-off period of its line's term (31 days
 * for long-term cover, 14 for short-term, from the start date) every premium paid is refunded, recorded as
 * a refund collection with a negative amount, provided no claim has been made on the policy (PPR rule 4,
 * as the schedule states); after it nothing is refunded. Billing stops, unpaid premiums are written off
 * and pending alteration previews expire. Claims already made stay open: cancelling does not withdraw them.
 * `cancellationTerms` states all of this before the customer confirms.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  cancellationSummary,
  isWithinCoolingOff,
  policyLifecycle,
  type CancellationTerms,
  type PolicyLifecycleStatus,
} from '@cover/domain';
import type { Database } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import {
  alterationPackages,
  claims,
  collections,
  type CollectionRow,
  type PolicyRow,
} from '../../db/schema/index.js';
import { today as dayOf } from './clock.js';
import { insertRefund, netPremiumsPaid } from './collections.js';
import { CORE_MESSAGES, conflict } from './errors.js';
import { appendEvent } from './events.js';
import { inForceLinkedPolicies, linkedCoverOf } from './linked-policies.js';
import type { ProductLine } from './lines.js';
import { updatePolicy } from './policies.js';

export interface CancelPolicyCommand {
  reason: string;
  comment?: string | undefined;
  /** the policy's line: its term sets the cooling-off period */
  line: ProductLine;
  now: Date;
  actor: string;
  /**
   * Where the insurer ends the cover on its own (a claim of total loss approved: docs/decisions/0041), the
   * history entry's own words and the facts its event keeps beside the reason; otherwise the entry names the
   * reason by its label.
   */
  entry?: { summary: string; data: Record<string, unknown> };
}

export interface CancellationResult {
  policy: PolicyRow;
  withinCoolingOff: boolean;
  refund: CollectionRow | null;
}

/** Claim states in which a claim is finished: paid or closed. */
const FINISHED_CLAIM_STATES = ['paid_out', 'closed'];

const claimsMadeOn = preparedPerDatabase((db) =>
  db
    .select({ claimId: claims.id, claimNumber: claims.claimNumber, status: claims.claimStatus })
    .from(claims)
    .where(eq(claims.policyId, sql.placeholder('policyId')))
    .orderBy(asc(claims.createdAt))
    .prepare('claims_made_on_policy'),
);

/** What cancelling `policy` on `now` would mean: cooling-off, the refund due and the claims on it. */
export async function cancellationTerms(
  db: Database,
  policy: PolicyRow,
  line: ProductLine,
  now: Date,
): Promise<CancellationTerms> {
  const withinCoolingOff = isWithinCoolingOff(policy.startDate, dayOf(now), line.term);
  const made = await claimsMadeOn(db).execute({ policyId: policy.id });
  const refundAmount = withinCoolingOff && made.length === 0 ? await netPremiumsPaid(db, policy.id) : 0;
  return {
    withinCoolingOff,
    coolingOffEndsOn: policy.coolingOffEndsOn,
    refundAmount: Math.max(0, refundAmount),
    claimMade: made.length > 0,
    openClaims: made
      .filter((claim) => !FINISHED_CLAIM_STATES.includes(claim.status))
      .map(({ claimId, claimNumber }) => ({ claimId, claimNumber })),
    linkedCover: linkedCoverOf(await inForceLinkedPolicies(db, policy)),
  };
}

export async function cancelPolicyCore(
  db: Database,
  policy: PolicyRow,
  command: CancelPolicyCommand,
): Promise<CancellationResult> {
  const { now, line } = command;
  if (policy.line !== line.key) throw new Error(`a ${policy.line} policy cancelled as ${line.key}`);
  if (!policyLifecycle.canTransition(policy.status as PolicyLifecycleStatus, 'CANCELLED'))
    throw conflict('POLICY_CANCELLED', CORE_MESSAGES.policyAlreadyCancelled);
  const date = dayOf(now);
  const { withinCoolingOff, refundAmount } = await cancellationTerms(db, policy, line, now);
  const refund =
    refundAmount > 0
      ? await insertRefund(db, {
          policyId: policy.id,
          amount: refundAmount,
          dueDate: date,
          paymentMethodId: policy.paymentMethodId,
          now,
        })
      : null;
  await db
    .update(collections)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(collections.policyId, policy.id), inArray(collections.status, ['pending', 'failed'])));
  await db
    .update(alterationPackages)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(alterationPackages.policyId, policy.id), eq(alterationPackages.status, 'pending')));
  const updated = await updatePolicy(
    db,
    policy.id,
    {
      status: 'CANCELLED',
      cancelledAt: now,
      cancellationReason: command.reason,
      cancellationComment: command.comment ?? null,
      nextBillingDate: null,
      balance: 0,
    },
    now,
  );
  await appendEvent(db, {
    entityType: 'policy',
    entityId: policy.id,
    type: 'policy.cancelled',
    summary:
      command.entry?.summary ??
      cancellationSummary({ reason: command.reason, refund: refund ? -refund.amount : 0 }, 'staff'),
    data: {
      ...command.entry?.data,
      reason: command.reason,
      withinCoolingOff,
      refund: refund ? -refund.amount : 0,
    },
    actor: command.actor,
    at: now,
  });
  return { policy: updated, withinCoolingOff, refund };
}
