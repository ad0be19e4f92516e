import { useNavigate } from 'react-router';
import type { PolicyDetail } from '@cover/domain/funeral';
import { AddChildrenForm, type NewChildInput } from '../../shared/members/add-children-form';
import { EMPLOYEE_FUNERAL_PATHS } from '../routes/paths';
import { useEmployeeChange } from './use-employee-alteration';

/**
 * Add children to an employee policy: the retail policy's form (shared), priced and applied as the
 * add_children alteration; once applied, back to the policy.
 */
export function EmployeeAddChildren({ policy }: { policy: PolicyDetail }) {
  const navigate = useNavigate();
  const change = useEmployeeChange(
    policy.policyId,
    ({ children }: { children: NewChildInput[] }) => ({ type: 'add_children', children }),
    () => void navigate(EMPLOYEE_FUNERAL_PATHS.policy(policy.policyId)),
  );
  return <AddChildrenForm policy={policy} change={change} />;
}
