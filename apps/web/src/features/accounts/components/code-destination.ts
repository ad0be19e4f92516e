import { formatSaMobile } from '@cover/domain';

/**
 * Where a code went, in the words used everywhere else: a masked mobile number ('+27*****4567', or the
 * hosted pool's '+*******4567') is 'the number ending in 4567'; a whole mobile number is written as South
 * Africans write it ('082 123 4567'); an email address (masked or not) stays as it is.
 */
export function codeDestination(destination: string): string {
  const trimmed = destination.trim();
  if (trimmed.includes('@')) return trimmed;
  if (trimmed.includes('*')) {
    const ending = /(\d{4})$/.exec(trimmed)?.[1];
    return ending ? `the number ending in ${ending}` : 'your mobile number';
  }
  return formatSaMobile(trimmed);
}
