import { useLocation } from 'react-router';
import { useSelector } from 'react-redux';
import { usePublicConfig } from '../../app/public-config';
import type { OperatorUserState } from '../../app/persisted-slices';
import { audienceOfPage, homePath, type Audience } from './audience';
import { selectSession, type SessionRootState, type SessionUser } from './session-slice';
import { peekStoredUser } from './stored-user';
import { useAuthSession } from './use-auth-session';

export interface HeaderAccount {
  audience: Audience | 'operator';
  name: string;
  home: string;
  profile: string | null;
}

function firstName(user: SessionUser): string {
  return user.givenName ?? user.preferredUsername ?? user.username;
}

/**
 * The signed-in account the shop's header shows (name + sign out), if any (the staff pages have a header of
 * their own: components/staff-shell). In an audience's area the session
 * is looked up (and restored); elsewhere only what is already known or stored is read, so pages such as
 * the home page never load the identity client.
 */
export function useHeaderAccount(): HeaderAccount | null {
  const { pathname } = useLocation();
  const pageAudience = audienceOfPage(pathname);
  const areaSession = useAuthSession(pageAudience ?? 'retail', { restore: pageAudience !== null });
  const retail = useSelector((state: SessionRootState) => state.customerSession);
  const employee = useSelector((state: SessionRootState) => state.employeeSession);
  const sessions = { customerSession: retail, employeeSession: employee };
  const operator = useSelector(
    (state: { operatorUser: OperatorUserState }) => state.operatorUser.operatorUser,
  );
  const config = usePublicConfig();

  const account = (audience: Audience, user: SessionUser): HeaderAccount => ({
    audience,
    name: firstName(user),
    home: homePath(audience),
    profile: `/${audience}/profile`,
  });

  if (pageAudience) {
    const session = selectSession(sessions, pageAudience);
    return areaSession.status === 'signedIn' && session.user ? account(pageAudience, session.user) : null;
  }
  for (const audience of ['retail', 'employee'] as const) {
    const session = selectSession(sessions, audience);
    if (session.status === 'known') {
      if (session.isAuthenticated && session.user) return account(audience, session.user);
      continue;
    }
    const stored = config?.identity ? peekStoredUser(config.identity, audience) : null;
    if (stored) return account(audience, stored);
  }
  if (operator)
    return {
      audience: 'operator',
      name: operator.displayName ?? operator.name,
      home: '/operator',
      profile: null,
    };
  return null;
}
