import { Outlet, useLocation } from 'react-router';
import { audienceOfPage, RequireAuth } from '../../lib/identity';

/**
 * The pages of a signed-in area (/retail/... or /employee/...): each needs a signed-in user of the area it
 * is in; sign-in comes back here. Every line's servicing pages sit under it.
 */
export function SignedInAreaLayout() {
  const { pathname } = useLocation();
  return (
    <RequireAuth audience={audienceOfPage(pathname) ?? 'retail'}>
      <Outlet />
    </RequireAuth>
  );
}
