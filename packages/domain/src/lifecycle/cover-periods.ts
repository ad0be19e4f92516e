/**
 * The periods of a policy's life (REFERENCE "South African rules"): cooling-off 31 days for long-term
 * policies (funeral, life, credit life) and 14 days for short-term (device, motor); the natural-death
 * waiting period of at most 6 months with none for accidental death; the 15-day grace period of a
 * monthly premium before the policy lapses.
 */
import { addDays, addMonths } from './dates.js';

export type PolicyTerm = 'long_term' | 'short_term';
export const COOLING_OFF_DAYS: Readonly<Record<PolicyTerm, number>> = { long_term: 31, short_term: 14 };
export const NATURAL_DEATH_WAITING_MONTHS = 6;
export const ACCIDENTAL_DEATH_WAITING_MONTHS = 0;
export const GRACE_PERIOD_DAYS = 15;

export type CauseOfDeath = 'natural' | 'accidental';

/** The last day of the cooling-off period of a policy that started (was issued) on `startDate`. */
export function coolingOffEndsOn(startDate: string, term: PolicyTerm = 'long_term'): string {
  return addDays(startDate, COOLING_OFF_DAYS[term]);
}

/**
 * True while the policy holder may still cancel with a refund of premiums paid: from the day the policy is
 * issued (which may be before its cover starts) until the cooling-off period after the start ends. A policy
 * issued today with cover from next week is not past its cooling-off, and was told so (QA, 2026-12-05).
 */
export function isWithinCoolingOff(
  startDate: string,
  today: string,
  term: PolicyTerm = 'long_term',
): boolean {
  return today <= coolingOffEndsOn(startDate, term);
}

/** The first day on which a death of this cause is covered (the start date itself for accidental death). */
export function waitingPeriodEndsOn(
  startDate: string,
  cause: CauseOfDeath,
  naturalMonths = NATURAL_DEATH_WAITING_MONTHS,
): string {
  return cause === 'accidental' ? startDate : addMonths(startDate, naturalMonths);
}

/** Whether a death of this cause on `eventDate` is covered by a policy that started on `startDate`. */
export function isCoveredAfterWaitingPeriod(
  startDate: string,
  eventDate: string,
  cause: CauseOfDeath,
  naturalMonths = NATURAL_DEATH_WAITING_MONTHS,
): boolean {
  if (eventDate < startDate) return false;
  return eventDate >= waitingPeriodEndsOn(startDate, cause, naturalMonths);
}

/** The last day of cover on grace after a premium due on `dueDate` was missed. */
export function graceEndsOn(dueDate: string, graceDays = GRACE_PERIOD_DAYS): string {
  return addDays(dueDate, graceDays);
}

/** A policy lapses once the grace period of its oldest unpaid premium has passed. */
export function shouldLapse(
  oldestUnpaidDueDate: string | null,
  today: string,
  graceDays = GRACE_PERIOD_DAYS,
): boolean {
  return oldestUnpaidDueDate !== null && today > graceEndsOn(oldestUnpaidDueDate, graceDays);
}
