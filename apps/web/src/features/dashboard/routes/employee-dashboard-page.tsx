import { RequireAuth } from '../../../lib/identity';
import { AudienceDashboard } from '../components/audience-dashboard';

/** /employee: the employee's home after sign-in. */
export function EmployeeDashboardPage() {
  return (
    <RequireAuth audience="employee">
      <AudienceDashboard audience="employee" />
    </RequireAuth>
  );
}

export { EmployeeDashboardPage as Component };
