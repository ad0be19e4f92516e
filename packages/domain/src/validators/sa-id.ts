/**
 * South African ID numbers (spec 000 §5 "National ID", REFERENCE "ID number"): YYMMDD SSSS C A Z.
 * - YYMMDD: date of birth; the two-digit year is resolved to the most recent past century.
 * - SSSS: 0000–4999 female, 5000–9999 male (so digit 7 ≤ 4 means female).
 * - C (digit 11): 0 South African citizen, 1 permanent resident; anything else is invalid.
 * - A (digit 12): historically a race marker, now always 8; not checked.
 * - Z (digit 13): Luhn check digit over the first 12 digits.
 */
import type { CalendarDate } from './calendar.js';
import { luhnCheckDigit } from './luhn.js';
import { formatIsoDate, isInFuture, isRealDate, toCalendarDate, yearsAndMonthsBetween } from './calendar.js';

export type Gender = 'female' | 'male';

export interface ValidSaId {
  valid: true;
  /** 'YYYY-MM-DD' */
  dateOfBirth: string;
  gender: Gender;
  /** true for a South African citizen, false for a permanent resident */
  citizen: boolean;
  /** age in whole years on the day of parsing */
  age: number;
}

export interface InvalidSaId {
  valid: false;
  reason: string;
}

export type SaIdParseResult = ValidSaId | InvalidSaId;

/**
 * What is wrong with an ID number, in words a customer can act on (QA walk 10 no. 13; spec 000 §5 fixes no
 * message for its validators). A wrong length keeps the long-standing sentence; no "check digit" jargon.
 */
export const SA_ID_REASONS = {
  format: 'Please enter a valid 13-digit South African ID number',
  dateOfBirth:
    'This ID number does not start with a real date of birth: its first 6 digits are the date of birth as YYMMDD',
  citizenship: 'This ID number is not right: its 11th digit must be 0 or 1',
  checkDigit:
    'This ID number is not right: its last digit does not match the first 12, so a digit may be mistyped',
} as const;

const THIRTEEN_DIGITS = /^\d{13}$/;
const TWELVE_DIGITS = /^\d{12}$/;

/** The Luhn check digit for the first 12 digits of an ID number. Throws when given anything but 12 digits. */
export function saIdCheckDigit(first12: string): number {
  if (!TWELVE_DIGITS.test(first12)) throw new RangeError('saIdCheckDigit needs exactly 12 digits');
  return luhnCheckDigit(first12);
}

/**
 * Resolves YYMMDD to the most recent past century: 20YY when that year is not after today's year,
 * otherwise 19YY. Returns null when the digits are not a real calendar date or the date is in the future.
 */
function dateOfBirthFrom(yymmdd: string, today: Date): CalendarDate | null {
  const yy = Number(yymmdd.slice(0, 2));
  const century = 2000 + yy <= toCalendarDate(today).year ? 2000 : 1900;
  const date = { year: century + yy, month: Number(yymmdd.slice(2, 4)), day: Number(yymmdd.slice(4, 6)) };
  return isRealDate(date) && !isInFuture(date, today) ? date : null;
}

/** Parses and validates a South African ID number. Surrounding whitespace is ignored. */
export function parseSaIdNumber(id: string, today: Date = new Date()): SaIdParseResult {
  const digits = id.trim();
  if (!THIRTEEN_DIGITS.test(digits)) return { valid: false, reason: SA_ID_REASONS.format };

  const dateOfBirth = dateOfBirthFrom(digits.slice(0, 6), today);
  if (dateOfBirth === null) return { valid: false, reason: SA_ID_REASONS.dateOfBirth };

  const citizenship = digits[10];
  if (citizenship !== '0' && citizenship !== '1') return { valid: false, reason: SA_ID_REASONS.citizenship };

  if (saIdCheckDigit(digits.slice(0, 12)) !== Number(digits[12])) {
    return { valid: false, reason: SA_ID_REASONS.checkDigit };
  }

  return {
    valid: true,
    dateOfBirth: formatIsoDate(dateOfBirth),
    gender: Number(digits[6]) <= 4 ? 'female' : 'male',
    citizen: citizenship === '0',
    age: yearsAndMonthsBetween(dateOfBirth, toCalendarDate(today)).years,
  };
}

export function isValidSaIdNumber(id: string, today: Date = new Date()): boolean {
  return parseSaIdNumber(id, today).valid;
}
