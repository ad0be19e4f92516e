import { describe, expect, it } from 'vitest';
import { isValidYearMonth, toYearMonth } from './year-month.js';

const TODAY = new Date(2025, 5, 15);

describe('isValidYearMonth (YYYY-MM, 1900..this year, month 1..12)', () => {
  it.each(['1900-01', '2000-12', '2025-01', '2025-12'])('accepts %j', (value) => {
    expect(isValidYearMonth(value, TODAY)).toBe(true);
  });

  it.each(['1899-12', '2026-01', '2025-00', '2025-13', '2025-1', '25-01', '2025/01', '2025-01-01', ''])(
    'rejects %j',
    (value) => {
      expect(isValidYearMonth(value, TODAY)).toBe(false);
    },
  );
});

describe('toYearMonth', () => {
  it.each([
    [2019, 3, '2019-03'],
    [2020, 12, '2020-12'],
  ])('%i, %i → %s', (year, month, value) => {
    expect(toYearMonth(year, month)).toBe(value);
  });
});
