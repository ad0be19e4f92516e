/**
 * Employee user names (spec 000 §5): spaces are stripped, and a user name with a leading zero is
 * normalised by adding or removing that zero. Employee user names are usually salary reference numbers,
 * which are written both with and without a leading zero, so a look-up tries both forms.
 */

/** Strips all whitespace. */
export function normaliseEmployeeUsername(input: string): string {
  return input.replace(/\s+/g, '');
}

/**
 * The forms to look a user name up by: the normalised input first, then the same with its leading
 * zero removed (or with one added). Only names that start with a digit get the zero variant.
 */
export function employeeUsernameVariants(input: string): string[] {
  const username = normaliseEmployeeUsername(input);
  if (username === '') return [];
  if (!/^\d/.test(username)) return [username];
  const alternative = username.startsWith('0') ? username.slice(1) : `0${username}`;
  return alternative === '' ? [username] : [username, alternative];
}
