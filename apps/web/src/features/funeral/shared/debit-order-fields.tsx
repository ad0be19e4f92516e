import { BankAccountFields } from '../../../components/policies/bank-account-fields';
import type { DebitOrderDraft } from './debit-order-draft';

export interface DebitOrderFieldsProps {
  value: DebitOrderDraft;
  onChange: (value: DebitOrderDraft) => void;
  errors: Record<string, string>;
}

/** The bank account field group for a screen that keeps the whole draft in its own state. */
export function DebitOrderFields({ value, onChange, errors }: DebitOrderFieldsProps) {
  return (
    <BankAccountFields
      value={value}
      onChange={(change) => onChange({ ...value, ...change })}
      errors={errors}
    />
  );
}
