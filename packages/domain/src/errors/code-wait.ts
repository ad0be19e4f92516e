import { ERROR_CATALOGUE } from './catalogue.js';

/**
 * When a refused code can be asked for again. The pool puts this sentence after its own refusal
 * ("Attempt limit exceeded, please try after some time.") and the app after the catalogue's, so the web finds
 * it in either message (codeWaitIn) and says it after the catalogue's text.
 */
export function codeWaitSentence(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `You can ask for a new code in about ${minutes === 1 ? 'a minute' : `${minutes} minutes`}.`;
}

const WAIT_SENTENCE = /You can ask for a new code in about (?:a minute|\d+ minutes)\./;

/** The wait sentence a refusal's message carries, or null (a hosted pool's message has none). */
export function codeWaitIn(message: string): string | null {
  return WAIT_SENTENCE.exec(message)?.[0] ?? null;
}

/** "Limit exceeded, Please try after some time", followed by when, when known. */
export function codeLimitMessage(wait: string | null): string {
  return wait ? `${ERROR_CATALOGUE.CODE_LIMIT_EXCEEDED}. ${wait}` : ERROR_CATALOGUE.CODE_LIMIT_EXCEEDED;
}
