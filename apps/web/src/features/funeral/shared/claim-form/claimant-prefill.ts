import {
  customerFromProfile,
  useCustomerPrefill,
  type CustomerPrefill,
} from '../../../../components/claims/customer-prefill';
import type { ClaimDraft } from './claim-draft';

/** What is known of the claimant before they type: the signed-in customer's own details. */
export type ClaimantPrefill = Partial<
  Pick<ClaimDraft['claimant'], 'firstName' | 'lastName' | 'idNumber' | 'mobile' | 'email'>
> &
  CustomerPrefill;

/** The claimant fields the signed-in customer's details fill in. */
export const PREFILLED_CLAIMANT_FIELDS = ['firstName', 'lastName', 'idNumber', 'mobile', 'email'] as const;

/** The claimant's details from the signed-in customer (customerFromProfile, shared by every line's claim form). */
export const claimantFromProfile: typeof customerFromProfile = customerFromProfile;

/** The signed-in customer's details for the claimant section (empty until the profile has loaded). */
export const useClaimantPrefill: (audience: Parameters<typeof useCustomerPrefill>[0]) => ClaimantPrefill =
  useCustomerPrefill;
