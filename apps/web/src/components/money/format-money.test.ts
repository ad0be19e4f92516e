import { describe, expect, it } from 'vitest';
import { centsToRandsInput, formatMoney, parseRandsToCents } from './format-money';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money formatting (en-ZA, integer cents)', () => {
  it('formats cents as rands with en-ZA separators', () => {
    expect(plain(formatMoney(123456))).toBe('R 1 234,56');
    expect(plain(formatMoney(500000, { whole: true }))).toBe('R 5 000');
    expect(plain(formatMoney(500050, { whole: true }))).toBe('R 5 000,50');
  });

  it('parses typed rands into cents and refuses what is not an amount', () => {
    expect(parseRandsToCents('5000')).toBe(500000);
    expect(parseRandsToCents('R 1 234,5')).toBe(123450);
    expect(parseRandsToCents('12.34')).toBe(1234);
    expect(parseRandsToCents('12.345')).toBeNull();
    expect(parseRandsToCents('abc')).toBeNull();
    expect(parseRandsToCents('')).toBeNull();
  });

  it('round-trips cents through the field text', () => {
    expect(centsToRandsInput(500000)).toBe('5000');
    expect(centsToRandsInput(123405)).toBe('1234.05');
    expect(parseRandsToCents(centsToRandsInput(987654))).toBe(987654);
  });
});
