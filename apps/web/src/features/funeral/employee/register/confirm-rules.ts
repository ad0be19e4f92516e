import { z } from 'zod';
import { debitOrderConsentField } from '../../../../components/declaration/debit-order-consent';
import { declarationFormSchema } from '../../../../components/declaration/declaration-schema';
import { salaryDeductionConsentField } from '../../../../components/declaration/salary-deduction-consent';
import type { BankAccountDraft } from '../../../../components/policies/bank-account-draft';
import { bankAccountSchema } from '../../../../components/policies/bank-account-schema';
import type { EmployeeVariant } from '../state/register-types';

/**
 * Step 4: the declaration, the debit order and its authorisation when the cover is paid that way (the paid
 * funeral), and the salary deduction consent when the salary pays (the free benefit has no premium).
 */
export const confirmSchema = (variant: EmployeeVariant) =>
  z.object({
    debitOrder: variant === 'paid' ? bankAccountSchema : z.custom<BankAccountDraft>(),
    declaration: declarationFormSchema.extend({
      salaryDeduction: salaryDeductionConsentField(variant === 'salary'),
      debitOrder: debitOrderConsentField(variant === 'paid'),
    }),
  });
