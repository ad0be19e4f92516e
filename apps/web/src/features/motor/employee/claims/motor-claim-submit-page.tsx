import { MotorClaimSubmit } from '../../shared/claims/motor-claim-submit';

/** /employee/motor/claims/new: make a motor claim. */
export function EmployeeMotorClaimSubmitPage() {
  return <MotorClaimSubmit family="employee" />;
}
