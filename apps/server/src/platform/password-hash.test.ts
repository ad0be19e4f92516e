import type * as NodeCrypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';

// Wrap timingSafeEqual in a spy so the tests can see the comparison really is the constant-time one.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof NodeCrypto>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});
// The server suite shares modules between files (no isolation): another file may have loaded
// password-hash.js with the real crypto already, so it is loaded afresh here, after the mock.
vi.resetModules();
const crypto = await import('node:crypto');
const { DEFAULT_SCRYPT_PARAMS, hashPassword, needsRehash, verifyPassword } =
  await import('./password-hash.js');

// Cheap parameters keep the suite fast; one test below uses the production defaults.
const FAST = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing (scrypt)', () => {
  it('writes scrypt$N$r$p$salt$hash with the default parameters', async () => {
    const stored = await hashPassword('Operator#2026');
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    expect(scheme).toBe('scrypt');
    expect([Number(n), Number(r), Number(p)]).toEqual([
      DEFAULT_SCRYPT_PARAMS.N,
      DEFAULT_SCRYPT_PARAMS.r,
      DEFAULT_SCRYPT_PARAMS.p,
    ]);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(hash ?? '', 'base64')).toHaveLength(32);
    expect(await verifyPassword('Operator#2026', stored)).toBe(true);
    expect(await verifyPassword('operator#2026', stored)).toBe(false);
  });

  it('verifies the right password and rejects wrong ones', async () => {
    const stored = await hashPassword('correct horse battery staple', FAST);
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('uses a fresh salt each time, so equal passwords give different hashes', async () => {
    const a = await hashPassword('same password', FAST);
    const b = await hashPassword('same password', FAST);
    expect(a).not.toBe(b);
    expect(a.split('$')[4]).not.toBe(b.split('$')[4]);
    expect(await verifyPassword('same password', a)).toBe(true);
    expect(await verifyPassword('same password', b)).toBe(true);
  });

  it('treats composed and decomposed Unicode forms of a password alike', async () => {
    const stored = await hashPassword('Caf\u00e9', FAST);
    expect(await verifyPassword('Cafe\u0301', stored)).toBe(true);
  });

  it('compares with crypto.timingSafeEqual', async () => {
    const spy = vi.mocked(crypto.timingSafeEqual);
    const stored = await hashPassword('secret', FAST);
    spy.mockClear();
    expect(await verifyPassword('not secret', stored)).toBe(false);
    expect(spy).toHaveBeenCalledTimes(1);
    const [left, right] = spy.mock.calls[0] ?? [];
    expect((left as Buffer).length).toBe((right as Buffer).length);
  });

  it('returns false (never throws) for missing or malformed stored hashes', async () => {
    const good = await hashPassword('pw', FAST);
    const parts = good.split('$');
    const malformed = [
      '',
      'plain-text-password',
      'bcrypt$10$abc',
      ['scrypt', 1000, 8, 1, parts[4], parts[5]].join('$'), // N not a power of two
      ['scrypt', 2 ** 24, 8, 1, parts[4], parts[5]].join('$'), // N above the bound
      ['scrypt', 2 ** 20, 32, 1, parts[4], parts[5]].join('$'), // 4 GiB of memory
      ['scrypt', 1024, 8, 1, '!!', parts[5]].join('$'),
      ['scrypt', 1024, 8, 1, parts[4], 'c2hvcnQ='].join('$'), // hash too short
    ];
    for (const stored of malformed) expect(await verifyPassword('pw', stored)).toBe(false);
    expect(await verifyPassword('pw', null)).toBe(false);
    expect(await verifyPassword('pw', undefined)).toBe(false);
  });

  it('rejects a hash whose parameters were altered', async () => {
    const stored = await hashPassword('pw', FAST);
    const altered = stored.replace('scrypt$1024$8$1$', 'scrypt$2048$8$1$');
    expect(await verifyPassword('pw', altered)).toBe(false);
  });

  it('refuses invalid parameters when hashing', async () => {
    await expect(hashPassword('pw', { N: 3, r: 8, p: 1 })).rejects.toThrow(RangeError);
  });

  it('flags weaker or malformed hashes for re-hashing', async () => {
    expect(needsRehash(await hashPassword('pw', FAST))).toBe(true);
    expect(needsRehash('nonsense')).toBe(true);
    expect(needsRehash(await hashPassword('pw', FAST), FAST)).toBe(false);
  });
});
