import { describe, expect, it } from 'vitest';
import {
  coverAmountCents,
  coverOptionsFor,
  DEFAULT_FUNERAL_COVER_TYPE,
  FUNERAL_EXPENSES_COVER_OPTIONS,
  MONEY_COVER_OPTIONS,
} from './cover-options.js';

describe('funeral cover options', () => {
  it('money cover A–E is 500000…3500000 cents', () => {
    expect(MONEY_COVER_OPTIONS.map((o) => [o.value, o.amountCents])).toEqual([
      ['A', 500000],
      ['B', 1000000],
      ['C', 1500000],
      ['D', 2500000],
      ['E', 3500000],
    ]);
  });

  it('funeral expenses cover A–E is 1000000…7000000 cents', () => {
    expect(FUNERAL_EXPENSES_COVER_OPTIONS.map((o) => [o.value, o.amountCents])).toEqual([
      ['A', 1000000],
      ['B', 2000000],
      ['C', 3000000],
      ['D', 5000000],
      ['E', 7000000],
    ]);
  });

  it("defaults the cover type to 'Money cover'", () => {
    expect(DEFAULT_FUNERAL_COVER_TYPE).toBe('Money cover');
    expect(coverOptionsFor(DEFAULT_FUNERAL_COVER_TYPE)).toBe(MONEY_COVER_OPTIONS);
  });

  it.each([
    ['Money cover', 'A', 500000],
    ['Money cover', 'E', 3500000],
    ['Funeral expenses cover', 'D', 5000000],
    ['Funeral expenses cover', 'F', undefined],
    ['Money cover', 'a', undefined],
  ] as const)('%s option %s → %s cents', (type, option, cents) => {
    expect(coverAmountCents(type, option)).toBe(cents);
  });
});
