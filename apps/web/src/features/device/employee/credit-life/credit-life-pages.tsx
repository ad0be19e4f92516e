import { StandaloneCreditLife } from '../../shared/credit-life/standalone-credit-life';
import { CreditLifeActionPage } from '../../shared/credit-life/credit-life-action-page';
import { CreditLifeClaimDetail } from '../../shared/credit-life/credit-life-claim-detail';
import { CreditLifeClaimSubmit } from '../../shared/credit-life/credit-life-claim-submit';
import { CreditLifeList } from '../../shared/credit-life/credit-life-list';
import { CreditLifePolicyDetailPage } from '../../shared/credit-life/credit-life-policy-detail';

/** /employee/device/credit-life: credit life policies and applications. */
export function EmployeeCreditLifeListPage() {
  return <CreditLifeList family="employee" />;
}

/** /employee/device/credit-life/:policyId: one credit life policy. */
export function EmployeeCreditLifePolicyPage() {
  return <CreditLifePolicyDetailPage family="employee" />;
}

/** /employee/device/credit-life/:policyId/:action: cancelling. */
export function EmployeeCreditLifeActionPage() {
  return <CreditLifeActionPage family="employee" />;
}

/** /employee/device/credit-life/claims/new?policyId=: report a death or disability. */
export function EmployeeCreditLifeClaimSubmitPage() {
  return <CreditLifeClaimSubmit family="employee" />;
}

/** /employee/device/credit-life/claims/:claimId: one credit life claim. */
export function EmployeeCreditLifeClaimPage() {
  return <CreditLifeClaimDetail family="employee" />;
}

/** /employee/device/credit-life/new: standalone credit life on a financed phone (?applicationId= continues one). */
export function EmployeeStandaloneCreditLifePage() {
  return <StandaloneCreditLife family="employee" />;
}
