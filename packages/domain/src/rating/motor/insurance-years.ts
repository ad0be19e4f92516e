/**
 * Years of uninterrupted motor insurance cannot be more than the years since the policy holder turned 18
 * (QA ops 10: 30 years accepted for a 34-year-old): at most age − 18, never negative, and never more than
 * the rating's own limit. The wizard, the quote and the application all ask this rule.
 */
import { parseSaIdNumber } from '../../validators/sa-id.js';
import { MAX_YEARS_OF_CAR_INSURANCE } from './rating-input.js';

/** The youngest age from which motor insurance is counted. */
export const INSURED_FROM_AGE = 18;

/** The most years of uninterrupted motor insurance someone of `age` can have had. */
export const maxYearsOfCarInsurance = (age: number): number =>
  Math.max(0, Math.min(MAX_YEARS_OF_CAR_INSURANCE, Math.floor(age) - INSURED_FROM_AGE));

/** What is said when more years are given than the age allows. */
export function yearsOfCarInsuranceMessage(max: number): string {
  if (max === 0) return 'Motor insurance counts from the age of 18, so please choose None.';
  return `Please choose at most ${max} ${max === 1 ? 'year' : 'years'}: motor insurance counts from the age of 18.`;
}

/**
 * The problem with `years` for the holder with this SA ID number on `today`, or null when it is possible
 * (or the ID number cannot be read, which its own check reports).
 */
export function yearsOfCarInsuranceProblem(years: number, idNumber: string, today: Date): string | null {
  const parsed = parseSaIdNumber(idNumber, today);
  if (!parsed.valid) return null;
  const max = maxYearsOfCarInsurance(parsed.age);
  return years > max ? yearsOfCarInsuranceMessage(max) : null;
}
