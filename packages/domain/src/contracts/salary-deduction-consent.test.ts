import { describe, expect, it } from 'vitest';
import { salaryDeductionConsentText } from './salary-deduction-consent.js';

describe('salaryDeductionConsentText', () => {
  it.each([
    [11_900, 'I authorise Telkom to deduct R 119,00 a month from my salary for this cover.'],
    [123_456, 'I authorise Telkom to deduct R 1 234,56 a month from my salary for this cover.'],
  ])('%i cents: %s', (premium, text) => {
    expect(salaryDeductionConsentText(premium)).toBe(text);
  });
});
