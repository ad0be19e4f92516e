import { Navigate, useLocation } from 'react-router';
import { BACKOFFICE_PATHS } from '../state/backoffice-paths';

/**
 * /operator/backoffice/policies: staff find a policy with the console home's search (by policy, claim, ID
 * or registration number), so the address leads there, keeping any ?q= it was given.
 */
export function PoliciesRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${BACKOFFICE_PATHS.home}${search}`} replace />;
}

export { PoliciesRedirect as Component };
