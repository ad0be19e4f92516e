const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** How long something has waited, in words: 'today', '5 hours', '1 day', '3 days'. */
export function ageInWords(since: string | null | undefined, now: Date = new Date()): string {
  if (!since) return '—';
  const at = new Date(since).getTime();
  if (Number.isNaN(at)) return '—';
  const elapsed = Math.max(0, now.getTime() - at);
  const days = Math.floor(elapsed / DAY_MS);
  if (days >= 1) return `${days} ${days === 1 ? 'day' : 'days'}`;
  const hours = Math.floor(elapsed / HOUR_MS);
  if (hours >= 1) return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  return 'less than an hour';
}
