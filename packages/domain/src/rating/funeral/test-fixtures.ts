/** Fixtures of the rating tests: a fixed quote date, dates of birth at exact ages, and quote helpers. */
import type { FuneralQuote, FuneralQuoteInputDraft } from '../../contracts/funeral-quote.js';
import { priceFuneralQuote } from './price-funeral-quote.js';

export const TODAY = new Date(2026, 2, 15);

/** Born on this day `age` years ago: the person turns `age` today. */
export function turnsToday(age: number): string {
  return `${2026 - age}-03-15`;
}

/** Turns `age + 1` tomorrow: today is the last day at `age`. */
export function lastDayAt(age: number): string {
  return `${2025 - age}-03-16`;
}

export function price(input: FuneralQuoteInputDraft, rateTableVersion?: string) {
  return priceFuneralQuote(input, { today: TODAY, rateTableVersion });
}

export function quoteOf(input: FuneralQuoteInputDraft, rateTableVersion?: string): FuneralQuote {
  const result = price(input, rateTableVersion);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.quote;
}

export function errorsOf(input: FuneralQuoteInputDraft) {
  const result = price(input);
  return result.ok ? [] : result.errors;
}

/** Main member 46 (ID 8001015009087), spouse 40, children 4 and 22 (studying), a parent-in-law of 70. */
export const FAMILY: FuneralQuoteInputDraft = {
  coverOption: 'C',
  mainMember: { idNumber: '8001015009087' },
  spouse: { dateOfBirth: turnsToday(40) },
  children: [{ dateOfBirth: turnsToday(4) }, { dateOfBirth: turnsToday(22), isStudying: true }],
  extendedFamily: [{ relationship: 'Parent in law', dateOfBirth: turnsToday(70), coverageOption: 'E' }],
};
