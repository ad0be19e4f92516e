/** A quote kept in a wizard's draft, with the key of the input it priced. */
export interface StoredQuote {
  quote: { expired: boolean; expiresAt: string } | null;
  quoteKey: string | null;
}

/** Whether the draft's quote still serves this input: it priced the same input and has not expired. */
export function isStoredQuoteCurrent(stored: StoredQuote, key: string, now: Date = new Date()): boolean {
  if (!stored.quote || stored.quoteKey !== key || stored.quote.expired) return false;
  return new Date(stored.quote.expiresAt).getTime() > now.getTime();
}
