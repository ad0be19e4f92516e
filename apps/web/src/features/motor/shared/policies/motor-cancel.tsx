import { MOTOR_CANCELLATION_REASONS } from '@cover/domain';
import { MOTOR_COOLING_OFF_DAYS, type MotorPolicyDetail } from '@cover/domain/motor';
import { CancelPolicyFlow } from '../../../../components/policies/cancel-policy';
import { creditLifeWebPaths } from '../../../credit-life/line';
import { useCancelMotorPolicyMutation, type MotorFamily } from '../api/servicing-api';
import { motorWebPaths } from './paths';

/**
 * Cancelling a motor policy (change type code 2) with a reason of spec 001 §9: short-term cover, so 14 days
 * of cooling-off with a refund inside it and none after; what cancelling today means comes first.
 */
export function MotorCancel({ family, policy }: { family: MotorFamily; policy: MotorPolicyDetail }) {
  const paths = motorWebPaths(family);
  const [cancel] = useCancelMotorPolicyMutation();
  return (
    <CancelPolicyFlow
      policy={policy}
      reasons={MOTOR_CANCELLATION_REASONS}
      coolingOffDays={MOTOR_COOLING_OFF_DAYS}
      consequence={`Cover of your ${policy.module.vehicle.description} stops today. This cannot be undone: to insure the vehicle again you would apply for new cover.`}
      cancel={(body, idempotencyKey) => cancel({ family, body, idempotencyKey })}
      paths={{
        policy: paths.policy(policy.policyId),
        policies: paths.policies,
        claim: paths.claim,
        linkedCancel: (cover) =>
          creditLifeWebPaths(`/${family}/motor`).creditLifeAction(cover.policyId, 'cancel'),
      }}
    />
  );
}
