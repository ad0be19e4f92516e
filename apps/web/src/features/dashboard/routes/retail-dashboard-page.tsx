import { RequireAuth } from '../../../lib/identity';
import { AudienceDashboard } from '../components/audience-dashboard';

/** /retail: the customer's home after sign-in. */
export function RetailDashboardPage() {
  return (
    <RequireAuth audience="retail">
      <AudienceDashboard audience="retail" />
    </RequireAuth>
  );
}

export { RetailDashboardPage as Component };
