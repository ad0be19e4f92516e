import { LOCALE, SA_TIME_ZONE } from '@cover/domain';

const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;
/** South African time, whatever the phone's own zone is set to (built on first use, as labels.ts says why). */
let dayAndTime: Intl.DateTimeFormat | undefined;
const timeFormat = () =>
  (dayAndTime ??= new Intl.DateTimeFormat(LOCALE, {
    ...DAY,
    hour: '2-digit',
    minute: '2-digit',
    timeZone: SA_TIME_ZONE,
  }));

/** An ISO timestamp as '14 Mar 2026, 10:05'; '—' when there is none, the text itself when unreadable. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : timeFormat().format(instant);
}
