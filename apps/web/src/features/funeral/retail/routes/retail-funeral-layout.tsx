import { Outlet } from 'react-router';
import { RequireAuth } from '../../../../lib/identity';

/** Every /retail/funeral page needs a signed-in retail customer (sign-in comes back here). */
export function RetailFuneralLayout() {
  return (
    <RequireAuth audience="retail">
      <Outlet />
    </RequireAuth>
  );
}
