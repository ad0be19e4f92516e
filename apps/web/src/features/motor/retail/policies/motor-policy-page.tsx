import { MotorPolicyDetailPage } from '../../shared/policies/motor-policy-detail';

/** /retail/motor/policies/:policyId: one motor policy. */
export function RetailMotorPolicyPage() {
  return <MotorPolicyDetailPage family="retail" />;
}
