// The drafts alone, without validation code, so persisted drafts (wizard slices) stay light on first load.

/** How a premium is paid: a debit order, or (employees) deduction from salary. */
export type PaymentMethodChoice = 'debit_order' | 'deduct_from_salary';

/**
 * The choice a wizard's payment step opens with: a retail customer pays by debit order; an employee is
 * offered deduction from salary first (the employee offer), unless they already gave bank details for a
 * debit order.
 */
export function openingPaymentMethod(
  family: 'retail' | 'employee',
  draft: { paymentMethod: PaymentMethodChoice; bankAccount: { accountNumber: string } },
): PaymentMethodChoice {
  if (family === 'retail') return 'debit_order';
  return draft.bankAccount.accountNumber.trim() ? draft.paymentMethod : 'deduct_from_salary';
}

/** A billing address as a form holds it (the spec's field names, `provience` included). */
export interface BillingAddressDraft {
  formattedAddress: string;
  city: string;
  provience: string;
  code: string;
}

export const emptyBillingAddress = (): BillingAddressDraft => ({
  formattedAddress: '',
  city: '',
  provience: '',
  code: '',
});
