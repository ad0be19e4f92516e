/**
 * A natural death within the member's 6-month waiting period pays at most a refund of the premiums paid
 * (WAITING_PERIOD_NOTICE; REFERENCE: a waiting period for natural death, none for accidental death). The
 * premiums paid are the policy's, net of refunds, recorded in the claim's details when it is made
 * (`premiumsPaidCents`), so the cap stays what it was whatever is collected later. A claim stored before the
 * figure was recorded has none and is not capped.
 */
import type { PayableCap } from '../claims/index.js';

export const WAITING_PERIOD_CAP_REASON = 'the premiums paid, as the death was in the waiting period';

export interface WaitingPeriodFacts {
  causeOfDeath: 'natural' | 'accidental';
  withinWaitingPeriod: boolean;
  /** the policy's premiums paid less refunds up to the claim (cents), where recorded */
  premiumsPaidCents?: number | undefined;
}

/** The premiums paid for a natural death within the waiting period; null (no cap) otherwise. */
export function waitingPeriodCap(facts: WaitingPeriodFacts): PayableCap | null {
  if (facts.causeOfDeath !== 'natural' || !facts.withinWaitingPeriod) return null;
  if (facts.premiumsPaidCents === undefined) return null;
  return { amount: Math.max(0, facts.premiumsPaidCents), reason: WAITING_PERIOD_CAP_REASON };
}
