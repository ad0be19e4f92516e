import type { JWTPayload } from 'jose';

/** How many verified tokens are remembered (each about 1 kB with its claims). */
export const VERIFIED_SIGNATURES_CAPACITY = 2_000;
/** How long a verified signature is trusted without checking it again, at most (and never past `exp`). */
export const VERIFIED_SIGNATURE_MS = 5 * 60_000;

interface Entry {
  payload: JWTPayload;
  verifiedAt: number;
  until: number;
}

/**
 * Tokens whose signature and header were checked, with the claims they carry. A signed-in client sends
 * the same access token on every request for its hour; checking its RS256 signature each time cost half a
 * millisecond of a quote request. The exact token string is the key, so only the very bytes that were
 * verified are trusted. The claims' own checks (client, issuer, use, revocation) still run on every request,
 * and an entry stops counting at the token's expiry, so expiry reads exactly as before. Bounded: the oldest
 * entry goes first.
 */
export class VerifiedSignatures {
  readonly #entries = new Map<string, Entry>();

  constructor(private readonly capacity = VERIFIED_SIGNATURES_CAPACITY) {}

  /** The claims of `token` when it was verified before and is still within its expiry at `nowMs`. */
  claimsOf(token: string, nowMs: number): JWTPayload | undefined {
    const entry = this.#entries.get(token);
    if (!entry) return undefined;
    if (nowMs < entry.verifiedAt || nowMs >= entry.until) {
      this.#entries.delete(token);
      return undefined;
    }
    return entry.payload;
  }

  remember(token: string, payload: JWTPayload, nowMs: number): void {
    if (typeof payload.exp !== 'number') return;
    if (this.#entries.size >= this.capacity) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(token, {
      payload: Object.freeze(payload),
      verifiedAt: nowMs,
      until: Math.min(payload.exp * 1000, nowMs + VERIFIED_SIGNATURE_MS),
    });
  }

  get size(): number {
    return this.#entries.size;
  }
}
