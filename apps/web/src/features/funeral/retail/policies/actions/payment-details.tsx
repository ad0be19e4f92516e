import { type PolicyDetail } from '@cover/domain/funeral';
import { PolicyPayment } from '../../../../../components/policies/policy-payment';
import { useGetPolicyPaymentQuery } from '../../api/policy-api';
import { usePolicyChange } from '../use-policy-change';

/** The policy's payment details, billing figures and recent collections, and a new debit order. */
export function PaymentDetails({ policy }: { policy: PolicyDetail }) {
  const payment = useGetPolicyPaymentQuery(policy.policyId);
  const change = usePolicyChange(policy.policyId, {
    preview: 'updatePolicyPayment',
    apply: 'updatePolicyPayment',
  });
  return (
    <PolicyPayment
      payment={payment}
      changeable={policy.status === 'ACTIVE'}
      billingDay={policy.billingDay}
      save={(next) => change.applyNow({ ...next })}
      busy={change.busy}
      problem={change.problem?.message ?? null}
    />
  );
}
