import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { BankAccountDraft } from '../../../components/policies/bank-account-draft';
import { useProfilePerson } from '../fields/use-profile-person';
import type { CreditLifeFamily } from '../line';

/**
 * Fills in the debit order's account holder with the signed-in customer's name (from their profile) once it
 * is read, while it is still empty; it stays editable. Not when `skip` (a PENDING application, whose payment
 * is kept). The bank account is set whole, as its fields are one controlled editor.
 */
export function useAccountHolderPrefill<T extends { bankAccount: BankAccountDraft }>(
  typed: UseFormReturn<T>,
  family: CreditLifeFamily,
  skip: boolean,
) {
  const form = typed as unknown as UseFormReturn<{ bankAccount: BankAccountDraft }>;
  const { me } = useProfilePerson(family, skip);
  const fullName = me ? `${me.firstName} ${me.lastName}`.trim() : '';
  useEffect(() => {
    const account = form.getValues('bankAccount');
    if (!fullName || account.accountHolderName) return;
    form.setValue('bankAccount', { ...account, accountHolderName: fullName });
  }, [form, fullName]);
}
