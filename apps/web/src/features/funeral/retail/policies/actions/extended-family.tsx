import type { PolicyDetail } from '@cover/domain/funeral';
import { ExtendedFamilyChanges } from '../../../shared/members/extended-family-changes';
import { usePolicyChange } from '../use-policy-change';

/**
 * The retail change screen of a policy's extended family (the shared ExtendedFamilyChanges): adding prices
 * with getAddExtendedFamilyQuote and applies with addExtendedFamily; editExtendedFamily and
 * removeExtendedFamily preview (preview: true), then apply.
 */
export function ExtendedFamily({ policy }: { policy: PolicyDetail }) {
  const add = usePolicyChange(policy.policyId, {
    preview: 'getAddExtendedFamilyQuote',
    apply: 'addExtendedFamily',
  });
  const edit = usePolicyChange(policy.policyId, {
    preview: 'editExtendedFamily',
    apply: 'editExtendedFamily',
  });
  const remove = usePolicyChange(policy.policyId, {
    preview: 'removeExtendedFamily',
    apply: 'removeExtendedFamily',
  });
  return <ExtendedFamilyChanges policy={policy} changes={{ add, edit, remove }} />;
}
