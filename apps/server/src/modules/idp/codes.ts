import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { deriveKey } from './crypto-at-rest.js';

/** What a one-time code is for; the purpose is mixed into its HMAC so a code only fits its own use. */
export type CodePurpose = 'sign-up' | 'reset-password' | 'verify-email' | 'verify-phone_number' | 'sign-in';

export const CODE_LIFETIME_MS: Record<CodePurpose, number> = {
  'sign-up': 24 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000,
  'verify-email': 24 * 60 * 60 * 1000,
  'verify-phone_number': 24 * 60 * 60 * 1000,
  /** Sign-in OTPs (EMAIL_OTP, SMS_MFA) live as long as the sign-in session. */
  'sign-in': 3 * 60 * 1000,
};

/** Wrong guesses allowed per code before it is burnt ("Attempt limit exceeded"). */
export const MAX_CODE_ATTEMPTS = 5;
/**
 * Account codes of one purpose (sign-up, reset, each attribute's verification) sent to one user per rolling
 * hour: each purpose has its own allowance, so codes for one never block another (a password reset is never
 * refused for the sign-up or profile codes of the same hour).
 */
export const MAX_CODE_SENDS_PER_HOUR = 5;
/** Sign-in OTPs sent to one user per rolling hour. */
export const MAX_SIGN_IN_CODES_PER_HOUR = 10;

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export interface CodeHasher {
  /** HMAC-SHA256 of the code bound to its owner and purpose, hex. */
  hash(code: string, owner: string, purpose: string): string;
  matches(code: string, owner: string, purpose: string, storedHash: string): boolean;
}

export function createCodeHasher(secret: string): CodeHasher {
  const key = deriveKey(secret, 'idp-code-hmac');
  const hash = (code: string, owner: string, purpose: string) =>
    createHmac('sha256', key).update(`${owner}\u0000${purpose}\u0000${code.trim()}`).digest('hex');
  return {
    hash,
    matches(code, owner, purpose, storedHash) {
      const expected = Buffer.from(storedHash, 'hex');
      const offered = Buffer.from(hash(code, owner, purpose), 'hex');
      return expected.length === offered.length && timingSafeEqual(expected, offered);
    },
  };
}
