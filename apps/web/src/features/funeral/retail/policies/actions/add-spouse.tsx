import type { PolicyDetail } from '@cover/domain/funeral';
import { AddSpouseForm } from '../../../shared/members/add-spouse-form';
import { usePolicyChange } from '../use-policy-change';

/** Add a spouse to a retail policy: the shared form, through the editPolicyDetails call. */
export function AddSpouse({ policy }: { policy: PolicyDetail }) {
  const change = usePolicyChange(policy.policyId, {
    preview: 'editPolicyDetails',
    apply: 'editPolicyDetails',
  });
  return <AddSpouseForm policy={policy} change={change} />;
}
