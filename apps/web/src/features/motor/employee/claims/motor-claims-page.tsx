import { MotorClaimList, MotorPolicyClaimList } from '../../shared/claims/motor-claim-list';

/** /employee/motor/claims: every motor claim of the caller. */
export function EmployeeMotorClaimsPage() {
  return <MotorClaimList family="employee" />;
}

/** /employee/motor/policies/:policyId/claims: the claims made on one policy. */
export function EmployeeMotorPolicyClaimsPage() {
  return <MotorPolicyClaimList family="employee" />;
}
