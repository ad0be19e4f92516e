import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, generateTotpSecret, totpAt, totpMatches } from './totp.js';

describe('TOTP (RFC 6238)', () => {
  const secret = base32Encode(Buffer.from('12345678901234567890'));

  it('encodes base32 and matches the RFC test vectors (SHA-1, last 6 digits)', () => {
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(secret).toString()).toBe('12345678901234567890');
    expect(totpAt(secret, new Date(59_000))).toBe('287082');
    expect(totpAt(secret, new Date(1_111_111_109_000))).toBe('081804');
    expect(totpAt(secret, new Date(2_000_000_000_000))).toBe('279037');
  });

  it('accepts one step of drift either way, nothing more', () => {
    const now = new Date(1_700_000_000_000);
    expect(totpMatches(secret, totpAt(secret, now, -1), now)).toBe(true);
    expect(totpMatches(secret, totpAt(secret, now, 1), now)).toBe(true);
    expect(totpMatches(secret, totpAt(secret, now, 3), now)).toBe(false);
    expect(totpMatches(secret, 'abcdef', now)).toBe(false);
  });

  it('generates 160-bit base32 secrets', () => {
    expect(generateTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });
});
