import { addDays, saDay } from '@cover/domain';

/** How far ahead cover may start: today up to 30 days from now (South African days). */
export const START_WINDOW_DAYS = 30;

/** The first and last day cover may start on, as South African days ('YYYY-MM-DD'). */
export function startDateWindow(now: Date = new Date()) {
  const first = saDay(now);
  return { first, last: addDays(first, START_WINDOW_DAYS) };
}

/** Whether cover may start on this day ('YYYY-MM-DD'): from today up to 30 days from now. */
export const isStartDateAllowed = (value: string, now: Date = new Date()) => {
  const { first, last } = startDateWindow(now);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= first && value <= last;
};
