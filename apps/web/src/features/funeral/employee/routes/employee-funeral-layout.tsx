import { Outlet } from 'react-router';
import { RequireAuth } from '../../../../lib/identity';

/** Every /employee/funeral page needs a signed-in employee (sign-in comes back here). */
export function EmployeeFuneralLayout() {
  return (
    <RequireAuth audience="employee">
      <Outlet />
    </RequireAuth>
  );
}
