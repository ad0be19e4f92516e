/**
 * When the death (or the disability) of a credit life claim happened, against the clock and the cover
 * (spec 001 "Credit life claim": dateOfDeath, timeOfDeath). Both are South African (Africa/Johannesburg,
 * UTC+2 all year). The time is optional: when given, the death is placed to the minute, so one on the day
 * cover started but before the instant it started is not covered, and one later today than now has not
 * happened yet; when not given only the day is known, so the start day is covered and only a later day is
 * in the future (lifecycle/cover-start.ts). Neither the spec nor REFERENCE.md sets a waiting period for
 * credit life (DESIGN §5 sets one for funeral's natural death only), so none is applied here.
 */
import { saDay } from '../../lifecycle/dates.js';
import { saLocalInstant } from '../../validators/sa-local-time.js';

export interface CreditLifeDeath {
  /** 'YYYY-MM-DD', South African */
  dateOfDeath: string;
  /** 'HH:MM', South African; null or absent when not known */
  timeOfDeath?: string | null | undefined;
}

/** The death as an event for the cover-start check (eventBeforeCoverMessage): its day and, when given, its time. */
export const creditLifeDeathEvent = (death: CreditLifeDeath) => ({
  date: death.dateOfDeath,
  time: death.timeOfDeath ?? null,
});

/** Whether the death lies after `now`: a later day, or today at a later time when the time is given. */
export function isCreditLifeDeathInFuture(death: CreditLifeDeath, now: Date): boolean {
  const today = saDay(now);
  if (death.dateOfDeath !== today) return death.dateOfDeath > today;
  const at = death.timeOfDeath ? saLocalInstant(death.dateOfDeath, death.timeOfDeath) : null;
  return at !== null && at.getTime() > now.getTime();
}
