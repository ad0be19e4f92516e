/**
 * The collector takes a premium from a payment method. Debit orders and salary deductions are simulated:
 * a collection succeeds unless the payment method is flagged failing (or blocked after repeated failures).
 * A real bank or payroll integration implements the same interface.
 */
import type { PaymentMethodRow } from '../../db/schema/index.js';

export interface CollectionAttempt {
  policyId: string;
  paymentMethod: PaymentMethodRow;
  /** cents */
  amount: number;
  dueDate: string;
}

export type CollectionOutcome = { ok: true } | { ok: false; reason: string };

export interface Collector {
  collect(attempt: CollectionAttempt): Promise<CollectionOutcome>;
}

export const simulatedCollector: Collector = {
  async collect({ paymentMethod }) {
    if (paymentMethod.blockedAt)
      return { ok: false, reason: 'Payment method blocked after repeated failures' };
    if (paymentMethod.failing)
      return {
        ok: false,
        reason:
          paymentMethod.type === 'debit_order' ? 'Debit order returned unpaid' : 'Salary deduction declined',
      };
    return { ok: true };
  },
};
