import { withAuth } from './amplify-client';
import type { Audience } from './audience';
import type { SessionUser } from './session-slice';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The signed-in user from the ID token's claims, or null when the audience has no (refreshable) session. */
export function sessionUserFromClaims(claims: Record<string, unknown>): SessionUser | null {
  const username = text(claims['cognito:username']) ?? text(claims.username);
  if (!username) return null;
  const user: SessionUser = { username };
  const optional: [keyof Omit<SessionUser, 'username'>, unknown][] = [
    ['preferredUsername', claims.preferred_username],
    ['givenName', claims.given_name],
    ['familyName', claims.family_name],
    ['email', claims.email],
    ['phoneNumber', claims.phone_number],
  ];
  for (const [key, value] of optional) {
    const found = text(value);
    if (found) user[key] = found;
  }
  return user;
}

export async function readSessionUser(audience: Audience, forceRefresh = false): Promise<SessionUser | null> {
  return withAuth(audience, async (auth) => {
    const session = await auth.fetchAuthSession({ forceRefresh });
    const claims = session.tokens?.idToken?.payload;
    return claims ? sessionUserFromClaims(claims) : null;
  });
}
