import type { Audience } from './audience';
import type { IdentitySettings } from './identity-config';
import { sessionUserFromClaims } from './session-user';
import type { SessionUser } from './session-slice';

function decodePayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json = decodeURIComponent(
      Array.from(atob(base64), (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    const payload: unknown = JSON.parse(json);
    return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Who is signed in for an audience, read from Amplify's stored ID token WITHOUT loading Amplify — for
 * display only (the header on pages outside the account area). Never used to authorise anything.
 */
export function peekStoredUser(
  identity: IdentitySettings,
  audience: Audience,
  storage: Storage = window.localStorage,
): SessionUser | null {
  try {
    const clientId = identity[audience].userPoolClientId;
    const prefix = `CognitoIdentityServiceProvider.${clientId}`;
    const last = storage.getItem(`${prefix}.LastAuthUser`);
    if (!last) return null;
    const token = storage.getItem(`${prefix}.${last}.idToken`);
    const claims = token ? decodePayload(token) : null;
    return claims ? sessionUserFromClaims(claims) : null;
  } catch {
    return null;
  }
}
