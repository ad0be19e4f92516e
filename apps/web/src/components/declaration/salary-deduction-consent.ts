import { z } from 'zod';
import { SALARY_DEDUCTION_CONSENT_MESSAGE, salaryDeductionConsentText } from '@cover/domain';
import { keepAmountsTogether } from '../money/format-money';

/**
 * The salary deduction consent of an employee's wizard (QA H7 finding 28), one piece for every line: asked,
 * and required, when the cover is paid by salary deduction, as a debit order's own consent is for a debit
 * order; its text names the premium a month, as the server stores it.
 */
export const salaryDeductionConsentField = (required: boolean) =>
  z.boolean().refine((given) => given || !required, SALARY_DEDUCTION_CONSENT_MESSAGE);

/**
 * Its checkbox (none without a salary deduction or before the premium is known), `monthlyPremium` in cents:
 * the server's words, the amount kept whole at 390 px ('R' never alone at a line's end), on every line.
 */
export const salaryDeductionConsentItems = (required: boolean, monthlyPremium: number | null | undefined) =>
  required && typeof monthlyPremium === 'number'
    ? [
        {
          name: 'salaryDeduction' as const,
          label: keepAmountsTogether(salaryDeductionConsentText(monthlyPremium)),
        },
      ]
    : [];
