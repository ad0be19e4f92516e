import { generateSecret, generateSync, NobleCryptoPlugin, ScureBase32Plugin, verifySync } from 'otplib';

/**
 * RFC 6238 time-based one-time passwords (SHA-1, 6 digits, 30 s steps) as authenticator apps use them, with the
 * maintained otplib (its audited noble-hashes HMAC, @scure/base for base32).
 */
const STEP_SECONDS = 30;
const crypto = new NobleCryptoPlugin();
const base32 = new ScureBase32Plugin();

/** A new shared secret: 20 random bytes, base32 (32 characters, like the hosted pool's SecretCode). */
export function generateTotpSecret(): string {
  return generateSecret({ length: 20, crypto, base32 });
}

/** The code for `time`, or for the step `stepOffset` steps away from it. */
export function totpAt(secret: string, time: Date, stepOffset = 0): string {
  const epoch = Math.floor(time.getTime() / 1000) + stepOffset * STEP_SECONDS;
  return generateSync({ secret, epoch, period: STEP_SECONDS, digits: 6, algorithm: 'sha1', crypto, base32 });
}

/** Accepts the current step and one step either side, for clock drift. */
export function totpMatches(secret: string, code: string, time: Date): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  try {
    return verifySync({
      secret,
      token: code,
      epoch: Math.floor(time.getTime() / 1000),
      period: STEP_SECONDS,
      epochTolerance: STEP_SECONDS,
      digits: 6,
      algorithm: 'sha1',
      crypto,
      base32,
    }).valid;
  } catch {
    return false;
  }
}

/** Base32 of raw bytes (RFC 4648, no padding), as secrets are written. */
export const base32Encode = (bytes: Uint8Array): string => base32.encode(bytes).replace(/=+$/, '');
export const base32Decode = (text: string): Uint8Array => base32.decode(text);
