import { Outlet, useLocation } from 'react-router';
import { audienceOfPage, RequireAuth } from '../../../../lib/identity';

/**
 * Every device servicing page needs a signed-in user of the area it is in (/retail or /employee); sign-in
 * comes back here.
 */
export function DeviceServicingLayout() {
  const { pathname } = useLocation();
  return (
    <RequireAuth audience={audienceOfPage(pathname) ?? 'retail'}>
      <Outlet />
    </RequireAuth>
  );
}
