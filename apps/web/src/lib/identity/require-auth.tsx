import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { signInPath, signInRedirect, twoFactorPath, type Audience } from './audience';
import { useAuthSession } from './use-auth-session';

export interface RequireAuthProps {
  audience: Audience;
  children: ReactNode;
}

/**
 * Renders its children for a signed-in user of the audience. Otherwise sends the user to the audience's
 * sign-in (or to the two-factor step when only the code is missing), with `next` to come back here.
 */
export function RequireAuth({ audience, children }: RequireAuthProps) {
  const session = useAuthSession(audience);
  const location = useLocation();

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
  if (session.status === 'signedOut') {
    const here = `${location.pathname}${location.search}`;
    const target = session.twoFactorPending ? twoFactorPath(audience) : signInPath(audience);
    return <Navigate replace to={signInRedirect(audience, here, target)} />;
  }
  return <>{children}</>;
}
