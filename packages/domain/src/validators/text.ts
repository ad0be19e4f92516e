/**
 * Generic text validators of spec 000 §5. Empty input fails unless the rule says empty is allowed.
 * "Letters" are Unicode letters, so South African names such as "Anél" or "Zoë" are letters too;
 * "alphanumeric" and "identifier" are ASCII, as they are used for references and user names.
 */

/** Alphanumeric: letters and digits only. */
export function isAlphanumeric(value: string): boolean {
  return /^[A-Za-z0-9]+$/.test(value);
}

/** Word characters: letters, digits, underscore and spaces only. */
export function isWordCharacters(value: string): boolean {
  return /^[\w ]+$/.test(value);
}

/** Identifier: letters, digits and underscore. */
export function isIdentifier(value: string): boolean {
  return /^[A-Za-z0-9_]+$/.test(value);
}

/** Letters only: words of letters separated by single spaces, no leading or trailing space. */
export function isLettersOnly(value: string): boolean {
  return /^\p{L}+(?: \p{L}+)*$/u.test(value);
}

/** Digits only; the empty string is allowed. */
export function isDigitsOnly(value: string): boolean {
  return /^\d*$/.test(value);
}

/** Digits only without a leading 0; like "digits only", the empty string is allowed. */
export function isDigitsOnlyNoLeadingZero(value: string): boolean {
  return /^(?:[1-9]\d*)?$/.test(value);
}

export interface RequiredOptions {
  /** the "allow empty" variant: any present value passes, including '' (but not null or undefined) */
  allowEmpty?: boolean;
}

/**
 * Required: the value is present and, unless `allowEmpty`, not blank (a whitespace-only string or an
 * empty list counts as blank).
 */
export function isRequired(value: unknown, options: RequiredOptions = {}): boolean {
  if (value === null || value === undefined) return false;
  if (options.allowEmpty) return true;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Names are stripped to letters and spaces: other characters go, runs of spaces collapse, ends are trimmed. */
export function stripToLettersAndSpaces(name: string): string {
  return name
    .replace(/[^\p{L}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}
