import { describe, expect, it } from 'vitest';
import {
  debitOrderAccountWords,
  paymentChangeConsentText,
  policyPaymentChangeInputSchema,
} from './payment.js';

describe('paymentChangeConsentText', () => {
  it.each([
    [
      20_260,
      25,
      2,
      { bankName: 'capitec', accountNumber: '1236567896789' },
      'I authorise the insurer to collect R 202,60 a month by debit order from your Capitec account ending 6789, on the 25th of each month, until I cancel these policies.',
    ],
    [
      16_900,
      31,
      1,
      { bankName: null, accountNumber: '******7890' },
      'I authorise the insurer to collect R 169,00 a month by debit order from your bank account ending 7890, on the last day of the month, until I cancel the policy.',
    ],
  ])('%i cents on day %i for %i policies', (total, day, policies, account, text) => {
    expect(paymentChangeConsentText(total, day, account, policies)).toBe(text);
  });

  it('names an account by its last 4 digits only', () => {
    expect(debitOrderAccountWords({ bankName: 'Capitec', accountNumber: '1236567896789' })).toBe(
      'your Capitec account ending 6789',
    );
    expect(debitOrderAccountWords({})).toBe('your bank account');
  });
});

describe('policyPaymentChangeInputSchema', () => {
  it('takes the debit order authorisation, not given unless ticked', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(
      policyPaymentChangeInputSchema.parse({ policyId: id, billingDay: 25, consents: {} }).consents,
    ).toEqual({ debitOrder: false, salaryDeduction: false });
    expect(
      policyPaymentChangeInputSchema.parse({ policyId: id, billingDay: 25, consents: { debitOrder: true } })
        .consents,
    ).toEqual({ debitOrder: true, salaryDeduction: false });
  });
});
