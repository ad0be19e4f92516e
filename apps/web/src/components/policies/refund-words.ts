import type { PaymentDetails } from '@cover/domain';

/** What the cancel flow needs of how a policy is paid (every line's policy view carries it in its module). */
export interface PaidBy {
  module?: { paymentDetails?: Pick<PaymentDetails, 'type'> | null } | undefined;
}

/** Whether the premiums are deducted from the salary (an employee's cover), not collected by debit order. */
export const paidBySalary = (policy: PaidBy) => policy.module?.paymentDetails?.type === 'deduct_from_salary';

/**
 * Where a cooling-off refund goes, after its amount: a debit order's premiums come back to the bank account,
 * a salary deduction's through the employer's payroll (there is no bank account on the policy then).
 */
export const refundDestination = (bySalary: boolean) =>
  bySalary ? ", with your salary, through your employer's payroll" : ' to your bank account';
