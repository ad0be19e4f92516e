/**
 * Cancelling a policy at the holder's request. Inside the cooling-off period of its line's term (31 days
 * for long-term cover, 14 for short-term, from the start date) every premium paid is refunded, recorded as
 * a refund collection with a negative amount, provided no claim has been made on the policy (PPR rule 4,
 * as the schedule states). Otherwise the premium paid in advance for the days after the cancellation is
 * refunded, per day of the month it paid for (docs/decisions/0044). Billing stops, unpaid premiums are written
 * off and pending alteration previews expire. Claims already made stay open: cancelling does not withdraw
 * them. `cancellationTerms` states all of this before the customer confirms.
 */
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  cancellationSummary,
  isWithinCoolingOff,
  policyLifecycle,
  unusedCover,
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
  entry?: { summary: string | ((refund: RefundFacts) => string); data: Record<string, unknown> };
  /**
   * false where the insurer ends the cover after a claim of total loss: the month paid for is kept, as the
   * claim paid out the item (docs/decisions/0041); the holder's own cancellation refunds its unused days.
   */
  refundsUnusedDays?: boolean;
  /**
   * false where the insurer ends the cover on its own for a reason that is not the holder's choice (a loan
   * settled from a claim: docs/decisions/0045): cooling-off's refund of every premium paid does not apply,
   * only the days paid for after the cover ended.
   */
  refundsCoolingOff?: boolean;
}

/** The refund a cancellation made, for the history entry's words: cents, and the days it was for. */
export interface RefundFacts {
  amount: number;
  unusedCover: { paidUntil: string; days: number } | null;
}

/** What a cancellation refunds: the days paid for after it (unusedDays) and, inside cooling-off, everything. */
export interface RefundRules {
  unusedDays?: boolean | undefined;
  coolingOff?: boolean | undefined;
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

/** The last premium collected on or before `today` (the month it paid for may still be running). */
const lastPremiumPaid = preparedPerDatabase((db) =>
  db
    .select({ amount: collections.amount, dueDate: collections.dueDate })
    .from(collections)
    .where(
      and(
        eq(collections.policyId, sql.placeholder('policyId')),
        eq(collections.type, 'premium'),
        eq(collections.status, 'successful'),
        lte(collections.dueDate, sql.placeholder('today')),
      ),
    )
    .orderBy(desc(collections.dueDate))
    .limit(1)
    .prepare('last_premium_paid'),
);

/** The numbers of the claims on a policy still being dealt with (a cancellation does not withdraw them). */
export async function openClaimNumbers(db: Database, policyId: string): Promise<string[]> {
  const made = await claimsMadeOn(db).execute({ policyId });
  return made
    .filter((claim) => !FINISHED_CLAIM_STATES.includes(claim.status))
    .map((claim) => claim.claimNumber);
}

/**
 * What cancelling `policy` on `now` would mean: cooling-off, the refund due and the claims on it. Without
 * `refunds.unusedDays` (the insurer ending the cover after a total loss) the days paid for after today are
 * kept; without `refunds.coolingOff` (a loan settled from a claim) cooling-off refunds only those days.
 */
export async function cancellationTerms(
  db: Database,
  policy: PolicyRow,
  line: ProductLine,
  now: Date,
  refunds: RefundRules = {},
): Promise<CancellationTerms> {
  const today = dayOf(now);
  const withinCoolingOff = isWithinCoolingOff(policy.startDate, today, line.term);
  const coolingOffApplies = withinCoolingOff && (refunds.coolingOff ?? true);
  const keepsPaidDays = !(refunds.unusedDays ?? true);
  const lastPaid = async () => (await lastPremiumPaid(db).execute({ policyId: policy.id, today }))[0] ?? null;
  // Independent reads: on the pool (a GET) they go out together on several connections; a transaction's one
  // connection takes them in turn. The premium read the refund almost always needs goes out beside the
  // claims: every premium paid inside cooling-off, else the last one paid.
  const [made, linked, net, lastPaidEarly] = await Promise.all([
    claimsMadeOn(db).execute({ policyId: policy.id }),
    inForceLinkedPolicies(db, policy),
    coolingOffApplies ? netPremiumsPaid(db, policy.id) : null,
    coolingOffApplies || keepsPaidDays ? null : lastPaid(),
  ]);
  const coolingOffRefund = coolingOffApplies && made.length === 0;
  // a claim made inside cooling-off leaves the days paid for after today to refund: the last premium then
  const paid =
    coolingOffRefund || keepsPaidDays ? null : coolingOffApplies ? await lastPaid() : lastPaidEarly;
  const unused = unusedCover(paid, policy.nextBillingDate, today);
  const refundAmount = coolingOffRefund ? (net ?? 0) : (unused?.amount ?? 0);
  return {
    withinCoolingOff,
    coolingOffEndsOn: policy.coolingOffEndsOn,
    refundAmount: Math.max(0, refundAmount),
    unusedCover: unused,
    claimMade: made.length > 0,
    openClaims: made
      .filter((claim) => !FINISHED_CLAIM_STATES.includes(claim.status))
      .map(({ claimId, claimNumber }) => ({ claimId, claimNumber })),
    linkedCover: linkedCoverOf(linked),
  };
}

/** The history entry's words: the insurer's own (given, or made from the refund), else the reason's label. */
function entrySummary(command: CancelPolicyCommand, refund: RefundFacts): string {
  const summary = command.entry?.summary;
  if (typeof summary === 'function') return summary(refund);
  return (
    summary ??
    cancellationSummary(
      { reason: command.reason, refund: refund.amount, unusedCover: refund.unusedCover },
      'staff',
    )
  );
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
  const {
    withinCoolingOff,
    refundAmount,
    unusedCover: unused,
  } = await cancellationTerms(db, policy, line, now, {
    unusedDays: command.refundsUnusedDays,
    coolingOff: command.refundsCoolingOff,
  });
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
    summary: entrySummary(command, {
      amount: refund ? -refund.amount : 0,
      unusedCover: refund && unused ? { paidUntil: unused.paidUntil, days: unused.days } : null,
    }),
    data: {
      ...command.entry?.data,
      reason: command.reason,
      withinCoolingOff,
      refund: refund ? -refund.amount : 0,
      // the days paid for after the cancellation that the refund is for (after cooling-off)
      ...(refund && unused ? { unusedCover: { paidUntil: unused.paidUntil, days: unused.days } } : {}),
    },
    actor: command.actor,
    at: now,
  });
  return { policy: updated, withinCoolingOff, refund };
}
