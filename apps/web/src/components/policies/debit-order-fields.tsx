import type { BankAccountDraft } from './bank-account-draft';
import { BankAccountFields } from './bank-account-fields';

export interface DebitOrderFieldsProps {
  value: BankAccountDraft;
  onChange: (value: BankAccountDraft) => void;
  errors: Record<string, string>;
  /** whose account it is when someone fills it in for them (BankAccountFields' payer) */
  payer?: string | undefined;
}

/** The bank account field group for a form that keeps the whole account as one value (a Controller). */
export function DebitOrderFields({ value, onChange, errors, payer }: DebitOrderFieldsProps) {
  return (
    <BankAccountFields
      payer={payer}
      value={value}
      onChange={(change) => onChange({ ...value, ...change })}
      errors={errors}
    />
  );
}
