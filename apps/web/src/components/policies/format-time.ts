import { saDateFormat } from './sa-date-format';

const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const dayAndTime = saDateFormat({ ...DAY, hour: '2-digit', minute: '2-digit' });

/** An ISO timestamp as '14 Mar 2026, 10:05'; '—' when there is none, the text itself when unreadable. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : dayAndTime().format(instant);
}
