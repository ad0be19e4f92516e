/**
 * An SA ID number shown where others may see the screen (the dashboard after every sign-in): only its last
 * four digits, so the date of birth, gender and citizenship it encodes stay hidden. '9006150044087' →
 * '•••••••••4087'; text that is not 13 digits is masked whole but for its last four characters.
 */
export function maskIdNumber(idNumber: string): string {
  const compact = idNumber.replace(/\s+/g, '');
  if (compact.length <= 4) return '•'.repeat(compact.length);
  return `${'•'.repeat(compact.length - 4)}${compact.slice(-4)}`;
}
