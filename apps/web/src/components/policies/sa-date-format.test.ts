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
    expect(formatDateTime('2026-03-14T08:05:00Z')).toBe('14 March 2026, 10:05');
  });

  it.each([
    ['2026-12-04T22:23:00Z', '5 December 2026, 00:23'],
    ['2026-12-05T11:07:00Z', '5 December 2026, 13:07'],
    ['not a time', 'not a time'],
  ])('words an instant as its day is worded: formatDateTime(%s) → %s', (value, shown) => {
    expect(formatDateTime(value)).toBe(shown);
    expect(formatDate(value)).toBe(shown.split(',')[0]);
    expect(formatDateTime(undefined)).toBe('—');
  });

  it('builds its formatter once, on the first call', () => {
    const format = saDateFormat({ month: 'long' });
    const first = format();
    expect(format()).toBe(first);
    expect(first.resolvedOptions().timeZone).toBe('Africa/Johannesburg');
  });
});
