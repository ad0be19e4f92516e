import type { PublicConfig } from '@cover/domain';
import { loadPublicConfig, resetPublicConfig } from '../../app/public-config';

/** The pools Amplify talks to (their MFA setting is read apart: readPoolMfa). */
export type IdentitySettings = Omit<PublicConfig['identity'], 'mfa'>;

/** The pools' MFA: OFF (no two-step sign-in), OPTIONAL (each user may turn it on) or ON (required). */
export type PoolMfa = PublicConfig['identity']['mfa'];

export interface IdentityConfig {
  identity: IdentitySettings | null;
  twoFactor: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function poolOf(value: unknown): IdentitySettings['retail'] | null {
  if (!isRecord(value)) return null;
  const { userPoolId, userPoolClientId } = value;
  return typeof userPoolId === 'string' &&
    typeof userPoolClientId === 'string' &&
    userPoolId &&
    userPoolClientId
    ? { userPoolId, userPoolClientId }
    : null;
}

/**
 * The identity part of GET /api/config. Checked by hand (not with the zod contract) because this runs on
 * every page: zod stays out of the first load.
 */
export function readIdentityConfig(body: unknown): IdentityConfig {
  if (!isRecord(body)) return { identity: null, twoFactor: false };
  const twoFactor = isRecord(body.flags) && body.flags.twoFactor === true;
  const identity = isRecord(body.identity) ? body.identity : null;
  const retail = poolOf(identity?.retail);
  const employee = poolOf(identity?.employee);
  const endpoint = identity?.userPoolEndpoint;
  return {
    identity:
      retail && employee && typeof endpoint === 'string' && endpoint
        ? { userPoolEndpoint: endpoint, retail, employee }
        : null,
    twoFactor,
  };
}

/**
 * The pools' MFA from GET /api/config. A server that does not say (an older one) is read as OPTIONAL: the
 * pool itself still refuses what it does not allow.
 */
export function readPoolMfa(body: unknown): PoolMfa {
  const identity = isRecord(body) && isRecord(body.identity) ? body.identity : null;
  const mfa = identity?.mfa;
  return mfa === 'OFF' || mfa === 'ON' || mfa === 'OPTIONAL' ? mfa : 'OPTIONAL';
}

/**
 * The identity part of GET /api/config (loaded once per page for every part that needs it): the pools
 * Amplify talks to and the two-factor flag. A config without identity settings means no sign-in is
 * possible; a failed request is retried next time.
 */
export function loadIdentityConfig(): Promise<IdentityConfig> {
  return loadPublicConfig().then(readIdentityConfig);
}

/** Forgets the loaded config (tests). */
export function resetIdentityConfig(): void {
  resetPublicConfig();
}

/** Amplify needs an absolute endpoint; the server may give a path on this origin such as /idp. */
export function absoluteEndpoint(endpoint: string): string {
  return new URL(endpoint, window.location.origin).toString().replace(/\/$/, '');
}
