import { MotorPolicyActionPage } from '../../shared/policies/motor-policy-action-page';

/** /retail/motor/policies/:policyId/:action: edit, swap the vehicle, or cancel. */
export function RetailMotorPolicyActionPage() {
  return <MotorPolicyActionPage family="retail" />;
}
