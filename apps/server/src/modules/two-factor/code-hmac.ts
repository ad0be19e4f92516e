import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';

/** The two-factor codes' HMAC, keyed by HKDF from SESSION_SECRET; a code is bound to its sign-in. */
export interface TwoFactorCodes {
  generate(): string;
  hmac(originJti: string, code: string): string;
  matches(originJti: string, code: string, storedHmac: string): boolean;
}

export function createTwoFactorCodes(secret: string): TwoFactorCodes {
  const key = Buffer.from(
    hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.from('cover-two-factor', 'utf8'), 'code-hmac', 32),
  );
  const hmac = (originJti: string, code: string) =>
    createHmac('sha256', key).update(`${originJti}\u0000${code.trim()}`).digest('hex');
  return {
    generate: () => String(randomInt(0, 1_000_000)).padStart(6, '0'),
    hmac,
    matches(originJti, code, storedHmac) {
      const expected = Buffer.from(storedHmac, 'hex');
      const offered = Buffer.from(hmac(originJti, code), 'hex');
      return expected.length === offered.length && timingSafeEqual(expected, offered);
    },
  };
}
