import { MotorPolicyList } from '../../shared/policies/motor-policy-list';

/** /retail/motor/policies: the motor policies, applications and vehicle inspections. */
export function RetailMotorPoliciesPage() {
  return <MotorPolicyList family="retail" />;
}
