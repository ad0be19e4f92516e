/** Payment methods (spec 001 §9, 002 §9). */
export const PAYMENT_METHODS = [
  { value: 'deduct_from_salary', label: 'Deduct from salary' },
  { value: 'debit_order', label: 'Debit order' },
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]['value'];

export function paymentMethodLabel(value: string): string | undefined {
  return PAYMENT_METHODS.find((method) => method.value === value)?.label;
}
