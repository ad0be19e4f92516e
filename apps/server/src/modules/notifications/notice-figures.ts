/**
 * What a notice may read from an event: its data's texts and amounts, and the amount and day a policy event
 * names (premium and due date, arrears and the day cover ends, a cancellation's refund and what it is for, and
 * any total loss).
 */
import { loanSettledFacts, saDay, totalLossFacts, unusedCoverOf } from '@cover/domain';
import type { EventRow, PolicyRow } from '../../db/schema/index.js';

export type Data = Record<string, unknown>;
export const text = (data: Data, key: string): string | null => {
  const value = data[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};
export const cents = (data: Data, key: string): number | null => {
  const value = data[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

export const asData = (event: EventRow) => (event.data ?? {}) as Data;

/** The amount and day a policy event names (premium and due date, arrears and the day cover ends…). */
export function policyFigures(event: EventRow, data: Data, row: PolicyRow) {
  switch (event.type) {
    case 'policy.issued':
      return { amount: row.monthlyPremium, date: row.startDate };
    case 'policy.grace_started':
    case 'policy.lapse_warning':
      return { amount: cents(data, 'balance') ?? row.balance, date: text(data, 'graceEndsOn') };
    case 'policy.reinstated':
      return { amount: null, date: saDay(row.reinstatedAt ?? event.createdAt) };
    // the premium from the next collection on (the change has updated the policy by now)
    case 'policy.altered':
    case 'policy.swapped':
    case 'policy.payment_updated':
      return { amount: row.monthlyPremium, date: row.nextBillingDate };
    case 'policy.cancelled':
      return {
        amount: cents(data, 'refund'),
        date: saDay(row.cancelledAt ?? event.createdAt),
        withinCoolingOff: data.withinCoolingOff === true,
        // after cooling-off: the days paid for after the cancellation that the refund is for (decision 0044)
        unusedCover: unusedCoverOf(data.unusedCover),
        // the insurer ending the cover of what a claim of total loss was approved for (docs/decisions/0041)
        totalLoss: totalLossFacts(data),
        // the insurer ending a credit life whose loan a claim's payout settled (docs/decisions/0045)
        loanSettled: loanSettledFacts(data),
      };
    default:
      return { amount: cents(data, 'amount'), date: text(data, 'dueDate') };
  }
}
