import { withAuth } from './amplify-client';
import type { Audience } from './audience';
import { loadIdentityConfig } from './identity-config';

/** Amplify keeps `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` while a user is signed in. */
export function hasStoredSession(clientId: string, storage: Storage = window.localStorage): boolean {
  try {
    return Boolean(storage.getItem(`CognitoIdentityServiceProvider.${clientId}.LastAuthUser`));
  } catch {
    return false;
  }
}

/** The stored-session check without loading Amplify: false means nobody of this audience is signed in. */
export async function mayHaveSession(audience: Audience): Promise<boolean> {
  const { identity } = await loadIdentityConfig();
  return identity ? hasStoredSession(identity[audience].userPoolClientId) : false;
}

/**
 * The access token of the audience's signed-in user (refreshed by Amplify when it has expired), or null
 * when nobody of that audience is signed in or the session cannot be refreshed.
 */
export async function getAccessToken(audience: Audience): Promise<string | null> {
  try {
    if (!(await mayHaveSession(audience))) return null;
    return await withAuth(audience, async (auth) => {
      const session = await auth.fetchAuthSession();
      return session.tokens?.accessToken.toString() ?? null;
    });
  } catch {
    return null;
  }
}
