import { describe, expect, it } from 'vitest';
import { VERIFIED_SIGNATURE_MS, VerifiedSignatures } from './verified-signatures.js';

const T0 = Date.UTC(2026, 10, 28, 8, 0, 0);
const expiringIn = (ms: number) => ({ sub: 'u1', exp: Math.floor((T0 + ms) / 1000) });

describe('VerifiedSignatures', () => {
  it.each([
    { case: 'just verified', exp: 3_600_000, at: T0, hit: true },
    { case: 'a second before expiry', exp: 120_000, at: T0 + 119_000, hit: true },
    { case: 'a minute later', exp: 3_600_000, at: T0 + 60_000, hit: true },
    { case: 'at expiry', exp: 60_000, at: T0 + 60_000, hit: false },
    { case: 'after expiry', exp: 60_000, at: T0 + 61_000, hit: false },
    {
      case: 'past the trust window, token still valid',
      exp: 3_600_000,
      at: T0 + VERIFIED_SIGNATURE_MS,
      hit: false,
    },
    { case: 'clock set back before verification', exp: 3_600_000, at: T0 - 1, hit: false },
  ])('$case: remembered = $hit', ({ exp, at, hit }) => {
    const verified = new VerifiedSignatures();
    verified.remember('token', expiringIn(exp), T0);
    expect(verified.claimsOf('token', at) !== undefined).toBe(hit);
  });

  it('trusts only the exact token string it verified', () => {
    const verified = new VerifiedSignatures();
    verified.remember('header.payload.signature', expiringIn(3_600_000), T0);
    expect(verified.claimsOf('header.payload.signature', T0 + 1)).toMatchObject({ sub: 'u1' });
    expect(verified.claimsOf('header.payload.signaturf', T0 + 1)).toBeUndefined();
    expect(verified.claimsOf('header.payload.signature ', T0 + 1)).toBeUndefined();
  });

  it('does not remember a token without an expiry', () => {
    const verified = new VerifiedSignatures();
    verified.remember('token', { sub: 'u1' }, T0);
    expect(verified.claimsOf('token', T0)).toBeUndefined();
  });

  it('holds at most its capacity, forgetting the oldest first', () => {
    const verified = new VerifiedSignatures(3);
    for (const token of ['a', 'b', 'c', 'd']) verified.remember(token, expiringIn(3_600_000), T0);
    expect(verified.size).toBe(3);
    expect(verified.claimsOf('a', T0)).toBeUndefined();
    expect(verified.claimsOf('d', T0)).toBeDefined();
  });

  it('hands out claims nobody can change', () => {
    const verified = new VerifiedSignatures();
    verified.remember('token', expiringIn(3_600_000), T0);
    const claims = verified.claimsOf('token', T0) as Record<string, unknown>;
    expect(() => {
      claims.sub = 'someone-else';
    }).toThrow(TypeError);
  });
});
