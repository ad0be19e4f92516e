import { MotorClaimSubmit } from '../../shared/claims/motor-claim-submit';

/** /retail/motor/claims/new: make a motor claim. */
export function RetailMotorClaimSubmitPage() {
  return <MotorClaimSubmit family="retail" />;
}
