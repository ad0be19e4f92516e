/** The password rule of spec 000 §5: at least 8 characters with a digit, a lowercase, an uppercase and a special character. */
export const PASSWORD_MIN_LENGTH = 8;

export interface PasswordRule {
  key: 'length' | 'digit' | 'lowercase' | 'uppercase' | 'special';
  /** a short line for a password checklist next to the field */
  label: string;
  test: (password: string) => boolean;
}

/** Each requirement on its own, so a form can show which ones are still missing. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    key: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  { key: 'digit', label: 'A number', test: (p) => /\d/.test(p) },
  { key: 'lowercase', label: 'A lowercase letter', test: (p) => /[a-z]/.test(p) },
  { key: 'uppercase', label: 'An uppercase letter', test: (p) => /[A-Z]/.test(p) },
  // Any visible character that is not a letter or digit counts as special (as in the hosted user pool).
  { key: 'special', label: 'A special character such as ! @ # $ %', test: (p) => /[^\p{L}\p{N}\s]/u.test(p) },
];

/** The rules a password does not yet meet (empty when it is strong enough). */
export function unmetPasswordRules(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password));
}

export function isStrongPassword(password: string): boolean {
  return unmetPasswordRules(password).length === 0;
}
