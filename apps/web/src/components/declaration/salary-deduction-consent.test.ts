import { describe, expect, it } from 'vitest';
import { salaryDeductionConsentItems } from './salary-deduction-consent';

describe('salaryDeductionConsentItems', () => {
  it.each([
    {
      required: true,
      premium: 12345,
      label: 'I authorise Telkom to deduct R\u00a0123,45 a month from my salary for this cover.',
    },
    {
      required: true,
      premium: 123456,
      label: 'I authorise Telkom to deduct R\u00a01\u00a0234,56 a month from my salary for this cover.',
    },
  ])('keeps R $premium cents whole on one line', ({ required, premium, label }) => {
    expect(salaryDeductionConsentItems(required, premium)).toEqual([{ name: 'salaryDeduction', label }]);
  });

  it.each([
    { required: false, premium: 12345 },
    { required: true, premium: null },
    { required: true, premium: undefined },
  ])('asks nothing when required is $required and the premium is $premium', ({ required, premium }) => {
    expect(salaryDeductionConsentItems(required, premium)).toEqual([]);
  });
});
