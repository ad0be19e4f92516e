import { useEffect, useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../app/hooks';
import type { Audience } from './audience';
import { selectSession, type SessionRootState } from './session-slice';
import { restoreSession } from './session-thunks';

export interface AuthSessionUser {
  username: string;
  givenName?: string;
  familyName?: string;
  email?: string;
}

export interface AuthSession {
  status: 'loading' | 'signedIn' | 'signedOut';
  user?: AuthSessionUser;
  /** Signed in with the password, but the two-factor code is not verified yet (status is signedOut). */
  twoFactorPending?: boolean;
}

/**
 * The audience's session: 'signedIn' only when the user may call the audience's API (two-factor step
 * passed when the flag is on). Looks at the stored session on first use (unless `restore` is false).
 */
export function useAuthSession(
  audience: Audience,
  { restore = true }: { restore?: boolean } = {},
): AuthSession {
  const dispatch = useAppDispatch();
  const session = useSelector((state: SessionRootState) => selectSession(state, audience));
  const { status, isAuthenticated, signedIn, user } = session;

  useEffect(() => {
    if (restore && status === 'unknown') void dispatch(restoreSession(audience));
  }, [audience, dispatch, status, restore]);

  return useMemo<AuthSession>(() => {
    if (status !== 'known') return { status: 'loading' };
    if (isAuthenticated && user) {
      const { username, givenName, familyName, email } = user;
      return { status: 'signedIn', user: { username, givenName, familyName, email } };
    }
    return signedIn ? { status: 'signedOut', twoFactorPending: true } : { status: 'signedOut' };
  }, [status, isAuthenticated, signedIn, user]);
}
