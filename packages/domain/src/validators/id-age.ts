/**
 * Age validators of spec 000 §5 (and 002 §5), read from an ID number or from a date of birth.
 * All take `today` as an optional last argument so that they are pure under test.
 */
import { parseIsoDate, toCalendarDate, yearsAndMonthsBetween, isInFuture } from './calendar.js';
import type { YearsAndMonths } from './calendar.js';
import { parseSaIdNumber } from './sa-id.js';

export const ADULT_ID_MAX_AGE = 75;
export const MAX_CHILD_AGE = 21;
export const MIN_SPOUSE_AGE = 18;
export const CHILD_DATE_OF_BIRTH_MAX_AGE = 21;
export const ADULT_DATE_OF_BIRTH_MAX_AGE = 74;

export interface IdAgeRange {
  /** inclusive lower limit: at least this many years... */
  minYears: number;
  /** ...and this many further months (default 0) */
  minMonths?: number;
  /** exclusive upper limit in whole years: the age must be below it */
  belowYears: number;
}

/** Completed years and months of the holder of a valid ID number, or null for an invalid ID. */
export function ageFromSaId(id: string, today: Date = new Date()): YearsAndMonths | null {
  const parsed = parseSaIdNumber(id, today);
  if (!parsed.valid) return null;
  const birth = parseIsoDate(parsed.dateOfBirth);
  return birth && yearsAndMonthsBetween(birth, toCalendarDate(today));
}

/** "Age range from ID": at least `minYears` years and `minMonths` months old, and below `belowYears`. */
export function isIdAgeInRange(id: string, range: IdAgeRange, today: Date = new Date()): boolean {
  const age = ageFromSaId(id, today);
  if (!age) return false;
  const ageInMonths = age.years * 12 + age.months;
  return ageInMonths >= range.minYears * 12 + (range.minMonths ?? 0) && age.years < range.belowYears;
}

/** "Adult ID age": a valid ID whose holder is at most 75. */
export function isAdultIdAge(id: string, today: Date = new Date()): boolean {
  const age = ageFromSaId(id, today);
  return age !== null && age.years <= ADULT_ID_MAX_AGE;
}

/**
 * "Child from ID": a valid ID whose holder is at most `maxChildAge` and whose age is truthy. As the
 * spec says, an age of 0 fails: a child under one year old cannot be added by ID number alone.
 */
export function isChildFromId(id: string, maxChildAge = MAX_CHILD_AGE, today: Date = new Date()): boolean {
  const age = ageFromSaId(id, today);
  return age !== null && age.years > 0 && age.years <= maxChildAge;
}

/** "Spouse from ID": a valid ID whose holder is at least `minSpouseAge`. */
export function isSpouseFromId(id: string, minSpouseAge = MIN_SPOUSE_AGE, today: Date = new Date()): boolean {
  const age = ageFromSaId(id, today);
  return age !== null && age.years >= minSpouseAge;
}

function isDateOfBirthWithin(dateOfBirth: string, maxAge: number, today: Date): boolean {
  const birth = parseIsoDate(dateOfBirth);
  if (!birth || isInFuture(birth, today)) return false;
  return yearsAndMonthsBetween(birth, toCalendarDate(today)).years <= maxAge;
}

/** "Date of birth (child rule)": a real 'YYYY-MM-DD' date, not in the future, age at most 21. */
export function isValidChildDateOfBirth(dateOfBirth: string, today: Date = new Date()): boolean {
  return isDateOfBirthWithin(dateOfBirth, CHILD_DATE_OF_BIRTH_MAX_AGE, today);
}

/** "Date of birth (adult rule)": a real 'YYYY-MM-DD' date, not in the future, age at most 74. */
export function isValidAdultDateOfBirth(dateOfBirth: string, today: Date = new Date()): boolean {
  return isDateOfBirthWithin(dateOfBirth, ADULT_DATE_OF_BIRTH_MAX_AGE, today);
}
