/**
 * The payment consents of a funeral application, each naming the premium a month:
 * - the salary deduction one (QA H7 finding 28), as the employee's phone cover asks it: when the premium is
 *   deducted from the salary (EMPLOYEE_FUNERAL_INSURANCE; the free benefit has no premium and no payment
 *   method);
 * - the debit order authorisation (QA walk 10 no. 7), with the collection day too: when a debit order pays,
 *   a retail customer's cover or an employee's paid funeral (both wizards ask it).
 * The declaration needs it, and it is stored with its text, its text version and the time it was given.
 */
import {
  DEBIT_ORDER_CONSENT,
  DEBIT_ORDER_CONSENT_MESSAGE,
  DEBIT_ORDER_CONSENT_TEXT_VERSION,
  SALARY_DEDUCTION_CONSENT,
  SALARY_DEDUCTION_CONSENT_MESSAGE,
  SALARY_DEDUCTION_CONSENT_TEXT_VERSION,
  debitOrderConsentText,
  salaryDeductionConsentText,
} from '@cover/domain';
import type { FuneralDeclaration } from '@cover/domain/funeral';
import type { ApplicationRow } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import type { LineCallContext } from '../insurance-core/line-context.js';
import { findPaymentMethod } from '../insurance-core/payment-methods.js';

export interface StoredConsent {
  key: string;
  text: string;
  textVersion: string;
  acceptedAt: string;
}

/** A payment consent as asked: its key, the message when not given, and its text and version. */
export interface PaymentConsent {
  key: typeof SALARY_DEDUCTION_CONSENT | typeof DEBIT_ORDER_CONSENT;
  message: string;
  text: string;
  textVersion: string;
}

/** The salary deduction consent for `monthlyPremium` cents a month. */
export const salaryDeductionConsent = (monthlyPremium: number): PaymentConsent => ({
  key: SALARY_DEDUCTION_CONSENT,
  message: SALARY_DEDUCTION_CONSENT_MESSAGE,
  text: salaryDeductionConsentText(monthlyPremium),
  textVersion: SALARY_DEDUCTION_CONSENT_TEXT_VERSION,
});

/** The debit order authorisation for `monthlyPremium` cents a month on `billingDay`. */
export const debitOrderConsent = (monthlyPremium: number, billingDay: number): PaymentConsent => ({
  key: DEBIT_ORDER_CONSENT,
  message: DEBIT_ORDER_CONSENT_MESSAGE,
  text: debitOrderConsentText(monthlyPremium, billingDay),
  textVersion: DEBIT_ORDER_CONSENT_TEXT_VERSION,
});

/**
 * The consent as stored when `given`, or 422 at `<field>consents.<key>` when it is not (the time it was
 * given is the call's).
 */
export function requireConsent(
  ctx: Pick<LineCallContext, 'now'>,
  consent: PaymentConsent,
  given: boolean | undefined,
  field = '',
): StoredConsent {
  if (!given) {
    const path = `${field}consents.${consent.key}`;
    throw new AppError(422, 'APPLICATION_INVALID', consent.message, { [path]: consent.message });
  }
  return {
    key: consent.key,
    text: consent.text,
    textVersion: consent.textVersion,
    acceptedAt: ctx.now.toISOString(),
  };
}

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
