import type { BankAccountDraft } from './bank-account-draft';
import { BankAccountFields } from './bank-account-fields';

export interface DebitOrderFieldsProps {
  value: BankAccountDraft;
  onChange: (value: BankAccountDraft) => void;
  errors: Record<string, string>;
}

/** The bank account field group for a form that keeps the whole account as one value (a Controller). */
export function DebitOrderFields({ value, onChange, errors }: DebitOrderFieldsProps) {
  return (
    <BankAccountFields
      value={value}
      onChange={(change) => onChange({ ...value, ...change })}
      errors={errors}
    />
  );
}
