import { z } from 'zod';
import { declarationFormSchema } from '../../../../components/declaration/declaration-schema';
import type { BankAccountDraft } from '../../../../components/policies/bank-account-draft';
import { bankAccountSchema } from '../../../../components/policies/bank-account-schema';
import type { EmployeeVariant } from '../state/register-types';

/** Step 4: the declaration, and the debit order when the cover is paid that way. */
export const confirmSchema = (variant: EmployeeVariant) =>
  z.object({
    debitOrder: variant === 'paid' ? bankAccountSchema : z.custom<BankAccountDraft>(),
    declaration: declarationFormSchema,
  });
