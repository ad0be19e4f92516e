/**
 * South African local time (UTC+2 all year, no daylight saving): the instant of a date and time a customer
 * states ('2026-12-05', '07:45'), for any line's rules (a motor claim's notice, a credit life death's time).
 */
import { parseIsoDate } from './calendar.js';

const HOUR_MS = 60 * 60 * 1000;
/** South African Standard Time: UTC+2, no daylight saving. */
const SA_OFFSET_MS = 2 * HOUR_MS;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The instant of a South African local date ('YYYY-MM-DD') and time ('HH:MM'); null when either is not real. */
export function saLocalInstant(date: string, time: string): Date | null {
  const day = parseIsoDate(date);
  const clock = TIME.exec(time);
  if (!day || !clock) return null;
  const utc = Date.UTC(day.year, day.month - 1, day.day, Number(clock[1]), Number(clock[2]));
  return new Date(utc - SA_OFFSET_MS);
}
