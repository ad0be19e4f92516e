import { useLocation, useSearchParams } from 'react-router';
import { audienceOfPage, homePath, type Audience } from '../../../lib/identity';
import { RETURN_PATH_PARAM, safeReturnPath, withReturnPath } from '../../../lib/return-path';

/** The audience whose area the page is in (/retail/… or /employee/…); retail elsewhere. */
export function useAudience(): Audience {
  const { pathname } = useLocation();
  return audienceOfPage(pathname) ?? 'retail';
}

/**
 * Where to go after signing in: `?next=` when it is a safe path on this site (lib/return-path.ts), else
 * the audience's home.
 */
export function useNextPath(audience: Audience): string {
  const [params] = useSearchParams();
  return safeReturnPath(params.get(RETURN_PATH_PARAM), homePath(audience));
}

/** A link to another account page that keeps the way back (`?next=`), unless it is only the home page. */
export function useLinkWithNext(audience: Audience): (path: string) => string {
  const next = useNextPath(audience);
  return (path) => withReturnPath(path, next, homePath(audience));
}
