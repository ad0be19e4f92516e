import { LOCALE, parseIsoDate, plainSpaces } from '@cover/domain';

/** '12 March 2026' for '2026-03-12' (the domain's formatter, shared with history summaries). */
export { formatLongDate } from '@cover/domain';

const shortDate = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * '5 Sept 2012' style for tables (the day as a number: en-ZA's short date would read '05 Sept 2012'); other
 * text is returned as it is.
 */
export function formatShortDate(isoDate: string): string {
  const parsed = parseIsoDate(isoDate);
  if (!parsed) return isoDate;
  const parts = shortDate.formatToParts(new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day)));
  return plainSpaces(parts.map((part) => (part.type === 'day' ? String(parsed.day) : part.value)).join(''));
}

/** 12 → '12th', 31 → 'Last day of the month' (billing day 31 means the last day). */
export function formatBillingDay(day: number): string {
  if (day >= 31) return 'Last day of the month';
  const suffix =
    day % 10 === 1 && day !== 11
      ? 'st'
      : day % 10 === 2 && day !== 12
        ? 'nd'
        : day % 10 === 3 && day !== 13
          ? 'rd'
          : 'th';
  return `${day}${suffix} of each month`;
}

/** Characters the standard (WinAnsi) PDF fonts cannot draw are replaced, so rendering never fails on a name. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function pdfSafe(text: string): string {
  let out = '';
  for (const char of plainSpaces(text).normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    const drawable =
      (code >= 0x20 && code <= 0x7e) || (code >= 0xa1 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
    out += drawable ? char : code === 0x09 || code === 0x0a ? ' ' : '?';
  }
  return out;
}
