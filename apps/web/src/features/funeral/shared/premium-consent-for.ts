import type { PolicyDetail } from '@cover/domain/funeral';
import type { PricedChangePreview } from '../../../components/policies/alteration-preview';
import { premiumChangeConsent } from '../../../components/policies/premium-change-consent';

/**
 * The payment consent a priced change of `policy` asks before it is applied: the one the policy pays by,
 * for the NEW premium, when the change raises it (adding children or extended family, editing a relative,
 * changing the plan); none when the premium stays or goes down. The server asks the same.
 */
export const premiumConsentFor = (policy: PolicyDetail) => (preview: PricedChangePreview) =>
  premiumChangeConsent(policy.module.paymentDetails, preview, policy.billingDay);
