/**
 * What the calculator loads after the page is up (issue 15): its checked pricing (the input schema, and
 * zod with it) and the price confirmation (the API client and the funeral path map with its schemas), so
 * the calculator's first paint and hydration wait for neither.
 */
import { calculateFuneralCover } from '@cover/domain/funeral';
import {
  toCalculatorInput,
  toCalculatorResult,
  type CalculatorResult,
  type CalculatorValues,
} from './calculator-input';

export { PriceConfirmation } from './price-confirmation';

/** Prices the calculator in the browser with the domain's calculateFuneralCover (instant feedback). */
export function calculateInBrowser(values: CalculatorValues, today: Date = new Date()): CalculatorResult {
  return toCalculatorResult(calculateFuneralCover(toCalculatorInput(values), { today }));
}
