import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { COOLING_OFF_DAYS, type CreditLifePolicyDetail } from '@cover/domain';
import { NotFound } from '../../../components/not-found';
import { CancelPolicyFlow } from '../../../components/policies/cancel-policy';
import { PolicyDetailShell } from '../../../components/policies/policy-detail-shell';
import { PolicyPaymentScreen } from '../../../components/policies/policy-payment-screen';
import {
  useCancelCreditLifePolicyMutation,
  useGetCreditLifePaymentQuery,
  useGetCreditLifePolicyQuery,
  useUpdateCreditLifePaymentMutation,
} from '../api/credit-life-api';
import type { CreditLifeLine } from '../line';
import { creditLifeActionLabel, isCreditLifeAction, type CreditLifeAction } from './credit-life-actions';
import { CreditLifeBeneficiaries } from './credit-life-beneficiaries';

interface ActionProps {
  line: CreditLifeLine;
  policy: CreditLifePolicyDetail;
}

/** Payment details, billing and collections; a new debit order (employees: or salary deduction). */
function CreditLifePayment({ line, policy }: ActionProps) {
  const { scope } = line;
  const payment = useGetCreditLifePaymentQuery({ scope, policyId: policy.policyId });
  const [update] = useUpdateCreditLifePaymentMutation();
  return (
    <PolicyPaymentScreen
      policy={policy}
      payment={payment}
      update={(body, idempotencyKey) => update({ scope, body, idempotencyKey })}
      salaryDeduction={scope.family === 'employee'}
    />
  );
}

/** Long-term cover, so 31 days of cooling-off with a refund inside it; what cancelling means first. */
function CreditLifeCancel({ line, policy }: ActionProps) {
  const { paths, scope } = line;
  const [cancel] = useCancelCreditLifePolicyMutation();
  return (
    <CancelPolicyFlow
      policy={policy}
      coolingOffDays={COOLING_OFF_DAYS.long_term}
      consequence={`Credit life on the finance of the ${policy.module.financedItem} stops today: the outstanding balance is no longer settled on a death or disability. This cannot be undone.`}
      cancel={(body, idempotencyKey) => cancel({ scope, body, idempotencyKey })}
      paths={{
        policy: paths.creditLife(policy.policyId),
        policies: paths.creditLifeList,
        claim: paths.creditLifeClaim,
      }}
    />
  );
}

const SCREENS: Record<CreditLifeAction, (props: ActionProps) => ReactNode> = {
  beneficiaries: (props) => <CreditLifeBeneficiaries {...props} />,
  payment: (props) => <CreditLifePayment {...props} />,
  cancel: (props) => <CreditLifeCancel {...props} />,
};

/** A change screen of a credit life policy (/<audience>/<line>/credit-life/:policyId/:action). */
export function CreditLifeActionPage({ line }: { line: CreditLifeLine }) {
  const { policyId = '', action } = useParams();
  const { paths, scope } = line;
  const known = isCreditLifeAction(action);
  const policy = useGetCreditLifePolicyQuery({ scope, policyId }, { skip: !known });
  if (!known) return <NotFound />;
  const back = {
    to: paths.creditLife(policyId),
    label: policy.data ? `Policy ${policy.data.policyNumber}` : 'Your policy',
  };
  return (
    <PolicyDetailShell policy={policy} back={back} title={creditLifeActionLabel(action)} maxWidth="md">
      {(data) => SCREENS[action]({ line, policy: data })}
    </PolicyDetailShell>
  );
}
