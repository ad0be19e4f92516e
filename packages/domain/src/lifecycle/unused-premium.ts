/**
 * The premium paid for days after a cancellation (docs/decisions/0044): a monthly premium is collected in
 * advance on its billing day for the month that follows, so a policy cancelled after cooling-off on a day
 * inside a month already paid for gives back the days after that day, worked out per day of that month.
 * Cover runs to the end of the day of cancellation: that day is not refunded.
 */
import { addDays, addMonths, daysBetween } from './dates.js';

export interface PaidPremium {
  /** cents collected */
  amount: number;
  /** the day it was due (collected for the month from then) */
  dueDate: string;
}

export interface UnusedCover {
  /** the last day the premium paid for */
  paidUntil: string;
  /** days paid for after the day of cancellation */
  days: number;
  /** cents to give back for them (rounded down) */
  amount: number;
}

/**
 * What to give back when cover ends on `today`: `paid` is the last premium collected, `nextBillingDate` the
 * policy's next collection (its month may be shorter than a calendar month after a change of billing day, never
 * longer). Null when nothing paid covers a day after today.
 */
export function unusedCover(
  paid: PaidPremium | null,
  nextBillingDate: string | null,
  today: string,
): UnusedCover | null {
  if (!paid || paid.amount <= 0 || paid.dueDate > today) return null;
  const monthEnd = addMonths(paid.dueDate, 1);
  const end = nextBillingDate && nextBillingDate < monthEnd ? nextBillingDate : monthEnd;
  const days = daysBetween(today, end) - 1;
  if (days <= 0) return null;
  const amount = Math.floor((paid.amount * days) / daysBetween(paid.dueDate, monthEnd));
  return amount > 0 ? { paidUntil: addDays(end, -1), days, amount } : null;
}
