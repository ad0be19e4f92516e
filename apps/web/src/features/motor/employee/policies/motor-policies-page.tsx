import { MotorPolicyList } from '../../shared/policies/motor-policy-list';

/** /employee/motor/policies: the motor policies, applications and vehicle inspections. */
export function EmployeeMotorPoliciesPage() {
  return <MotorPolicyList family="employee" />;
}
