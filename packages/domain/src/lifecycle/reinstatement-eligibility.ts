/**
 * Whether a policy can be reinstated today (docs/decisions/0026): only a policy that LAPSED for non-payment
 * (the billing run lapsed it; it was not cancelled), on or before the last day of its window (the South
 * African day it lapsed + REINSTATEMENT_WINDOW_DAYS). What is refused says why, in plain words.
 */
import { formatLongDate } from '../format/dates.js';
import { reinstatementWindowEndsOn } from './reinstatement.js';

export const REINSTATEMENT_REFUSALS = {
  NOT_LAPSED: 'This policy is in force, so there is nothing to reinstate.',
  CANCELLED: 'A cancelled policy cannot be reinstated. Please take out new cover instead.',
  WINDOW_CLOSED: 'The time to reinstate this policy ended on {date}. Please take out new cover instead.',
} as const;
export type ReinstatementRefusalCode = keyof typeof REINSTATEMENT_REFUSALS;

/** What the rule reads of a policy: its status and the SA day it lapsed (null when it never lapsed). */
export interface ReinstatablePolicy {
  status: string;
  lapsedOn: string | null;
}

export type ReinstatementEligibility =
  | { eligible: true; windowEndsOn: string }
  | { eligible: false; code: ReinstatementRefusalCode; reason: string; windowEndsOn: string | null };

export function reinstatementEligibility(
  policy: ReinstatablePolicy,
  today: string,
): ReinstatementEligibility {
  if (policy.status === 'CANCELLED')
    return {
      eligible: false,
      code: 'CANCELLED',
      reason: REINSTATEMENT_REFUSALS.CANCELLED,
      windowEndsOn: null,
    };
  if (policy.status !== 'LAPSED' || !policy.lapsedOn)
    return {
      eligible: false,
      code: 'NOT_LAPSED',
      reason: REINSTATEMENT_REFUSALS.NOT_LAPSED,
      windowEndsOn: null,
    };
  const windowEndsOn = reinstatementWindowEndsOn(policy.lapsedOn);
  if (today > windowEndsOn)
    return {
      eligible: false,
      code: 'WINDOW_CLOSED',
      reason: REINSTATEMENT_REFUSALS.WINDOW_CLOSED.replace('{date}', formatLongDate(windowEndsOn)),
      windowEndsOn,
    };
  return { eligible: true, windowEndsOn };
}

/**
 * The days a reinstated policy did not cover: from the day it lapsed to the day before it was reinstated
 * (null when it never lapsed, or lapsed and was not reinstated since). An event dated inside it is not
 * covered (docs/decisions/0026).
 */
export function uncoveredLapseGap(
  lapsedOn: string | null,
  reinstatedOn: string | null,
): { from: string; until: string } | null {
  if (!lapsedOn || !reinstatedOn || reinstatedOn < lapsedOn) return null;
  return { from: lapsedOn, until: reinstatedOn };
}

/** Whether an event on `eventDate` fell in the lapse a policy was reinstated from (`until` is exclusive). */
export function isInLapseGap(
  eventDate: string,
  lapsedOn: string | null,
  reinstatedOn: string | null,
): boolean {
  const gap = uncoveredLapseGap(lapsedOn, reinstatedOn);
  return gap !== null && eventDate >= gap.from && eventDate < gap.until;
}
