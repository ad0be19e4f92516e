import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-time';
import { formatDate } from './labels';
import { saDateFormat } from './sa-date-format';

describe('dates in South African time, formatters built on first use', () => {
  it.each([
    ['2026-03-14', '14 March 2026'],
    ['2026-03-14T21:59:00Z', '14 March 2026'],
    ['2026-03-14T22:00:00Z', '15 March 2026'],
    [null, '—'],
    ['not a date', 'not a date'],
  ])('formatDate(%s) → %s', (value, shown) => {
    expect(formatDate(value)).toBe(shown);
  });

  it('gives times in South African time', () => {
    expect(formatDateTime('2026-03-14T08:05:00Z')).toMatch(/^14 Mar 2026,? 10:05$/);
    expect(formatDateTime(undefined)).toBe('—');
  });

  it('builds its formatter once, on the first call', () => {
    const format = saDateFormat({ month: 'long' });
    const first = format();
    expect(format()).toBe(first);
    expect(first.resolvedOptions().timeZone).toBe('Africa/Johannesburg');
  });
});
