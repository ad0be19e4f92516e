import { describe, expect, it } from 'vitest';
import { openingPaymentMethod, type PaymentMethodChoice } from './billing-address-draft';

const draft = (paymentMethod: PaymentMethodChoice, accountNumber = '') => ({
  paymentMethod,
  bankAccount: { accountNumber },
});

describe('the payment choice a wizard step opens with', () => {
  it.each([
    ['a retail customer', 'retail', draft('deduct_from_salary'), 'debit_order'],
    ['an employee who has not chosen yet', 'employee', draft('debit_order'), 'deduct_from_salary'],
    ['an employee who gave bank details', 'employee', draft('debit_order', '62012345678'), 'debit_order'],
    ['an employee who chose salary', 'employee', draft('deduct_from_salary'), 'deduct_from_salary'],
  ] as const)('%s: %s', (_case, family, values, opened) => {
    expect(openingPaymentMethod(family, values)).toBe(opened);
  });
});
