import { MotorClaimDetail } from '../../shared/claims/motor-claim-detail';

/** /employee/motor/claims/:claimId: one motor claim. */
export function EmployeeMotorClaimPage() {
  return <MotorClaimDetail family="employee" />;
}
