/**
 * The payment consents of a funeral application, each naming the premium a month:
 * - the salary deduction one (QA H7 finding 28), as the employee's phone cover asks it: when the premium is
 *   deducted from the salary (EMPLOYEE_FUNERAL_INSURANCE; the free benefit has no premium and no payment
 *   method);
 * - the debit order authorisation (QA walk 10 no. 7), with the collection day too: when a debit order pays,
 *   a retail customer's cover or an employee's paid funeral (both wizards ask it).
 * The declaration needs it, and it is stored with its text, its text version and the time it was given.
 */
import type { FuneralDeclaration } from '@cover/domain/funeral';
import type { ApplicationRow } from '../../db/schema/index.js';
import type { LineCallContext } from '../insurance-core/line-context.js';
import { findPaymentMethod } from '../insurance-core/payment-methods.js';
import {
  debitOrderConsent,
  requireConsent,
  salaryDeductionConsent,
  type PaymentConsent,
  type StoredConsent,
} from '../insurance-core/payment-consents.js';

export { debitOrderConsent, requireConsent, salaryDeductionConsent, type PaymentConsent, type StoredConsent };

/**
 * The consents the declaration gives the application: the salary deduction one when the salary pays, the
 * debit order one when a debit order pays (retail, or an employee's paid funeral); 422 at
 * `<field>consents.<key>` when it is not given.
 */
export async function declaredConsents(
  ctx: Pick<LineCallContext, 'db' | 'now'>,
  application: ApplicationRow,
  declaration: FuneralDeclaration,
  field = '',
): Promise<StoredConsent[]> {
  const method = await findPaymentMethod(ctx.db, application.paymentMethodId);
  const { consents } = declaration;
  if (method?.type === 'deduct_from_salary')
    return [
      requireConsent(
        ctx,
        salaryDeductionConsent(application.monthlyPremium),
        consents.salaryDeduction,
        field,
      ),
    ];
  if (method?.type === 'debit_order' && application.billingDay !== null)
    return [
      requireConsent(
        ctx,
        debitOrderConsent(application.monthlyPremium, application.billingDay),
        consents.debitOrder,
        field,
      ),
    ];
  return [];
}
