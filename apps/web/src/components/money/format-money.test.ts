import { describe, expect, it } from 'vitest';
import {
  centsToRandsInput,
  formatMoney,
  keepAmountsTogether,
  parseRandsToCents,
  randInputText,
} from './format-money';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money formatting (en-ZA, integer cents)', () => {
  it('formats cents as rands with en-ZA separators', () => {
    expect(plain(formatMoney(123456))).toBe('R 1 234,56');
    expect(plain(formatMoney(500000, { whole: true }))).toBe('R 5 000');
    expect(plain(formatMoney(500050, { whole: true }))).toBe('R 5 000,50');
  });

  it('writes exactly what Intl writes for en-ZA rands, without building an Intl formatter', () => {
    const intl = new Intl.NumberFormat('en-ZA', { style: 'currency', currency: 'ZAR' });
    const intlWhole = new Intl.NumberFormat('en-ZA', {
      style: 'currency',
      currency: 'ZAR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    const table = [
      0, 1, 5, 9, 10, 99, 100, 101, 999, 1000, 12_345, 99_999, 100_000, 123_456, 1_000_000, 2_500_050,
      123_456_789, 100_000_000_000, -1, -500, -123_456, -100_000_000, 1234.5, 0.5, 100.5, -1234.5,
    ];
    let seed = 7;
    for (let i = 0; i < 500; i += 1) {
      seed = (seed * 48_271) % 2_147_483_647;
      table.push(seed % 10 ** (1 + (i % 11)));
    }
    for (const cents of table) {
      expect(formatMoney(cents), `${cents} cents`).toBe(intl.format(cents / 100));
      const whole = Number.isInteger(cents / 100) ? intlWhole : intl;
      expect(formatMoney(cents, { whole: true }), `${cents} cents, whole`).toBe(whole.format(cents / 100));
    }
  });

  it('parses typed rands into cents and refuses what is not an amount', () => {
    expect(parseRandsToCents('5000')).toBe(500000);
    expect(parseRandsToCents('R 1 234,5')).toBe(123450);
    expect(parseRandsToCents('12.34')).toBe(1234);
    expect(parseRandsToCents('12.345')).toBeNull();
    expect(parseRandsToCents('12,500')).toBe(1_250_000);
    expect(parseRandsToCents('1,250,000.50')).toBe(125_000_050);
    expect(parseRandsToCents('12,50')).toBe(1250);
    expect(parseRandsToCents('1,25,000')).toBeNull();
    expect(parseRandsToCents('abc')).toBeNull();
    expect(parseRandsToCents('')).toBeNull();
  });

  it('round-trips cents through the field text', () => {
    expect(centsToRandsInput(500000)).toBe('5000');
    expect(centsToRandsInput(123405)).toBe('1234.05');
    expect(parseRandsToCents(centsToRandsInput(987654))).toBe(987654);
  });
});

describe('a rand field as it is typed', () => {
  it.each([
    ['12500', '12500'],
    ['12500.50', '12500.50'],
    ['8 000,00', '8000.00'], // the decimal comma of en-ZA and of the phone's decimal keypad
    ['12 500,5', '12500.5'],
    ['8 000,', '8000.'],
    ['R 1 234,56', '1234.56'],
    ['12,500.50', '12500.50'], // a comma beside a point groups thousands
    ['1.2.3', '1.23'],
    ['99,9999', '99.99'], // never more than two decimals
    ['12,500', '12500'], // three digits after the comma: thousands, as many write them
    ['12.500', '12500'], // the third decimal typed after '12,50' (kept as '12.50') reads the same way
    ['1,250,000', '1250000'],
    ['12,50', '12.50'],
    ['abc', ''],
  ])('%s → %s', (typed, kept) => {
    expect(randInputText(typed)).toBe(kept);
  });
});

describe('keepAmountsTogether', () => {
  it('joins the R and the digit groups of an amount with no-break spaces, and nothing else', () => {
    expect(keepAmountsTogether('We insure phones worth up to R 50 000 online, 2 of them.')).toBe(
      'We insure phones worth up to R\u00a050\u00a0000 online, 2 of them.',
    );
    expect(keepAmountsTogether('from R 500 to R 1 234 567,50')).toBe(
      'from R\u00a0500 to R\u00a01\u00a0234\u00a0567,50',
    );
  });
});
