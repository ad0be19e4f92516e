/**
 * When cover started, to the minute, for every line's claims (QA motor F21): a policy whose cover starts on
 * the day it is issued covers from the moment it was issued (a motor policy from the approval of its
 * pre-inspection), not from midnight before; one whose cover starts on a later day covers from the start of
 * that day in South Africa. An event before that instant is refused with the time and day named. Events
 * known only by their day (a death, a phone's damage) are refused when their day is before the start day:
 * on the start day itself the time is not known, so the day is covered.
 */
import { formatLongDate } from '../format/dates.js';
import { parseIsoDate } from '../validators/calendar.js';
import { saDay } from './dates.js';

/** South African Standard Time: UTC+2 all year. */
const SA_OFFSET_MS = 2 * 60 * 60 * 1000;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export interface CoverStartFacts {
  /** the policy's start day ('YYYY-MM-DD') */
  startDate: string;
  /** when the policy was issued */
  issuedAt: Date;
}

/** The instant of a South African day and time ('HH:MM', midnight when absent); null when not real. */
function saInstant(date: string, time = '00:00'): Date | null {
  const day = parseIsoDate(date);
  const clock = TIME.exec(time);
  if (!day || !clock) return null;
  return new Date(
    Date.UTC(day.year, day.month - 1, day.day, Number(clock[1]), Number(clock[2])) - SA_OFFSET_MS,
  );
}

/**
 * The instant cover started: the issue instant when cover starts on the day it was issued, else 00:00 (SA) of
 * the start day, later or (a policy recorded with an earlier start) earlier.
 */
export function coverStartInstant(policy: CoverStartFacts): Date {
  if (policy.startDate === saDay(policy.issuedAt)) return policy.issuedAt;
  return saInstant(policy.startDate) ?? policy.issuedAt;
}

/** 'HH:MM' of an instant in South Africa. */
export function saClock(instant: Date): string {
  const shifted = new Date(instant.getTime() + SA_OFFSET_MS);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
}

/**
 * The sentence refusing an event before cover started, or null when it is covered from then on: the event's
 * South African day and, when known, its time ('HH:MM'; a minute counts from its start, so an event in the
 * minute the policy was issued is covered); the start's time is named only for an event given with a time. `now` tells a cover that has not started yet.
 */
export function eventBeforeCoverMessage(
  event: { date: string; time?: string | null | undefined },
  policy: CoverStartFacts,
  now: Date,
): string | null {
  const start = coverStartInstant(policy);
  const startDay = saDay(start);
  const before = event.time
    ? (() => {
        const at = saInstant(event.date, event.time);
        // a minute is covered when the policy was issued within it
        return at !== null && at.getTime() + 60_000 <= start.getTime();
      })()
    : event.date < startDay;
  if (!before) return null;
  if (start.getTime() > now.getTime())
    return `Your cover starts on ${formatLongDate(startDay)}: you can claim for what happens from then.`;
  // the time it started only where the event has a time to weigh against it: a form asking for the day alone
  // is told the start day (QA walk 11)
  const midnight = saInstant(startDay);
  const at =
    !event.time || (midnight && start.getTime() === midnight.getTime()) ? '' : ` at ${saClock(start)}`;
  return `This happened before your cover started${at} on ${formatLongDate(startDay)}.`;
}
