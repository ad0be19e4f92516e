import { describe, expect, it } from 'vitest';
import { debitOrderConsentField, debitOrderConsentItems } from './debit-order-consent';

describe('debitOrderConsentItems', () => {
  it('names the amount, kept whole, and the collection day', () => {
    expect(debitOrderConsentItems(123_456, 15)).toEqual([
      {
        name: 'debitOrder',
        label:
          'I authorise the insurer to collect R\u00a01\u00a0234,56 a month by debit order from the bank account I gave, on the 15th of each month, until I cancel the policy.',
      },
    ]);
  });

  it.each([
    { premium: null, day: 15 },
    { premium: undefined, day: 15 },
    { premium: 0, day: 15 },
    { premium: 12_345, day: 0 },
  ])('asks nothing before the premium ($premium) and the day ($day) are known', ({ premium, day }) => {
    expect(debitOrderConsentItems(premium, day)).toEqual([]);
  });

  it('refuses an unticked box only when it is required', () => {
    expect(debitOrderConsentField(true).safeParse(false).error?.issues[0]?.message).toBe(
      'Please authorise the debit order to continue',
    );
    expect(debitOrderConsentField(false).safeParse(false).success).toBe(true);
  });
});
