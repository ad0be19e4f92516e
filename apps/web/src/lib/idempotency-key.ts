/** A random key (UUID v4 form) for the `idempotency-key` header. Works outside secure contexts too. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Keeps one key per attempt: the same payload re-submitted (double click, retry after a network
 * failure) reuses the key; a changed payload or a completed request starts a new attempt.
 */
export function createAttemptKeys() {
  let current: { payload: string; key: string } | null = null;
  return {
    keyFor(payload: unknown): string {
      const serialised = JSON.stringify(payload);
      if (!current || current.payload !== serialised)
        current = { payload: serialised, key: newIdempotencyKey() };
      return current.key;
    },
    complete(): void {
      current = null;
    },
  };
}
