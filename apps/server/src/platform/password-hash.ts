import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing for operators and back-office staff (DESIGN "Operators": scrypt hashes).
 *
 * Stored format: `scrypt$N$r$p$saltB64$hashB64` — the cost parameters travel with each hash, so they can
 * be raised later and old hashes still verify (see `needsRehash`). The default N=2^16, r=8, p=2 is one of
 * OWASP's equivalent scrypt settings (same work as N=2^17, r=8, p=1) at 64 MiB of memory per hash.
 */
export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  N: number;
  /** Block size. */
  r: number;
  /** Parallelisation. */
  p: number;
}

export const DEFAULT_SCRYPT_PARAMS: Readonly<ScryptParams> = Object.freeze({ N: 2 ** 16, r: 8, p: 2 });

/**
 * What the test configuration hashes with (testConfig): a production-cost hash takes half a second of a core,
 * and the suites sign operators in hundreds of times. Never read from the environment.
 */
export const TEST_SCRYPT_PARAMS: Readonly<ScryptParams> = Object.freeze({ N: 2 ** 10, r: 8, p: 1 });

const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Upper bounds on stored parameters, so a tampered hash cannot make a login burn unbounded memory/CPU. */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;
const MAX_MEMORY_BYTES = 256 * 1024 * 1024;
const MAX_WORK = 2 ** 24; // N·r·p: sixteen times the default
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function derive(password: string, salt: Buffer, keyLength: number, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    // scrypt needs 128·N·r bytes; leave headroom above Node's 32 MiB default.
    maxmem: 128 * params.N * params.r + 16 * 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

function isValidParams({ N, r, p }: ScryptParams): boolean {
  const isPositiveInt = (n: number) => Number.isSafeInteger(n) && n > 0;
  return (
    isPositiveInt(N) &&
    N > 1 &&
    (N & (N - 1)) === 0 &&
    N <= MAX_N &&
    isPositiveInt(r) &&
    r <= MAX_R &&
    isPositiveInt(p) &&
    p <= MAX_P &&
    128 * N * r <= MAX_MEMORY_BYTES &&
    N * r * p <= MAX_WORK
  );
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  hash: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, nText, rText, pText, saltText, hashText] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (![nText, rText, pText].every((t) => /^\d{1,8}$/.test(t))) return null;
  const params = { N: Number(nText), r: Number(rText), p: Number(pText) };
  if (!isValidParams(params) || !BASE64.test(saltText) || !BASE64.test(hashText)) return null;
  const salt = Buffer.from(saltText, 'base64');
  const hash = Buffer.from(hashText, 'base64');
  if (salt.length < 8 || hash.length < 16 || hash.length > 128) return null;
  return { params, salt, hash };
}

/** Hashes a password with a fresh random salt. */
export async function hashPassword(
  password: string,
  params: ScryptParams = DEFAULT_SCRYPT_PARAMS,
): Promise<string> {
  if (!isValidParams(params)) throw new RangeError('Invalid scrypt parameters');
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, KEY_BYTES, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

// A fixed hash to verify against when there is no stored hash, so an unknown name takes as long as a known one.
const DUMMY_SALT = Buffer.alloc(SALT_BYTES, 0x5a);

/**
 * Checks a password against a stored hash with a constant-time comparison. Returns false for a wrong
 * password, a malformed stored hash, or no stored hash at all (after doing the same work as a real check at
 * `params`, the cost new hashes get, so the response time does not reveal whether the account exists).
 */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
  params: ScryptParams = DEFAULT_SCRYPT_PARAMS,
): Promise<boolean> {
  const parsed = stored ? parseHash(stored) : null;
  if (!parsed) {
    await derive(password, DUMMY_SALT, KEY_BYTES, params);
    return false;
  }
  const candidate = await derive(password, parsed.salt, parsed.hash.length, parsed.params);
  return timingSafeEqual(candidate, parsed.hash);
}

/** True when a stored hash is malformed or weaker than the given (default) parameters: re-hash it after login. */
export function needsRehash(stored: string, params: ScryptParams = DEFAULT_SCRYPT_PARAMS): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  return parsed.params.N * parsed.params.r * parsed.params.p < params.N * params.r * params.p;
}
