/**
 * Postal codes. Spec 000 §5 says "exactly 6 digits", but South African postal codes have 4 digits
 * (REFERENCE "South African rules"); a 6-digit rule would reject every real address. We accept exactly
 * 4 digits: see docs/decisions/0002-postal-code-four-digits.md.
 */
export const POSTAL_CODE_LENGTH = 4;

export function isValidPostalCode(value: string): boolean {
  return /^\d{4}$/.test(value);
}
