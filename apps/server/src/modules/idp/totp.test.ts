import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, generateTotpSecret, totpAt, totpMatches } from './totp.js';

describe('TOTP (RFC 6238, by otplib)', () => {
  const secret = base32Encode(Buffer.from('12345678901234567890'));

  it('encodes base32 and matches the RFC 6238 test vectors (SHA-1, last 6 digits)', () => {
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(Buffer.from(base32Decode(secret)).toString()).toBe('12345678901234567890');
    const vectors: [number, string][] = [
      [59, '287082'],
      [1_111_111_109, '081804'],
      [1_111_111_111, '050471'],
      [1_234_567_890, '005924'],
      [2_000_000_000, '279037'],
      [20_000_000_000, '353130'],
    ];
    for (const [seconds, code] of vectors) expect(totpAt(secret, new Date(seconds * 1000))).toBe(code);
  });

  it('accepts one step of drift either way, nothing more', () => {
    const now = new Date(1_700_000_000_000);
    expect(totpMatches(secret, totpAt(secret, now), now)).toBe(true);
    expect(totpMatches(secret, totpAt(secret, now, -1), now)).toBe(true);
    expect(totpMatches(secret, totpAt(secret, now, 1), now)).toBe(true);
    expect(totpMatches(secret, totpAt(secret, now, 2), now)).toBe(false);
    expect(totpMatches(secret, totpAt(secret, now, -3), now)).toBe(false);
    expect(totpMatches(secret, 'abcdef', now)).toBe(false);
    expect(totpMatches('not base32!', '123456', now)).toBe(false);
  });

  it('generates 160-bit base32 secrets', () => {
    const made = generateTotpSecret();
    expect(made).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(made)).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(made);
  });
});
