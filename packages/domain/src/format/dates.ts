import { LOCALE } from '../constants/locale.js';
import { parseIsoDate } from '../validators/calendar.js';
import { plainSpaces } from './money.js';

const longDate = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '12 March 2026' for the calendar day '2026-03-12' (as it reads, in any zone); other text unchanged. */
export function formatLongDate(isoDate: string): string {
  const parsed = parseIsoDate(isoDate);
  if (!parsed) return isoDate;
  return plainSpaces(longDate.format(new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day))));
}
