import { describe, expect, it } from 'vitest';
import { createCodeHasher } from './codes.js';
import { createSealer } from './crypto-at-rest.js';

const SECRET = 'a-test-secret-that-is-long-enough';

describe('sealing secrets at rest', () => {
  it('round-trips, hides the plaintext and binds the value to its context', () => {
    const sealer = createSealer(SECRET);
    const sealed = sealer.seal('verifier-hex', 'password-verifier:1');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('verifier-hex');
    expect(sealer.seal('verifier-hex', 'password-verifier:1')).not.toBe(sealed);
    expect(sealer.open(sealed, 'password-verifier:1')).toBe('verifier-hex');
    expect(() => sealer.open(sealed, 'password-verifier:2')).toThrow();
    expect(() =>
      createSealer('another-secret-of-enough-length').open(sealed, 'password-verifier:1'),
    ).toThrow();
    expect(() => createSealer('short')).toThrow();
  });
});

describe('code hashes', () => {
  it('match only the same code, owner and purpose', () => {
    const hasher = createCodeHasher(SECRET);
    const hash = hasher.hash('123456', 'user-1', 'sign-up');
    expect(hash).not.toContain('123456');
    expect(hasher.matches('123456', 'user-1', 'sign-up', hash)).toBe(true);
    expect(hasher.matches('123457', 'user-1', 'sign-up', hash)).toBe(false);
    expect(hasher.matches('123456', 'user-2', 'sign-up', hash)).toBe(false);
    expect(hasher.matches('123456', 'user-1', 'reset-password', hash)).toBe(false);
  });
});
