/**
 * The salary deduction consent of an employee's funeral cover (QA H7 finding 28), as the employee's phone
 * cover asks it: when the premium is deducted from the salary (EMPLOYEE_FUNERAL_INSURANCE; the free benefit
 * has no premium and no payment method, the paid funeral is a debit order) the declaration needs it, and it
 * is stored with its text naming the premium a month, its text version and the time it was given.
 */
import {
  SALARY_DEDUCTION_CONSENT,
  SALARY_DEDUCTION_CONSENT_MESSAGE,
  SALARY_DEDUCTION_CONSENT_TEXT_VERSION,
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

/**
 * The consents the declaration gives the application (none but the deduction's), or 422 at
 * `<field>consents.salaryDeduction` when the salary pays and it is not given.
 */
export async function declaredConsents(
  ctx: Pick<LineCallContext, 'db' | 'now'>,
  application: ApplicationRow,
  declaration: FuneralDeclaration,
  field = '',
): Promise<StoredConsent[]> {
  const method = await findPaymentMethod(ctx.db, application.paymentMethodId);
  if (method?.type !== 'deduct_from_salary') return [];
  if (!declaration.consents.salaryDeduction) {
    const path = `${field}consents.salaryDeduction`;
    throw new AppError(422, 'APPLICATION_INVALID', SALARY_DEDUCTION_CONSENT_MESSAGE, {
      [path]: SALARY_DEDUCTION_CONSENT_MESSAGE,
    });
  }
  return [
    {
      key: SALARY_DEDUCTION_CONSENT,
      text: salaryDeductionConsentText(application.monthlyPremium),
      textVersion: SALARY_DEDUCTION_CONSENT_TEXT_VERSION,
      acceptedAt: ctx.now.toISOString(),
    },
  ];
}
