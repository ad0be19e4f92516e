import { UNABLE_TO, type PolicyPaymentChangeInput } from '@cover/domain';
import { useNotify } from '../notifications/use-notify';
import { PolicyPayment, type LoadedPayment } from './policy-payment';
import { useKeyedCall, type CallResult } from './use-keyed-call';

export interface PolicyPaymentScreenProps {
  policy: { policyId: string; status: string; billingDay: number };
  /** the line's getPolicyPayment query */
  payment: LoadedPayment;
  /** the line's updatePolicyPayment mutation, with the attempt's idempotency key */
  update: (body: PolicyPaymentChangeInput, idempotencyKey: string) => PromiseLike<CallResult>;
  /** employees may pay by salary deduction instead of a debit order */
  salaryDeduction: boolean;
}

/**
 * A policy's payment screen of any line: its payment details, billing and collections, and a new debit
 * order (employees: or salary deduction) from the next collection on, announced once it is saved.
 */
export function PolicyPaymentScreen({ policy, payment, update, salaryDeduction }: PolicyPaymentScreenProps) {
  const notify = useNotify();
  const call = useKeyedCall(UNABLE_TO.UPDATE_POLICY);
  return (
    <PolicyPayment
      payment={payment}
      changeable={policy.status === 'ACTIVE'}
      billingDay={policy.billingDay}
      salaryDeduction={salaryDeduction}
      busy={call.busy}
      problem={call.problem?.message ?? null}
      save={async (change) => {
        // the billing day comes from the form's list of billing days
        const body = { policyId: policy.policyId, ...change } as PolicyPaymentChangeInput;
        const outcome = await call.run(body, (idempotencyKey) => update(body, idempotencyKey));
        if (outcome.ok) notify.success('Your payment details are updated');
        return outcome;
      }}
    />
  );
}
