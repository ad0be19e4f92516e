import { createHash, createHmac } from 'node:crypto';

/**
 * Secure Remote Password arithmetic exactly as the hosted user pool and Amplify v6 compute it
 * (`@aws-amplify/auth/dist/esm/providers/cognito/utils/srp/*`): the RFC 3526 3072-bit group, g = 2,
 * SHA-256, hex strings padded the way Java's BigInteger.toByteArray() would encode them, and a one-block
 * HKDF keyed with "Caldera Derived Key". Pure functions over bigint; no I/O.
 */
const N_HEX =
  'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
  'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
  'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
  '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
  'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
  '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
  'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
  'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF';

export const SRP_N = BigInt(`0x${N_HEX}`);
export const SRP_G = 2n;

/** Even-length hex of a non-negative integer, with "00" prepended when the top bit is set. */
export function padHex(value: bigint): string {
  if (value < 0n) throw new RangeError('padHex expects a non-negative integer');
  let hex = value.toString(16);
  if (hex.length % 2 !== 0) hex = `0${hex}`;
  return /^[89a-f]/i.test(hex) ? `00${hex}` : hex;
}

/** SHA-256 of UTF-8 text (or raw bytes) as 64 lowercase hex characters. */
export function hashData(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** SHA-256 of the bytes a hex string encodes. */
export function hashHex(hex: string): string {
  return hashData(Buffer.from(hex, 'hex'));
}

export function hexToBigInt(hex: string): bigint {
  if (!/^[0-9a-f]+$/i.test(hex)) throw new RangeError('not a hexadecimal number');
  return BigInt(`0x${hex}`);
}

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = ((base % modulus) + modulus) % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

/** k = H(pad(N) | pad(g)). */
export const SRP_K = hexToBigInt(hashHex(padHex(SRP_N) + padHex(SRP_G)));

/** The pool name Amplify mixes into x: the part of the pool id after the underscore. */
export function poolNameOf(poolId: string): string {
  return poolId.split('_')[1] ?? '';
}

/** x = H(pad(salt) | H(poolName | username | ':' | password)). */
export function computeX(poolName: string, username: string, password: string, salt: bigint): bigint {
  const inner = hashData(`${poolName}${username}:${password}`);
  return hexToBigInt(hashHex(padHex(salt) + inner));
}

/** v = g^x mod N. */
export function computeVerifier(x: bigint): bigint {
  return modPow(SRP_G, x, SRP_N);
}

/** B = (k·v + g^b) mod N. */
export function computeB(verifier: bigint, b: bigint): bigint {
  return (SRP_K * verifier + modPow(SRP_G, b, SRP_N)) % SRP_N;
}

/** u = H(pad(A) | pad(B)). */
export function computeU(A: bigint, B: bigint): bigint {
  return hexToBigInt(hashHex(padHex(A) + padHex(B)));
}

/** Server side S = (A · v^u)^b mod N. */
export function computeServerS(A: bigint, verifier: bigint, u: bigint, b: bigint): bigint {
  return modPow((A * modPow(verifier, u, SRP_N)) % SRP_N, b, SRP_N);
}

/** Client side S = (B − k·g^x)^(a + u·x) mod N (used by tests acting as the client). */
export function computeClientS(B: bigint, x: bigint, a: bigint, u: bigint): bigint {
  const base = (((B - SRP_K * modPow(SRP_G, x, SRP_N)) % SRP_N) + SRP_N) % SRP_N;
  return modPow(base, a + u * x, SRP_N);
}

/** HKDF-SHA256, one block, info "Caldera Derived Key" + 0x01, first 16 bytes (Amplify's getHkdfKey). */
export function deriveAuthKey(S: bigint, u: bigint): Buffer {
  const prk = createHmac('sha256', Buffer.from(padHex(u), 'hex'))
    .update(Buffer.from(padHex(S), 'hex'))
    .digest();
  const info = Buffer.concat([Buffer.from('Caldera Derived Key', 'utf8'), Buffer.from([1])]);
  return createHmac('sha256', prk).update(info).digest().subarray(0, 16);
}

/** base64(HMAC-SHA256(key, poolName | userIdForSrp | secretBlockBytes | timestamp)). */
export function computeClaimSignature(
  key: Buffer,
  poolName: string,
  userIdForSrp: string,
  secretBlockB64: string,
  timestamp: string,
): string {
  const secretBlock = Buffer.from(secretBlockB64.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return createHmac('sha256', key)
    .update(Buffer.concat([Buffer.from(poolName, 'utf8'), Buffer.from(userIdForSrp, 'utf8'), secretBlock]))
    .update(Buffer.from(timestamp, 'utf8'))
    .digest('base64');
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** 'ddd MMM D HH:mm:ss UTC YYYY', the TIMESTAMP format of the PASSWORD_VERIFIER response. */
export function formatSrpTimestamp(date: Date): string {
  return (
    `${WEEKDAYS[date.getUTCDay()]} ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()} ` +
    `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} UTC ${date.getUTCFullYear()}`
  );
}

const TIMESTAMP_PATTERN =
  /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) ([1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):([0-5]\d):([0-5]\d) UTC (\d{4})$/;

/** Parses the TIMESTAMP format; null when it is malformed. */
export function parseSrpTimestamp(value: string): Date | null {
  const match = TIMESTAMP_PATTERN.exec(value);
  if (!match) return null;
  const [, , month, day, hours, minutes, seconds, year] = match;
  const date = new Date(
    Date.UTC(
      Number(year),
      MONTHS.indexOf(month ?? ''),
      Number(day),
      Number(hours),
      Number(minutes),
      Number(seconds),
    ),
  );
  return Number.isNaN(date.getTime()) ? null : date;
}
