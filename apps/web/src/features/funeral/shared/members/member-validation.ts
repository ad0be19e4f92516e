import { birthDiffersFromId, personNameField } from '@cover/domain';
import {
  MAIN_MEMBER_AGE,
  MEMBER_AGE_MESSAGES,
  priceFuneralQuote,
  type FuneralQuote,
  type GetQuoteInput,
} from '@cover/domain/funeral';

export type FieldErrors = Record<string, string>;

/** The age band of a main member's ID number (18 to 64). */
export const MAIN_MEMBER_BAND = {
  minAge: MAIN_MEMBER_AGE.min,
  maxAge: MAIN_MEMBER_AGE.max,
  ageMessage: MEMBER_AGE_MESSAGES.main,
};

/** A name problem, or undefined when the name is fine (letters, spaces, apostrophes and hyphens). */
export function nameError(value: string): string | undefined {
  const parsed = personNameField.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** Adds `prefix.firstName` / `prefix.lastName` problems of a person. */
export function addNameErrors(
  errors: FieldErrors,
  prefix: string,
  person: { firstName: string; lastName: string },
) {
  const first = nameError(person.firstName);
  const last = nameError(person.lastName);
  if (first) errors[`${prefix}firstName`] ??= first;
  if (last) errors[`${prefix}lastName`] ??= last;
}

/**
 * Adds `prefix.dateOfBirth`'s problem when the person's ID number says they were born on another day (the
 * domain's words, which the server's schemas give too); the ID number's own problems stay at that field.
 */
export function addBirthIdErrors(
  errors: FieldErrors,
  prefix: string,
  person: { idNumber: string; dateOfBirth: string },
) {
  const mismatch = birthDiffersFromId(person.idNumber, person.dateOfBirth);
  if (mismatch) errors[`${prefix}dateOfBirth`] ??= mismatch;
}

/**
 * Prices a quote input in the browser (the domain's priceFuneralQuote) and returns the quote or the age,
 * relation and date problems keyed by the input's field paths, e.g. 'spouse.dateOfBirth'.
 */
export function priceLocally(
  input: GetQuoteInput,
  today: Date = new Date(),
): { quote: FuneralQuote | null; errors: FieldErrors } {
  const result = priceFuneralQuote(input, { today });
  if (result.ok) return { quote: result.quote, errors: {} };
  const errors: FieldErrors = {};
  for (const error of result.errors) errors[error.path] ??= error.message;
  return { quote: null, errors };
}
