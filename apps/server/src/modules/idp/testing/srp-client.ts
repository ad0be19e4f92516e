import { randomBytes } from 'node:crypto';
import {
  computeClaimSignature,
  computeClientS,
  computeU,
  computeX,
  deriveAuthKey,
  formatSrpTimestamp,
  hexToBigInt,
  modPow,
  SRP_G,
  SRP_N,
} from '../srp.js';

/** The client half of SRP (what Amplify computes), for protocol-level tests that do not use Amplify. */
export interface SrpClient {
  A: string;
  respond(input: {
    poolName: string;
    password: string;
    challenge: Record<string, string>;
    now?: Date;
  }): Record<string, string>;
}

export function createSrpClient(): SrpClient {
  const a = hexToBigInt(randomBytes(128).toString('hex'));
  const A = modPow(SRP_G, a, SRP_N);
  return {
    A: A.toString(16),
    respond({ poolName, password, challenge, now = new Date() }) {
      const username = challenge.USER_ID_FOR_SRP ?? '';
      const B = hexToBigInt(challenge.SRP_B ?? '0');
      const u = computeU(A, B);
      const x = computeX(poolName, username, password, hexToBigInt(challenge.SALT ?? '0'));
      const key = deriveAuthKey(computeClientS(B, x, a, u), u);
      const timestamp = formatSrpTimestamp(now);
      const secretBlock = challenge.SECRET_BLOCK ?? '';
      return {
        USERNAME: username,
        PASSWORD_CLAIM_SECRET_BLOCK: secretBlock,
        TIMESTAMP: timestamp,
        PASSWORD_CLAIM_SIGNATURE: computeClaimSignature(key, poolName, username, secretBlock, timestamp),
      };
    },
  };
}
