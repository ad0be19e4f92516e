import { useLocation, useSearchParams } from 'react-router';
import { audienceOfPage, safeNextPath, type Audience } from '../../../lib/identity';

/** The audience whose area the page is in (/retail/… or /employee/…); retail elsewhere. */
export function useAudience(): Audience {
  const { pathname } = useLocation();
  return audienceOfPage(pathname) ?? 'retail';
}

/** Where to go after signing in: `?next=` when it is a path on this site, else the audience's home. */
export function useNextPath(audience: Audience): string {
  const [params] = useSearchParams();
  return safeNextPath(params.get('next'), audience);
}
