/**
 * Text staff typed (a reason, a note) set into a sentence of ours: ended by one full stop, where it already
 * ends with its own (".", "!", "?", possibly inside a closing quote or bracket) nothing is added, so that
 * "Please retake them in daylight." never reads "daylight..".
 */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return trimmed;
  return /[.!?…]["'”’)]?$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
