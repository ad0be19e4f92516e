import { describe, expect, it } from 'vitest';
import {
  BILLING_DAYS,
  BILLING_FREQUENCY,
  billingDayInMonth,
  billingDayLabel,
  DAYS_OF_MONTH,
  isBillingDay,
} from './billing.js';
import { PAYMENT_METHODS, paymentMethodLabel } from './payment-methods.js';

describe('billing days', () => {
  it('are 12, 15, 20, 25 and the last day (31), with their labels', () => {
    expect(BILLING_DAYS).toEqual([
      { value: 12, label: '12th' },
      { value: 15, label: '15th' },
      { value: 20, label: '20th' },
      { value: 25, label: '25th' },
      { value: 31, label: 'Last day' },
    ]);
  });

  it.each([
    [12, true, '12th'],
    [31, true, 'Last day'],
    [1, false, undefined],
    [30, false, undefined],
  ])('%i: billing day %s, label %s', (day, ok, label) => {
    expect(isBillingDay(day)).toBe(ok);
    expect(billingDayLabel(day)).toBe(label);
  });

  it('has the list of days 1 to 30', () => {
    expect(DAYS_OF_MONTH).toHaveLength(30);
    expect(DAYS_OF_MONTH[0]).toBe(1);
    expect(DAYS_OF_MONTH.at(-1)).toBe(30);
  });

  it.each([
    [31, 2025, 2, 28],
    [31, 2024, 2, 29],
    [31, 2025, 4, 30],
    [31, 2025, 1, 31],
    [15, 2025, 2, 15],
  ])('day %i in %i-%i falls on %i', (day, year, month, actual) => {
    expect(billingDayInMonth(day, year, month)).toBe(actual);
  });

  it('bills monthly', () => {
    expect(BILLING_FREQUENCY).toBe('MONTHLY');
  });
});

describe('payment methods', () => {
  it('are deduct_from_salary and debit_order', () => {
    expect(PAYMENT_METHODS.map((method) => method.value)).toEqual(['deduct_from_salary', 'debit_order']);
  });

  it.each([
    ['debit_order', 'Debit order'],
    ['deduct_from_salary', 'Deduct from salary'],
    ['cash', undefined],
  ])('%s → %s', (value, label) => {
    expect(paymentMethodLabel(value)).toBe(label);
  });
});
