import { CreditLifeActionPage } from '../../shared/credit-life/credit-life-action-page';
import { CreditLifeClaimDetail } from '../../shared/credit-life/credit-life-claim-detail';
import { CreditLifeClaimSubmit } from '../../shared/credit-life/credit-life-claim-submit';
import { CreditLifeList } from '../../shared/credit-life/credit-life-list';
import { CreditLifePolicyDetailPage } from '../../shared/credit-life/credit-life-policy-detail';

/** /retail/device/credit-life: credit life policies and applications. */
export function RetailCreditLifeListPage() {
  return <CreditLifeList family="retail" />;
}

/** /retail/device/credit-life/:policyId: one credit life policy. */
export function RetailCreditLifePolicyPage() {
  return <CreditLifePolicyDetailPage family="retail" />;
}

/** /retail/device/credit-life/:policyId/:action: cancelling. */
export function RetailCreditLifeActionPage() {
  return <CreditLifeActionPage family="retail" />;
}

/** /retail/device/credit-life/claims/new?policyId=: report a death or disability. */
export function RetailCreditLifeClaimSubmitPage() {
  return <CreditLifeClaimSubmit family="retail" />;
}

/** /retail/device/credit-life/claims/:claimId: one credit life claim. */
export function RetailCreditLifeClaimPage() {
  return <CreditLifeClaimDetail family="retail" />;
}
