/**
 * The pools' password policy (spec §5 "Password"): at least 8 characters with a digit, a lowercase
 * letter, an uppercase letter and a special character. Messages follow the hosted pool's wording.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

export function passwordPolicyViolation(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return 'Password did not conform with policy: Password not long enough';
  if (password.length > PASSWORD_MAX_LENGTH)
    return 'Password did not conform with policy: Password is too long';
  if (!/[a-z]/.test(password))
    return 'Password did not conform with policy: Password must have lowercase characters';
  if (!/[A-Z]/.test(password))
    return 'Password did not conform with policy: Password must have uppercase characters';
  if (!/\d/.test(password))
    return 'Password did not conform with policy: Password must have numeric characters';
  if (!/[^A-Za-z0-9]/.test(password)) {
    return 'Password did not conform with policy: Password must have symbol characters';
  }
  return null;
}
