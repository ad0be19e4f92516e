import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  SRP_N,
  computeB,
  computeServerS,
  computeU,
  computeVerifier,
  computeX,
  computeClaimSignature,
  deriveAuthKey,
  hexToBigInt,
  padHex,
} from './srp.js';

/** What the pool stores for a password: a random salt and v = g^x mod N, both hex. Never the password. */
export interface PasswordVerifier {
  salt: string;
  verifier: string;
}

export function createPasswordVerifier(
  poolName: string,
  username: string,
  password: string,
): PasswordVerifier {
  // A positive 128-bit salt; sent to the client as plain hex, which pads it like we do.
  const salt = hexToBigInt(randomBytes(16).toString('hex')) || 1n;
  const verifier = computeVerifier(computeX(poolName, username, password, salt));
  return { salt: salt.toString(16), verifier: padHex(verifier) };
}

function equalHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** USER_PASSWORD_AUTH and ChangePassword: recompute v from the offered password and compare. */
export function passwordMatches(
  poolName: string,
  username: string,
  password: string,
  stored: PasswordVerifier,
): boolean {
  const candidate = computeVerifier(computeX(poolName, username, password, hexToBigInt(stored.salt)));
  return equalHex(padHex(candidate), stored.verifier);
}

/** The server half of one SRP exchange, kept (encrypted) with the sign-in session. */
export interface SrpServerState {
  /** Client public value A, hex. */
  A: string;
  /** Server secret b, hex. */
  b: string;
  /** Server public value B, hex. */
  B: string;
  secretBlock: string;
}

/** Validates A and computes B for a stored verifier. Returns null when A ≡ 0 (mod N). */
export function startSrpExchange(clientA: string, verifierHex: string): SrpServerState | null {
  let A: bigint;
  try {
    A = hexToBigInt(clientA);
  } catch {
    return null;
  }
  if (A % SRP_N === 0n) return null;
  const verifier = hexToBigInt(verifierHex);
  for (;;) {
    const b = hexToBigInt(randomBytes(128).toString('hex'));
    const B = computeB(verifier, b);
    if (B % SRP_N === 0n) continue;
    if (computeU(A, B) === 0n) continue;
    return {
      A: A.toString(16),
      b: b.toString(16),
      B: B.toString(16),
      secretBlock: randomBytes(64).toString('base64'),
    };
  }
}

export interface PasswordClaim {
  secretBlock: string;
  timestamp: string;
  signature: string;
}

/** Checks PASSWORD_CLAIM_SIGNATURE against the key both sides derive from S. */
export function passwordClaimValid(
  poolName: string,
  userIdForSrp: string,
  verifierHex: string,
  state: SrpServerState,
  claim: PasswordClaim,
): boolean {
  if (claim.secretBlock !== state.secretBlock) return false;
  const A = hexToBigInt(state.A);
  const B = hexToBigInt(state.B);
  const u = computeU(A, B);
  const S = computeServerS(A, hexToBigInt(verifierHex), u, hexToBigInt(state.b));
  const key = deriveAuthKey(S, u);
  const expected = Buffer.from(
    computeClaimSignature(key, poolName, userIdForSrp, state.secretBlock, claim.timestamp),
  );
  const offered = Buffer.from(claim.signature);
  return expected.length === offered.length && timingSafeEqual(expected, offered);
}
