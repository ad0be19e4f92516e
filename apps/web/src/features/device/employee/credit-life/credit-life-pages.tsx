import { StandaloneCreditLife } from '../../../credit-life/standalone/standalone-credit-life';
import { CreditLifeActionPage } from '../../../credit-life/policies/credit-life-action-page';
import { CreditLifeClaimDetail } from '../../../credit-life/claims/credit-life-claim-detail';
import { CreditLifeClaimSubmit } from '../../../credit-life/claims/credit-life-claim-submit';
import { CreditLifeList } from '../../../credit-life/policies/credit-life-list';
import { CreditLifePolicyDetailPage } from '../../../credit-life/policies/credit-life-policy-detail';
import { deviceCreditLifeLine } from '../../shared/credit-life/device-credit-life-line';
import { deviceStandaloneProduct } from '../../shared/credit-life/device-standalone';

const line = deviceCreditLifeLine('employee');

/** /employee/device/credit-life: credit life policies and applications. */
export function EmployeeCreditLifeListPage() {
  return <CreditLifeList line={line} />;
}

/** /employee/device/credit-life/:policyId: one credit life policy. */
export function EmployeeCreditLifePolicyPage() {
  return <CreditLifePolicyDetailPage line={line} />;
}

/** /employee/device/credit-life/:policyId/:action: beneficiaries, payment details or cancelling. */
export function EmployeeCreditLifeActionPage() {
  return <CreditLifeActionPage line={line} />;
}

/** /employee/device/credit-life/claims/new?policyId=: report a death or disability. */
export function EmployeeCreditLifeClaimSubmitPage() {
  return <CreditLifeClaimSubmit line={line} />;
}

/** /employee/device/credit-life/claims/:claimId: one credit life claim. */
export function EmployeeCreditLifeClaimPage() {
  return <CreditLifeClaimDetail line={line} />;
}

const standalone = deviceStandaloneProduct('employee');

/** /employee/device/credit-life/new: standalone credit life on a financed phone (?applicationId= continues one). */
export function EmployeeStandaloneCreditLifePage() {
  return <StandaloneCreditLife product={standalone} />;
}
