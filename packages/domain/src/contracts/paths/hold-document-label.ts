/**
 * A document a customer sent in answer to a hold is named by what the hold asked for ('Asked for: certified
 * copy of the death certificate'), so that after several holds each answer reads with its request; the generic
 * 'Document we asked for' when the hold's words are not known. A document answers the hold that was open when
 * it was uploaded: the latest put before it (a hold document is taken only while one is open, and there is
 * never more than one open at a time).
 */
import { HOLD_DOCUMENT_KIND } from './application-hold-calls.js';

/** A hold as its answers read it: when it was put and what staff wrote (null when nothing). */
export interface HoldRequest {
  at: string;
  note: string | null;
}

/** What the hold open at `uploadedAt` asked for: the latest hold put at or before then (null if none). */
export function holdAnswered(holds: readonly HoldRequest[], uploadedAt: string): string | null {
  const uploaded = Date.parse(uploadedAt);
  let answered: HoldRequest | null = null;
  for (const hold of holds)
    if (Date.parse(hold.at) <= uploaded && (!answered || Date.parse(hold.at) >= Date.parse(answered.at)))
      answered = hold;
  return answered?.note ?? null;
}

const MAX_WORDS = 60;
/** What a cut may not end on: a comma, or a small word that leads to what was cut ('the name of the…'). */
const TRAILING = /(?:[\s,;:]+|\s+(?:of|the|an?|and|or|with|to|in|for|on|at|by|from))+$/i;
/** Polite openings and the verbs of asking: what follows them is the thing asked for. */
const ASKING =
  /^(?:(?:please|kindly|could you|can you)\b[\s,]*)*(?:also\s+)?(?:(?:upload|send|provide|submit|add|attach|give)(?:\s+us)?\s+|waiting for\s+|we need\s+)?(?:also\s+)?(?:an?\s+)?/i;

/**
 * The first sentence of what was asked, without its asking, shortened at a word to about 60 characters (before
 * an aside in brackets the cut would break).
 */
function shortened(askedFor: string): string {
  const first = (askedFor.trim().split(/(?<=[.!?])\s+/)[0] ?? '').replace(/[.!?\s]+$/, '');
  const thing = first.replace(ASKING, '');
  const lowered = /^[A-Z][a-z]/.test(thing) ? `${thing[0]?.toLowerCase()}${thing.slice(1)}` : thing;
  if (lowered.length <= MAX_WORDS) return lowered;
  const cut = lowered.slice(0, MAX_WORDS);
  // an aside the cut would open and not close ('(not older than 3…') is left out whole
  const aside = cut.lastIndexOf('(');
  const end = aside > cut.lastIndexOf(')') && aside > 0 ? aside : cut.lastIndexOf(' ');
  return `${cut.slice(0, end).replace(TRAILING, '')}…`;
}

/** The label of a hold's answer: 'Asked for: …' with what was asked, else 'Document we asked for'. */
export function holdDocumentLabel(askedFor: string | null | undefined): string {
  const thing = askedFor ? shortened(askedFor) : '';
  return thing ? `Asked for: ${thing}` : HOLD_DOCUMENT_KIND.label;
}
