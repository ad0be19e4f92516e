import { MotorClaimList, MotorPolicyClaimList } from '../../shared/claims/motor-claim-list';

/** /retail/motor/claims: every motor claim of the caller. */
export function RetailMotorClaimsPage() {
  return <MotorClaimList family="retail" />;
}

/** /retail/motor/policies/:policyId/claims: the claims made on one policy. */
export function RetailMotorPolicyClaimsPage() {
  return <MotorPolicyClaimList family="retail" />;
}
