import { MotorPolicyActionPage } from '../../shared/policies/motor-policy-action-page';

/** /employee/motor/policies/:policyId/:action: edit, swap the vehicle, or cancel. */
export function EmployeeMotorPolicyActionPage() {
  return <MotorPolicyActionPage family="employee" />;
}
