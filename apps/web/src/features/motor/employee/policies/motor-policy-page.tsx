import { MotorPolicyDetailPage } from '../../shared/policies/motor-policy-detail';

/** /employee/motor/policies/:policyId: one motor policy. */
export function EmployeeMotorPolicyPage() {
  return <MotorPolicyDetailPage family="employee" />;
}
