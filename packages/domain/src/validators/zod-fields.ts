/**
 * Reusable zod field schemas for forms (react-hook-form resolver) and API payloads, built from the
 * domain validators so that the browser and the server apply the same rules and messages.
 */
import { z } from 'zod';
import { isValidEmail } from './email.js';
import { normaliseSaMobile } from './mobile.js';
import { isStrongPassword } from './password.js';
import { isValidPostalCode } from './postal-code.js';
import { parseSaIdNumber, SA_ID_REASONS } from './sa-id.js';
import { isValidYearMonth } from './year-month.js';

export const FIELD_MESSAGES = {
  saIdNumber: SA_ID_REASONS.format,
  saMobile: 'Please enter a valid South African mobile number, e.g. 082 123 4567',
  email: 'Please enter a valid email address',
  emailTooLong: 'Email address must be at most 254 characters',
  passwordStrength:
    'Password must be at least 8 characters and include a number, a lowercase letter, an uppercase letter and a special character',
  passwordTooLong: 'Password must be at most 256 characters',
  personNameRequired: 'Please enter a name',
  personNameTooLong: 'Name must be at most 60 characters',
  personNameCharacters: 'Name may contain letters, spaces, apostrophes and hyphens only',
  postalCode: 'Please enter a valid 4-digit postal code',
  yearMonth: 'Please enter a valid month as YYYY-MM, from 1900 to this year',
} as const;

export const PERSON_NAME_MAX_LENGTH = 60;

/** Words of letters joined by spaces, apostrophes or hyphens: "Anél", "O'Brien", "van der Merwe", "Smith-Jones". */
export const PERSON_NAME = /^\p{L}+(?:[ '-]+\p{L}+)*$/u;

/**
 * A South African ID number (13 digits, real date of birth, citizenship digit, Luhn check digit); a refusal
 * says which of these is wrong (SA_ID_REASONS).
 */
export const saIdNumberField = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const parsed = parseSaIdNumber(value);
    if (!parsed.valid) ctx.addIssue({ code: 'custom', message: parsed.reason, input: value });
  });

/** A South African mobile number, normalised to +27XXXXXXXXX. */
export const saMobileField = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const mobile = normaliseSaMobile(value);
    if (mobile === null) {
      ctx.issues.push({ code: 'custom', message: FIELD_MESSAGES.saMobile, input: value });
      return z.NEVER;
    }
    return mobile;
  });

/** An optional mobile number (e.g. the alternate mobile): blank or absent gives undefined, otherwise as saMobileField. */
export const optionalSaMobileField = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return undefined;
    const mobile = normaliseSaMobile(value);
    if (mobile === null) {
      ctx.issues.push({ code: 'custom', message: FIELD_MESSAGES.saMobile, input: value });
      return z.NEVER;
    }
    return mobile;
  });

export const emailField = z
  .string()
  .trim()
  .max(254, FIELD_MESSAGES.emailTooLong)
  .refine((value) => isValidEmail(value), FIELD_MESSAGES.email);

/** A new password (not trimmed: spaces are part of it). */
export const passwordField = z
  .string()
  .max(256, FIELD_MESSAGES.passwordTooLong)
  .refine((value) => isStrongPassword(value), FIELD_MESSAGES.passwordStrength);

/** A first or last name: letters, spaces, apostrophes and hyphens; runs of spaces collapse; typographic ’ becomes '. */
export const personNameField = z
  .string()
  .transform((value) => value.replace(/’/g, "'").replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(1, { error: FIELD_MESSAGES.personNameRequired, abort: true })
      .max(PERSON_NAME_MAX_LENGTH, FIELD_MESSAGES.personNameTooLong)
      .regex(PERSON_NAME, FIELD_MESSAGES.personNameCharacters),
  );

/** A South African postal code: 4 digits (see docs/decisions/0002-postal-code-four-digits.md). */
export const postalCodeField = z
  .string()
  .trim()
  .refine((value) => isValidPostalCode(value), FIELD_MESSAGES.postalCode);

/** A month as 'YYYY-MM', from 1900 to the current year. */
export const yearMonthField = z
  .string()
  .trim()
  .refine((value) => isValidYearMonth(value), FIELD_MESSAGES.yearMonth);

/**
 * Marks free text that may run over several lines (a note, a comment, a reason): the server's input guard
 * refuses line breaks in every other text field. Apply it last, to the finished field schema.
 */
export const multilineText = <T extends z.ZodType>(schema: T): T => schema.meta({ multiline: true });
