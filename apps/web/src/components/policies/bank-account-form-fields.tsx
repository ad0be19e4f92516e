import { useController, type Control } from 'react-hook-form';
import { BANK_ACCOUNT_FIELDS, type BankAccountDraft, type BankAccountField } from './bank-account-draft';
import { BankAccountFields } from './bank-account-fields';

/** The bank account field group bound to a react-hook-form form of a bank account (bankAccountSchema). */
export function BankAccountFormFields({ control }: { control: Control<BankAccountDraft> }) {
  const bound = {
    bankName: useController({ control, name: 'bankName' }),
    branchCode: useController({ control, name: 'branchCode' }),
    accountHolderName: useController({ control, name: 'accountHolderName' }),
    accountNumber: useController({ control, name: 'accountNumber' }),
    accountType: useController({ control, name: 'accountType' }),
    debitOrderDate: useController({ control, name: 'debitOrderDate' }),
  };
  const errors: Partial<Record<BankAccountField, string>> = {};
  for (const name of BANK_ACCOUNT_FIELDS) errors[name] = bound[name].fieldState.error?.message;
  return (
    <BankAccountFields
      value={{
        bankName: bound.bankName.field.value,
        branchCode: bound.branchCode.field.value,
        accountHolderName: bound.accountHolderName.field.value,
        accountNumber: bound.accountNumber.field.value,
        accountType: bound.accountType.field.value,
        debitOrderDate: bound.debitOrderDate.field.value,
      }}
      onChange={(change) => {
        for (const name of BANK_ACCOUNT_FIELDS) {
          if (change[name] !== undefined) bound[name].field.onChange(change[name]);
        }
      }}
      errors={errors}
      onBlur={(name) => bound[name].field.onBlur()}
      inputRef={(name) => bound[name].field.ref}
    />
  );
}
