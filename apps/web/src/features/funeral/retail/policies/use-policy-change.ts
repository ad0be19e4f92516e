import { useNavigate } from 'react-router';
import type { AlterationReply } from '@cover/domain/funeral';
import { usePricedChange } from '../../../../components/policies/use-priced-change';
import { useChangePolicyMutation, type PolicyChangeCall } from '../api/policy-api';
import { FUNERAL_PATHS_WEB } from '../routes/paths';

export interface PolicyChangeCalls {
  /** the call that prices the change (with preview: true, unless it is a quote call that only previews) */
  preview: PolicyChangeCall;
  /** the call that applies a stored preview ({ policyId, alterationPackageId }) */
  apply: PolicyChangeCall;
}

/**
 * A retail policy change in two steps (priced preview → applied) or one (applied at once), through the
 * retail change calls; once applied, back to the policy.
 */
export function usePolicyChange(policyId: string, calls: PolicyChangeCalls) {
  const navigate = useNavigate();
  const [change] = useChangePolicyMutation();
  const quoteOnly = calls.preview === 'getAddExtendedFamilyQuote';
  return usePricedChange<Record<string, unknown>, AlterationReply>({
    price: (body, idempotencyKey) =>
      change({
        call: calls.preview,
        body: { ...body, policyId, ...(quoteOnly ? {} : { preview: true }) },
        idempotencyKey,
      }),
    apply: (alterationPackageId, idempotencyKey, consents) =>
      change({
        call: calls.apply,
        body: { policyId, alterationPackageId, ...(consents ? { consents } : {}) },
        idempotencyKey,
      }),
    applyNow: (body, idempotencyKey) =>
      change({ call: calls.apply, body: { ...body, policyId }, idempotencyKey }),
    onApplied: () => void navigate(FUNERAL_PATHS_WEB.policy(policyId)),
  });
}
