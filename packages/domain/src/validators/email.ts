/** The spec's loose email pattern (000 §5): a local part, '@', and a domain that contains a dot; no spaces. */
const LOOSE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return LOOSE_EMAIL.test(value);
}
