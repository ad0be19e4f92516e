import { MotorClaimDetail } from '../../shared/claims/motor-claim-detail';

/** /retail/motor/claims/:claimId: one motor claim. */
export function RetailMotorClaimPage() {
  return <MotorClaimDetail family="retail" />;
}
