import { safeReturnPath } from '../return-path';

/** The two audiences that sign in through a user pool (operators use a cookie session instead). */
export type Audience = 'retail' | 'employee';

export const AUDIENCES: readonly Audience[] = ['retail', 'employee'];

/**
 * Which pool's access token an API path carries: /api/retail/* and /api/jmr/* the retail pool,
 * /api/employee/* and /api/telkom-cms/* the employee pool, except the CMS motor family
 * (/api/telkom-cms/motor/*), which serves retail customers' motor policies when the motor service is
 * discontinued (spec 001 §6, §7). Accepts paths relative to the API base ('retail/x'), absolute ones
 * ('/api/retail/x') and full URLs.
 */
export function bearerAudienceForPath(url: string): Audience | null {
  let path = url;
  if (/^https?:\/\//i.test(path)) path = new URL(path).pathname;
  path = path.replace(/^\/+/, '').replace(/^api\//, '');
  if (path.startsWith('retail/') || path.startsWith('jmr/') || path.startsWith('telkom-cms/motor/'))
    return 'retail';
  if (path.startsWith('employee/') || path.startsWith('telkom-cms/')) return 'employee';
  return null;
}

/** The audience whose area a page path belongs to (/retail/..., /employee/...). */
export function audienceOfPage(pathname: string): Audience | null {
  if (pathname === '/retail' || pathname.startsWith('/retail/')) return 'retail';
  if (pathname === '/employee' || pathname.startsWith('/employee/')) return 'employee';
  return null;
}

export function signInPath(audience: Audience): string {
  return `/${audience}/sign-in`;
}

export function twoFactorPath(audience: Audience): string {
  return `/${audience}/two-factor`;
}

export function homePath(audience: Audience): string {
  return `/${audience}`;
}

/** Only same-site paths are followed after sign-in (the return-path rule), else the audience's home. */
export function safeNextPath(next: string | null | undefined, audience: Audience): string {
  return safeReturnPath(next, homePath(audience));
}

/** `/retail/sign-in?next=/retail/profile` for the current location. */
export function signInRedirect(
  audience: Audience,
  currentPath: string,
  target = signInPath(audience),
): string {
  return `${target}?next=${encodeURIComponent(currentPath)}`;
}
