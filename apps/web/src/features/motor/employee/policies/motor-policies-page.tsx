import { OnBehalfSection } from '../../../on-behalf/components/on-behalf-section';
import { MotorPolicyList } from '../../shared/policies/motor-policy-list';

/** /employee/motor/policies: the motor policies, applications, vehicle inspections and what was done on the employee's behalf. */
export function EmployeeMotorPoliciesPage() {
  return <MotorPolicyList family="employee" extra={<OnBehalfSection />} />;
}
