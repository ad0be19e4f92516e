import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { statusLabel } from '@cover/domain';
import type { MotorPolicyDetail } from '@cover/domain/motor';
import { NotFound } from '../../../../components/not-found';
import { keptCancelResult } from '../../../../components/policies/cancel-draft';
import { PolicyDetailShell } from '../../../../components/policies/policy-detail-shell';
import { PolicyPaymentScreen } from '../../../../components/policies/policy-payment-screen';
import {
  useGetMotorPolicyPaymentQuery,
  useGetMotorPolicyQuery,
  useUpdateMotorPolicyPaymentMutation,
  type MotorFamily,
} from '../api/servicing-api';
import { EditPolicy } from './edit/edit-policy';
import { MotorCancel } from './motor-cancel';
import { isMotorPolicyAction, motorActionLabel, type MotorPolicyAction } from './motor-policy-actions';
import { motorWebPaths } from './paths';
import { SwapVehicle } from './swap/swap-vehicle';

interface ActionProps {
  family: MotorFamily;
  policy: MotorPolicyDetail;
}

/** Payment details, billing and collections; a new debit order (employees: or salary deduction). */
function MotorPayment({ family, policy }: ActionProps) {
  const payment = useGetMotorPolicyPaymentQuery({ family, policyId: policy.policyId });
  const [update] = useUpdateMotorPolicyPaymentMutation();
  return (
    <PolicyPaymentScreen
      policy={policy}
      payment={payment}
      update={(body, idempotencyKey) => update({ family, body, idempotencyKey })}
      salaryDeduction={family === 'employee'}
    />
  );
}

const SCREENS: Record<MotorPolicyAction, (props: ActionProps) => ReactNode> = {
  edit: (props) => <EditPolicy {...props} />,
  swap: (props) => <SwapVehicle {...props} />,
  payment: (props) => <MotorPayment {...props} />,
  cancel: (props) => <MotorCancel {...props} />,
};

/** Why an ended policy is not changed. */
function NotActive({ policy }: { policy: MotorPolicyDetail }) {
  return (
    <Alert severity="info">
      Policy {policy.policyNumber} is {statusLabel(policy.statusDisplayValue).toLowerCase()}, so it cannot be
      changed.
    </Alert>
  );
}

/** A change screen of one motor policy, chosen by the :action segment; only a policy in force is changed. */
export function MotorPolicyActionPage({ family }: { family: MotorFamily }) {
  const { policyId = '', action } = useParams();
  const policy = useGetMotorPolicyQuery({ family, policyId }, { skip: !isMotorPolicyAction(action) });
  if (!isMotorPolicyAction(action)) return <NotFound />;
  const back = {
    to: motorWebPaths(family).policy(policyId),
    label: policy.data ? `Policy ${policy.data.policyNumber}` : 'Your policy',
  };
  return (
    <PolicyDetailShell policy={policy} back={back} title={motorActionLabel(action)} maxWidth="md">
      {(data) =>
        // a policy cancelled here (in this tab) keeps its cancel page: the confirmation, not the guard
        data.status === 'ACTIVE' || (action === 'cancel' && keptCancelResult(data.policyId)) ? (
          SCREENS[action]({ family, policy: data })
        ) : (
          <NotActive policy={data} />
        )
      }
    </PolicyDetailShell>
  );
}
