import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { signInPath, signInRedirect, twoFactorPath, type Audience } from './audience';
import { selectSession, type SessionRootState } from './session-slice';
import { useAuthSession } from './use-auth-session';

export interface RequireAuthProps {
  audience: Audience;
  children: ReactNode;
}

/**
 * Renders its children for a signed-in user of the audience. Otherwise sends the user to the audience's
 * sign-in (or to the two-factor step when only the code is missing), with `next` to come back here; but
 * a user who signed out goes to the sign-in page as it is, as the sign-out itself does (whichever of the
 * two navigations comes last, the next person to sign in on this phone is not sent to this page).
 */
export function RequireAuth({ audience, children }: RequireAuthProps) {
  const session = useAuthSession(audience);
  const location = useLocation();
  const signedOutHere = useSelector((state: SessionRootState) => {
    const logout = selectSession(state, audience).logout;
    return logout.loading || logout.success;
  });

  if (session.status === 'loading') {
    return (
      <Box
        role="status"
        aria-live="polite"
        sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 2, py: 10 }}
      >
        <CircularProgress size={28} aria-hidden />
        <span>Checking your sign-in…</span>
      </Box>
    );
  }
  if (session.status === 'signedOut' && signedOutHere) return <Navigate replace to={signInPath(audience)} />;
  if (session.status === 'signedOut') {
    const here = `${location.pathname}${location.search}`;
    const target = session.twoFactorPending ? twoFactorPath(audience) : signInPath(audience);
    return <Navigate replace to={signInRedirect(audience, here, target)} />;
  }
  return <>{children}</>;
}
