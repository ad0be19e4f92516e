import { CreditLifeActionPage } from '../../../credit-life/policies/credit-life-action-page';
import { CreditLifeClaimDetail } from '../../../credit-life/claims/credit-life-claim-detail';
import { CreditLifeClaimSubmit } from '../../../credit-life/claims/credit-life-claim-submit';
import { CreditLifeList } from '../../../credit-life/policies/credit-life-list';
import { CreditLifePolicyDetailPage } from '../../../credit-life/policies/credit-life-policy-detail';
import { deviceCreditLifeLine } from '../../shared/credit-life/device-credit-life-line';

const line = deviceCreditLifeLine('retail');

/** /retail/device/credit-life: credit life policies and applications. */
export function RetailCreditLifeListPage() {
  return <CreditLifeList line={line} />;
}

/** /retail/device/credit-life/:policyId: one credit life policy. */
export function RetailCreditLifePolicyPage() {
  return <CreditLifePolicyDetailPage line={line} />;
}

/** /retail/device/credit-life/:policyId/:action: beneficiaries, payment details or cancelling. */
export function RetailCreditLifeActionPage() {
  return <CreditLifeActionPage line={line} />;
}

/** /retail/device/credit-life/claims/new?policyId=: report a death or disability. */
export function RetailCreditLifeClaimSubmitPage() {
  return <CreditLifeClaimSubmit line={line} />;
}

/** /retail/device/credit-life/claims/:claimId: one credit life claim. */
export function RetailCreditLifeClaimPage() {
  return <CreditLifeClaimDetail line={line} />;
}
