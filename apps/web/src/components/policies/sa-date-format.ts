import { LOCALE, SA_TIME_ZONE } from '@cover/domain';

/**
 * An en-ZA date formatter in South African time, whatever the phone's own zone, built on first use: the
 * first Intl formatter of a page loads the browser's locale data (tens of milliseconds of a cheap phone's
 * first load), which a page that shows no date should not spend.
 */
export function saDateFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: SA_TIME_ZONE }));
}
