/** The policy events the billing run appends, with the sentences the policy history (and the notices) use. */
import { formatLongDate, formatRand, graceEndsOn } from '@cover/domain';
import type { CollectionOutcome } from './collector.js';
import type { CoreEvent } from './events.js';

/** The premium an event is about. */
export interface BilledPremium {
  id: string;
  /** cents */
  amount: number;
  dueDate: string;
}

/** 'collection.successful' or 'collection.failed' for one attempt at a premium. */
export function collectionEvent(
  policyId: string,
  premium: BilledPremium,
  outcome: CollectionOutcome,
  now: Date,
): CoreEvent {
  const due = `Premium of ${formatRand(premium.amount)} due ${formatLongDate(premium.dueDate)}`;
  return {
    entityType: 'policy',
    entityId: policyId,
    type: outcome.ok ? 'collection.successful' : 'collection.failed',
    summary: outcome.ok ? `${due} collected` : `${due} not collected: ${outcome.reason}`,
    data: { collectionId: premium.id, amount: premium.amount, dueDate: premium.dueDate },
    actor: 'billing-run',
    at: now,
  };
}

/** The first unpaid premium of a policy without arrears starts its grace period (the customer is told). */
export function graceStartedEvent(
  policyId: string,
  premium: BilledPremium,
  graceDays: number,
  now: Date,
): CoreEvent {
  const endsOn = graceEndsOn(premium.dueDate, graceDays);
  return {
    entityType: 'policy',
    entityId: policyId,
    type: 'policy.grace_started',
    summary: `Grace period started: the premium due ${formatLongDate(premium.dueDate)} is unpaid; cover continues until ${formatLongDate(endsOn)}`,
    data: {
      collectionId: premium.id,
      dueDate: premium.dueDate,
      graceEndsOn: endsOn,
      balance: premium.amount,
    },
    actor: 'billing-run',
    at: now,
  };
}
