import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { COOLING_OFF_DAYS } from '@cover/domain';
import { phoneName, type DevicePolicyDetail } from '@cover/domain/device';
import { NotFound } from '../../../../components/not-found';
import { CancelPolicyFlow } from '../../../../components/policies/cancel-policy';
import { PolicyDetailShell } from '../../../../components/policies/policy-detail-shell';
import { PolicyPaymentScreen } from '../../../../components/policies/policy-payment-screen';
import {
  useCancelDevicePolicyMutation,
  useGetDevicePolicyPaymentQuery,
  useGetDevicePolicyQuery,
  useUpdateDevicePolicyPaymentMutation,
  type DeviceFamily,
} from '../api/servicing-api';
import { deviceActionLabel, isDevicePolicyAction, type DevicePolicyAction } from './device-policy-actions';
import { deviceWebPaths } from './paths';

interface ActionProps {
  family: DeviceFamily;
  policy: DevicePolicyDetail;
}

/** Payment details, billing and collections; a new debit order (employees: or salary deduction). */
function DevicePayment({ family, policy }: ActionProps) {
  const payment = useGetDevicePolicyPaymentQuery({ family, policyId: policy.policyId });
  const [update] = useUpdateDevicePolicyPaymentMutation();
  return (
    <PolicyPaymentScreen
      policy={policy}
      payment={payment}
      update={(body, idempotencyKey) => update({ family, body, idempotencyKey })}
      salaryDeduction={family === 'employee'}
    />
  );
}

/** Cancelling: short-term cover, so 14 days of cooling-off with a refund inside it and none after. */
function DeviceCancel({ family, policy }: ActionProps) {
  const paths = deviceWebPaths(family);
  const [cancel] = useCancelDevicePolicyMutation();
  return (
    <CancelPolicyFlow
      policy={policy}
      coolingOffDays={COOLING_OFF_DAYS.short_term}
      consequence={`Cover of your ${phoneName({ brand: policy.module.device.brand, model: policy.module.device.model })} stops today. This cannot be undone: to insure the phone again you would apply for new cover.`}
      cancel={(body, idempotencyKey) => cancel({ family, body, idempotencyKey })}
      paths={{
        policy: paths.policy(policy.policyId),
        policies: paths.policies,
        claim: paths.claim,
        linkedCancel: (cover) => paths.creditLifeAction(cover.policyId, 'cancel'),
      }}
    />
  );
}

const SCREENS: Record<DevicePolicyAction, (props: ActionProps) => ReactNode> = {
  payment: (props) => <DevicePayment {...props} />,
  cancel: (props) => <DeviceCancel {...props} />,
};

/** A change screen of one device policy, chosen by the :action segment. */
export function DevicePolicyActionPage({ family }: { family: DeviceFamily }) {
  const { policyId = '', action } = useParams();
  const policy = useGetDevicePolicyQuery({ family, policyId }, { skip: !isDevicePolicyAction(action) });
  if (!isDevicePolicyAction(action)) return <NotFound />;
  const back = {
    to: deviceWebPaths(family).policy(policyId),
    label: policy.data ? `Policy ${policy.data.policyNumber}` : 'Your policy',
  };
  return (
    <PolicyDetailShell policy={policy} back={back} title={deviceActionLabel(action)} maxWidth="md">
      {(data) => SCREENS[action]({ family, policy: data })}
    </PolicyDetailShell>
  );
}
