import { StandaloneCreditLife } from '../../../credit-life/standalone/standalone-credit-life';
import { CreditLifeActionPage } from '../../../credit-life/policies/credit-life-action-page';
import { CreditLifeClaimDetail } from '../../../credit-life/claims/credit-life-claim-detail';
import { CreditLifeClaimSubmit } from '../../../credit-life/claims/credit-life-claim-submit';
import { CreditLifeList } from '../../../credit-life/policies/credit-life-list';
import { CreditLifePolicyDetailPage } from '../../../credit-life/policies/credit-life-policy-detail';
import { motorCreditLifeLine } from '../../shared/credit-life/motor-credit-life-line';
import { motorStandaloneProduct } from '../../shared/credit-life/motor-standalone';

const line = motorCreditLifeLine('employee');
const standalone = motorStandaloneProduct('employee');

/** /employee/motor/credit-life: vehicle credit life policies and applications. */
export function EmployeeVehicleCreditLifeListPage() {
  return <CreditLifeList line={line} />;
}

/** /employee/motor/credit-life/:policyId: one vehicle credit life policy (remove with a note when ended). */
export function EmployeeVehicleCreditLifePolicyPage() {
  return <CreditLifePolicyDetailPage line={line} />;
}

/** /employee/motor/credit-life/:policyId/:action: beneficiaries, payment details or cancelling. */
export function EmployeeVehicleCreditLifeActionPage() {
  return <CreditLifeActionPage line={line} />;
}

/** /employee/motor/credit-life/claims/new?policyId=: report a death or disability. */
export function EmployeeVehicleCreditLifeClaimSubmitPage() {
  return <CreditLifeClaimSubmit line={line} />;
}

/** /employee/motor/credit-life/claims/:claimId: one vehicle credit life claim. */
export function EmployeeVehicleCreditLifeClaimPage() {
  return <CreditLifeClaimDetail line={line} />;
}

/** /employee/motor/credit-life/new: credit life on a financed vehicle on its own (?applicationId= continues one). */
export function EmployeeStandaloneVehicleCreditLifePage() {
  return <StandaloneCreditLife product={standalone} />;
}
