import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { withAuth } from './amplify-client';
import type { Audience } from './audience';
import { loadIdentityConfig } from './identity-config';
import { readSessionUser } from './session-user';
import { selectSession, sessionActions, type SessionRootState, type SessionUser } from './session-slice';
import { storeTwoFactorStatus } from './two-factor-storage';
import { fetchTwoFactorStatus } from './two-factor-status';
import { mayHaveSession } from './tokens';

export type SessionThunk<Result = void> = (
  dispatch: Dispatch<UnknownAction>,
  getState: () => SessionRootState,
) => Promise<Result>;

/** The two-factor state of a fresh or restored sign-in (spec 000 §4). */
async function twoFactorFor(audience: Audience) {
  const { twoFactor } = await loadIdentityConfig();
  if (!twoFactor) return { required: false, status: 'enabled' as const };
  const status = await fetchTwoFactorStatus(audience);
  storeTwoFactorStatus(audience, status.status);
  return status;
}

/** Looks at the stored pool session once (per page load and after a sign-out) and records what it finds. */
export function restoreSession(audience: Audience): SessionThunk {
  return async (dispatch, getState) => {
    if (selectSession(getState(), audience).status !== 'unknown') return;
    const actions = sessionActions(audience);
    dispatch(actions.restoreStarted());
    let user: SessionUser | null = null;
    try {
      if (await mayHaveSession(audience)) user = await readSessionUser(audience);
    } catch {
      user = null;
    }
    if (!user) {
      dispatch(actions.sessionResolved({ user: null }));
      return;
    }
    dispatch(actions.sessionResolved({ user, twoFactor: await twoFactorFor(audience) }));
  };
}

/**
 * After the pool answered DONE to a sign-in: records the user and whether the two-factor step is
 * still to come. Returns true when the user is now authenticated.
 */
export function completeSignIn(audience: Audience): SessionThunk<boolean> {
  return async (dispatch, getState) => {
    const user = await readSessionUser(audience);
    const actions = sessionActions(audience);
    dispatch(actions.sessionResolved({ user, twoFactor: user ? await twoFactorFor(audience) : undefined }));
    return selectSession(getState(), audience).isAuthenticated;
  };
}

/** Re-reads the user's claims (after a profile change) without touching the two-factor state. */
export function refreshSessionUser(audience: Audience): SessionThunk {
  return async (dispatch) => {
    const user = await readSessionUser(audience, true).catch(() => null);
    if (user) dispatch(sessionActions(audience).userUpdated(user));
  };
}

export interface SignOutOptions {
  /** Sign out of all devices (revokes every refresh token of the user). */
  global?: boolean;
  /** Resets and purges the persisted slices (the store's clearPersistedState). */
  clearPersisted: () => Promise<void>;
}

/**
 * Signs the audience's user out: the pool session (globally when asked), the employee's cookies and
 * two-factor status, then the persisted client state (spec 000 §4: logout clears authentication and the
 * two-factor state).
 */
export function signOutOf(audience: Audience, options: SignOutOptions): SessionThunk {
  return async (dispatch) => {
    const actions = sessionActions(audience);
    dispatch(actions.operationStarted('logout'));
    try {
      await withAuth(audience, (auth) => auth.signOut({ global: options.global ?? false }));
    } catch {
      // A global sign-out that cannot reach the pool still ends the session in this browser.
      await withAuth(audience, (auth) => auth.signOut()).catch(() => undefined);
    }
    if (audience === 'employee') {
      await fetch('/api/clear-cookies', { credentials: 'same-origin' }).catch(() => undefined);
    }
    storeTwoFactorStatus(audience, null);
    dispatch(actions.sessionCleared());
    dispatch(actions.operationSucceeded('logout'));
    await options.clearPersisted();
  };
}

/**
 * The API refused the audience's token (revoked elsewhere, or the refresh token expired): end the
 * session in this browser so the next page asks for a sign-in (the forced-logout path).
 */
export function forgetSession(audience: Audience): SessionThunk {
  return async (dispatch) => {
    await withAuth(audience, (auth) => auth.signOut()).catch(() => undefined);
    storeTwoFactorStatus(audience, null);
    dispatch(sessionActions(audience).sessionCleared());
  };
}
