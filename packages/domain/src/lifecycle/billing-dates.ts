/**
 * Billing dates: a policy is collected monthly on its billing day (12, 15, 20, 25, or 31 = the last day
 * of the month; a day a month does not have falls on its last day).
 */
import { billingDayInMonth } from '../constants/billing.js';
import { formatIsoDate } from '../validators/calendar.js';
import { toDate } from './dates.js';

/** The billing date of a billing day in a month (month 1..12). */
export function billingDateIn(billingDay: number, year: number, month: number): string {
  return formatIsoDate({ year, month, day: billingDayInMonth(billingDay, year, month) });
}

/** The first billing date on or after `from` (or strictly after it when `inclusive` is false). */
export function nextBillingDate(billingDay: number, from: string, inclusive = true): string {
  const { year, month } = toDate(from);
  const thisMonth = billingDateIn(billingDay, year, month);
  if (inclusive ? thisMonth >= from : thisMonth > from) return thisMonth;
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  return billingDateIn(billingDay, nextYear, nextMonth);
}

/** The billing date after a given billing date (the next month's). */
export function followingBillingDate(billingDay: number, current: string): string {
  return nextBillingDate(billingDay, current, false);
}

/**
 * The next collection once the billing day changes to `billingDay`. `pending` is the collection not yet made
 * (the policy's next billing date); `from` is the first day it may fall on (today, or the cover's start when
 * that is later). The pending month's premium moves to the new day when that day is still ahead; otherwise it
 * stays on its old date and the new day applies from the month after. So a change never skips a month's
 * premium, and never takes two in one month.
 */
export function rebilledDate(billingDay: number, pending: string, from: string): string {
  const { year, month } = toDate(pending);
  const moved = billingDateIn(billingDay, year, month);
  return moved >= from ? moved : pending;
}

/** The billing dates from `from` to `to` inclusive, in order (what a billing run catching up must collect). */
export function billingDatesBetween(billingDay: number, from: string, to: string): string[] {
  const dates: string[] = [];
  for (
    let date = nextBillingDate(billingDay, from);
    date <= to;
    date = followingBillingDate(billingDay, date)
  )
    dates.push(date);
  return dates;
}
