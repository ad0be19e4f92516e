import { COOLING_OFF_DAYS } from '@cover/domain';
import type { PolicyDetail } from '@cover/domain/funeral';
import { CancelPolicyFlow } from '../../../../components/policies/cancel-policy';
import { useCancelEmployeePolicyMutation } from '../api/employee-funeral-api';
import { EMPLOYEE_FUNERAL_PATHS } from '../routes/paths';

export const EMPLOYEE_CANCEL_CONSEQUENCE =
  'Your funeral cover stops today and the premium is no longer deducted from your salary. This cannot be undone: to be covered again you would apply for a new policy, with new waiting periods.';
/** The same for the paid funeral, which the employee pays by debit order. */
export const EMPLOYEE_DEBIT_ORDER_CANCEL_CONSEQUENCE =
  'Your funeral cover stops today and the debit order stops. This cannot be undone: to be covered again you would apply for a new policy, with new waiting periods.';

/**
 * Cancel an employee funeral policy: long-term cover, so 31 days of cooling-off as retail (the shared
 * terms-then-confirm flow); the salary deduction, or the paid funeral's debit order, stops with it.
 */
export function EmployeeCancelPolicy({ policy }: { policy: PolicyDetail }) {
  const [cancel] = useCancelEmployeePolicyMutation();
  return (
    <CancelPolicyFlow
      policy={policy}
      coolingOffDays={COOLING_OFF_DAYS.long_term}
      consequence={
        policy.module.paymentDetails?.type === 'debit_order'
          ? EMPLOYEE_DEBIT_ORDER_CANCEL_CONSEQUENCE
          : EMPLOYEE_CANCEL_CONSEQUENCE
      }
      cancel={(body, idempotencyKey) => cancel({ body, idempotencyKey })}
      paths={{
        policy: EMPLOYEE_FUNERAL_PATHS.policy(policy.policyId),
        policies: EMPLOYEE_FUNERAL_PATHS.overview,
        claim: EMPLOYEE_FUNERAL_PATHS.claim,
      }}
    />
  );
}
