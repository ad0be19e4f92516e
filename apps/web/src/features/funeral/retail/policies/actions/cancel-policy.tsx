import { COOLING_OFF_DAYS } from '@cover/domain';
import type { PolicyDetail } from '@cover/domain/funeral';
import { CancelPolicyFlow } from '../../../../../components/policies/cancel-policy';
import { useCancelPolicyMutation } from '../../api/policy-api';
import { FUNERAL_PATHS_WEB } from '../../routes/paths';

/** Cancel a funeral policy: long-term cover, so 31 days of cooling-off (the shared terms-then-confirm flow). */
export function CancelPolicy({ policy }: { policy: PolicyDetail }) {
  const [cancel] = useCancelPolicyMutation();
  return (
    <CancelPolicyFlow
      policy={policy}
      coolingOffDays={COOLING_OFF_DAYS.long_term}
      consequence="Your funeral cover stops today. This cannot be undone: to be covered again you would apply for a new policy, with new waiting periods."
      cancel={(body, idempotencyKey) => cancel({ body, idempotencyKey })}
      paths={{
        policy: FUNERAL_PATHS_WEB.policy(policy.policyId),
        policies: FUNERAL_PATHS_WEB.policies,
        claim: FUNERAL_PATHS_WEB.claim,
      }}
    />
  );
}
