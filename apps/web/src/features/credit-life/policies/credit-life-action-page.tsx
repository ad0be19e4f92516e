import { useParams } from 'react-router';
import { COOLING_OFF_DAYS } from '@cover/domain';
import { NotFound } from '../../../components/not-found';
import { CancelPolicyFlow } from '../../../components/policies/cancel-policy';
import { PolicyDetailShell } from '../../../components/policies/policy-detail-shell';
import { useCancelCreditLifePolicyMutation, useGetCreditLifePolicyQuery } from '../api/credit-life-api';
import type { CreditLifeLine } from '../line';
import { isCreditLifeAction } from './credit-life-actions';

/**
 * Cancelling credit life (/<audience>/<line>/credit-life/:policyId/cancel): long-term cover, so 31 days
 * of cooling-off with a refund inside it; what cancelling today means first, then the confirmation.
 */
export function CreditLifeActionPage({ line }: { line: CreditLifeLine }) {
  const { policyId = '', action } = useParams();
  const { paths, scope } = line;
  const known = isCreditLifeAction(action);
  const policy = useGetCreditLifePolicyQuery({ scope, policyId }, { skip: !known });
  const [cancel] = useCancelCreditLifePolicyMutation();
  if (!known) return <NotFound />;
  const back = {
    to: paths.creditLife(policyId),
    label: policy.data ? `Policy ${policy.data.policyNumber}` : 'Your policy',
  };
  return (
    <PolicyDetailShell policy={policy} back={back} title="Cancel policy" maxWidth="md">
      {(data) => (
        <CancelPolicyFlow
          policy={data}
          coolingOffDays={COOLING_OFF_DAYS.long_term}
          consequence={`Credit life on the finance of the ${data.module.financedItem} stops today: the outstanding balance is no longer settled on a death or disability. This cannot be undone.`}
          cancel={(body, idempotencyKey) => cancel({ scope, body, idempotencyKey })}
          paths={{
            policy: paths.creditLife(data.policyId),
            policies: paths.creditLifeList,
            claim: paths.creditLifeClaim,
          }}
        />
      )}
    </PolicyDetailShell>
  );
}
