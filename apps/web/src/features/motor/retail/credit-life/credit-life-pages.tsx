import { StandaloneCreditLife } from '../../../credit-life/standalone/standalone-credit-life';
import { CreditLifeActionPage } from '../../../credit-life/policies/credit-life-action-page';
import { CreditLifeClaimDetail } from '../../../credit-life/claims/credit-life-claim-detail';
import { CreditLifeClaimSubmit } from '../../../credit-life/claims/credit-life-claim-submit';
import { CreditLifeList } from '../../../credit-life/policies/credit-life-list';
import { CreditLifePolicyDetailPage } from '../../../credit-life/policies/credit-life-policy-detail';
import { motorCreditLifeLine } from '../../shared/credit-life/motor-credit-life-line';
import { motorStandaloneProduct } from '../../shared/credit-life/motor-standalone';

const line = motorCreditLifeLine('retail');
const standalone = motorStandaloneProduct('retail');

/** /retail/motor/credit-life: vehicle credit life policies and applications. */
export function RetailVehicleCreditLifeListPage() {
  return <CreditLifeList line={line} />;
}

/** /retail/motor/credit-life/:policyId: one vehicle credit life policy (remove with a note when ended). */
export function RetailVehicleCreditLifePolicyPage() {
  return <CreditLifePolicyDetailPage line={line} />;
}

/** /retail/motor/credit-life/:policyId/:action: beneficiaries, payment details or cancelling. */
export function RetailVehicleCreditLifeActionPage() {
  return <CreditLifeActionPage line={line} />;
}

/** /retail/motor/credit-life/claims/new?policyId=: report a death or disability. */
export function RetailVehicleCreditLifeClaimSubmitPage() {
  return <CreditLifeClaimSubmit line={line} />;
}

/** /retail/motor/credit-life/claims/:claimId: one vehicle credit life claim. */
export function RetailVehicleCreditLifeClaimPage() {
  return <CreditLifeClaimDetail line={line} />;
}

/** /retail/motor/credit-life/new: credit life on a financed vehicle on its own (?applicationId= continues one). */
export function RetailStandaloneVehicleCreditLifePage() {
  return <StandaloneCreditLife product={standalone} />;
}
