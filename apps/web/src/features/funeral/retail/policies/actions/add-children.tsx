import type { PolicyDetail } from '@cover/domain/funeral';
import { AddChildrenForm } from '../../../shared/members/add-children-form';
import { usePolicyChange } from '../use-policy-change';

/** Add children to a retail policy: the shared form, through the addChildren call. */
export function AddChildren({ policy }: { policy: PolicyDetail }) {
  const change = usePolicyChange(policy.policyId, { preview: 'addChildren', apply: 'addChildren' });
  return <AddChildrenForm policy={policy} change={change} />;
}
