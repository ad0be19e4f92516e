/**
 * A reinstated policy did not cover the days it was lapsed (docs/decisions/0026): a claim for an event on
 * one of those days is refused, on every line, with the days named.
 */
import { formatLongDate, isInLapseGap, saDay } from '@cover/domain';
import type { PolicyRow } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';

export const LAPSE_GAP_CODE = 'EVENT_IN_LAPSE';

/** The refusal's sentence: the event's day and the days the policy was not in force. */
export function lapseGapMessage(eventDate: string, lapsedOn: string, reinstatedOn: string): string {
  return (
    `Your policy did not cover ${formatLongDate(eventDate)}: it lapsed on ${formatLongDate(lapsedOn)} ` +
    `and was reinstated on ${formatLongDate(reinstatedOn)}. Cover applies to events from the day it was reinstated.`
  );
}

/** Throws 422 when `eventDate` fell while the policy was lapsed before its reinstatement; `field` names the date. */
export function refuseEventInLapseGap(
  policy: Pick<PolicyRow, 'lapsedAt' | 'reinstatedAt'>,
  eventDate: string,
  field: string,
): void {
  const lapsedOn = policy.lapsedAt ? saDay(policy.lapsedAt) : null;
  const reinstatedOn = policy.reinstatedAt ? saDay(policy.reinstatedAt) : null;
  if (!lapsedOn || !reinstatedOn || !isInLapseGap(eventDate, lapsedOn, reinstatedOn)) return;
  const message = lapseGapMessage(eventDate, lapsedOn, reinstatedOn);
  throw new AppError(422, LAPSE_GAP_CODE, message, { [field]: message });
}
