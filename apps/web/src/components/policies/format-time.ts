import { saDateFormat } from './sa-date-format';

/** Calendar days and instants are shown as South African days and times, whatever the phone's zone. */
const dayFormat = saDateFormat({ day: 'numeric', month: 'long', year: 'numeric' });
const timeFormat = saDateFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const readDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+02:00`) : new Date(value);

/** '2026-03-14' → '14 March 2026'; an ISO timestamp → its South African day. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const day = readDay(value);
  return Number.isNaN(day.getTime()) ? value : dayFormat().format(day);
}

/**
 * An ISO timestamp as '5 March 2026, 10:05', the day worded as formatDate words it (en-ZA's own short
 * date-and-time would read '05 Mar 2026'); '—' when there is none, the text itself when unreadable.
 */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  return `${dayFormat().format(instant)}, ${timeFormat().format(instant)}`;
}
