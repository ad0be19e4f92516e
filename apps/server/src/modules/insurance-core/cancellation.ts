/**
 * Cancelling a policy at the holder's request. Inside the cooling-off period of its line's term (31 days
 * for long-term cover, 14 for short-term, from the start date) every premium paid is refunded, recorded as a refund collection with a negative
 * amount; after it nothing is refunded. Billing stops, unpaid premiums are written off and pending
 * alteration previews expire.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { isWithinCoolingOff, policyLifecycle, type PolicyLifecycleStatus } from '@cover/domain';
import type { Database } from '../../db/client.js';
import {
  alterationPackages,
  collections,
  type CollectionRow,
  type PolicyRow,
} from '../../db/schema/index.js';
import { today as dayOf } from './clock.js';
import { insertRefund, netPremiumsPaid } from './collections.js';
import { CORE_MESSAGES, conflict } from './errors.js';
import { appendEvent } from './events.js';
import type { ProductLine } from './lines.js';
import { updatePolicy } from './policies.js';

export interface CancelPolicyCommand {
  reason: string;
  comment?: string | undefined;
  /** the policy's line: its term sets the cooling-off period */
  line: ProductLine;
  now: Date;
  actor: string;
}

export interface CancellationResult {
  policy: PolicyRow;
  withinCoolingOff: boolean;
  refund: CollectionRow | null;
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
  const withinCoolingOff = isWithinCoolingOff(policy.startDate, date, line.term);
  let refund: CollectionRow | null = null;
  if (withinCoolingOff) {
    const paid = await netPremiumsPaid(db, policy.id);
    if (paid > 0)
      refund = await insertRefund(db, {
        policyId: policy.id,
        amount: paid,
        dueDate: date,
        paymentMethodId: policy.paymentMethodId,
        now,
      });
  }
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
  const refunded = refund ? ` R${(-refund.amount / 100).toFixed(2)} refunded (cooling-off period).` : '';
  await appendEvent(db, {
    entityType: 'policy',
    entityId: policy.id,
    type: 'policy.cancelled',
    summary: `Policy cancelled (${command.reason}).${refunded}`,
    data: { reason: command.reason, withinCoolingOff, refund: refund ? -refund.amount : 0 },
    actor: command.actor,
    at: now,
  });
  return { policy: updated, withinCoolingOff, refund };
}
