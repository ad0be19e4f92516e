import { describe, expect, it } from 'vitest';
import { debitOrderConsentText, firstCollectionDate } from './debit-order-consent.js';

describe('debitOrderConsentText', () => {
  it.each([
    [
      18_225,
      25,
      'I authorise the insurer to collect R 182,25 a month by debit order from the bank account I gave, on the 25th of each month, until I cancel the policy.',
    ],
    [
      123_456,
      31,
      'I authorise the insurer to collect R 1 234,56 a month by debit order from the bank account I gave, on the last day of the month, until I cancel the policy.',
    ],
  ])('%i cents on day %i', (premium, day, text) => {
    expect(debitOrderConsentText(premium, day)).toBe(text);
  });
});

describe('firstCollectionDate', () => {
  it('is the billing day on or after the start of cover, the last day for 31', () => {
    expect(firstCollectionDate(25, '2026-12-06')).toBe('2026-12-25');
    expect(firstCollectionDate(12, '2026-12-12')).toBe('2026-12-12');
    expect(firstCollectionDate(12, '2026-12-13')).toBe('2027-01-12');
    expect(firstCollectionDate(31, '2027-02-03')).toBe('2027-02-28');
  });
});
