import { useNavigate } from 'react-router';
import type { PolicyDetail } from '@cover/domain/funeral';
import { AddSpouseForm, type NewSpouseInput } from '../../shared/members/add-spouse-form';
import { EMPLOYEE_FUNERAL_PATHS } from '../routes/paths';
import { useEmployeeChange } from './use-employee-alteration';

/**
 * Add a spouse to an employee policy: the retail policy's form (shared), priced and applied as the
 * edit_policy_details alteration; once applied, back to the policy.
 */
export function EmployeeAddSpouse({ policy }: { policy: PolicyDetail }) {
  const navigate = useNavigate();
  const change = useEmployeeChange(
    policy.policyId,
    ({ spouse }: { spouse: NewSpouseInput }) => ({ type: 'edit_policy_details', spouse }),
    () => void navigate(EMPLOYEE_FUNERAL_PATHS.policy(policy.policyId)),
  );
  return <AddSpouseForm policy={policy} change={change} />;
}
