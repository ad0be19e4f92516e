import type { IdpUserRow } from '../../db/schema/identity.js';
import type { PoolDefinition } from './pools.js';

/** The MFA methods of the protocol. */
export const MFA_METHODS = ['SMS_MFA', 'SOFTWARE_TOKEN_MFA', 'EMAIL_OTP'] as const;
export type MfaMethod = (typeof MFA_METHODS)[number];

export const isMfaMethod = (value: unknown): value is MfaMethod =>
  typeof value === 'string' && (MFA_METHODS as readonly string[]).includes(value);

/** Whether the user could use the method now (a verified TOTP secret, a phone number, a verified email). */
export function methodUsable(user: IdpUserRow, method: MfaMethod): boolean {
  if (method === 'SOFTWARE_TOKEN_MFA') return user.totpSecret !== null;
  if (method === 'SMS_MFA') return Boolean(user.attributes.phone_number);
  return Boolean(user.attributes.email) && user.attributes.email_verified === 'true';
}

/** The methods enabled for the user that can be used (none when the pool has MFA off). */
export function enabledMethods(pool: PoolDefinition, user: IdpUserRow): MfaMethod[] {
  if (pool.mfa === 'OFF') return [];
  return user.mfaEnabled.filter(isMfaMethod).filter((method) => methodUsable(user, method));
}

export type MfaDecision =
  | { kind: 'none' }
  | { kind: 'setup' }
  | { kind: 'challenge'; method: MfaMethod }
  | { kind: 'select'; methods: MfaMethod[] };

/** What follows a correct password: nothing, MFA setup (pool requires MFA), one challenge, or a choice. */
export function decideMfa(pool: PoolDefinition, user: IdpUserRow): MfaDecision {
  const methods = enabledMethods(pool, user);
  if (methods.length === 0) return pool.mfa === 'ON' ? { kind: 'setup' } : { kind: 'none' };
  const preferred = methods.find((method) => method === user.mfaPreferred);
  if (preferred) return { kind: 'challenge', method: preferred };
  const [only] = methods;
  if (methods.length === 1 && only) return { kind: 'challenge', method: only };
  return { kind: 'select', methods };
}
