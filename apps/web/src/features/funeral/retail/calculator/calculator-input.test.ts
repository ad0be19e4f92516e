import { describe, expect, it } from 'vitest';
import { calculateInBrowser } from './calculator-checks';
import { INITIAL_CALCULATOR_VALUES, priceInitialValues } from './calculator-input';

describe('the calculator opening price (priced without the input checks)', () => {
  it.each(['2026-01-01', '2026-11-29', '2027-02-28', '2030-06-15'])(
    'is the checked price of the opening values on %s',
    (day) => {
      const today = new Date(`${day}T08:00:00Z`);
      const unchecked = priceInitialValues(today);
      expect(unchecked.ok).toBe(true);
      expect(unchecked).toEqual(calculateInBrowser(INITIAL_CALCULATOR_VALUES, today));
    },
  );
});
