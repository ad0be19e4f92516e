import type { Ref } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { BANK_ACCOUNT_TYPES, SA_BANKS } from '@cover/domain';
import type { BankAccountDraft, BankAccountField } from './bank-account-draft';
import { BANK_NOT_CHOSEN, branchCodeFor } from './bank-account-schema';
import { DebitOrderDayField } from './debit-order-day-field';
import { NativeOptions } from './native-options';

export interface BankAccountFieldsProps {
  value: BankAccountDraft;
  onChange: (change: Partial<BankAccountDraft>) => void;
  errors: Partial<Record<BankAccountField, string>>;
  onBlur?: (field: BankAccountField) => void;
  /** where focus goes for a field in error (react-hook-form's refs) */
  inputRef?: (field: BankAccountField) => Ref<HTMLInputElement> | undefined;
  /** whose account it is when someone fills it in for them, by first name ('Nomvula'); else 'your' */
  payer?: string | undefined;
}

const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } } as const;
/** A debit order names the bank, not its code. */
const BANKS_BY_NAME = SA_BANKS.map((bank) => bank.label);

/** Bank (the branch code filled in from it), account holder, number, type and the debit order day. */
export function BankAccountFields({
  value,
  onChange,
  errors,
  onBlur,
  inputRef,
  payer,
}: BankAccountFieldsProps) {
  const whose = payer ? `${payer}’s` : 'your';
  const said = (field: BankAccountField) =>
    payer && field === 'bankName' && errors[field] === BANK_NOT_CHOSEN
      ? `Please choose ${whose} bank`
      : errors[field];
  const state = (field: BankAccountField, help = ' ') => ({
    error: Boolean(errors[field]),
    helperText: said(field) ?? help,
    inputRef: inputRef?.(field),
    onBlur: () => onBlur?.(field),
  });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        {...state('bankName')}
        select
        label="Bank"
        required
        value={value.bankName}
        onChange={(event) =>
          onChange({ bankName: event.target.value, branchCode: branchCodeFor(event.target.value) })
        }
        slotProps={NATIVE_SELECT}
      >
        <NativeOptions blank="Choose the bank" blankDisabled options={BANKS_BY_NAME} />
      </TextField>
      <TextField
        label="Branch code"
        value={value.branchCode}
        helperText={`Filled in from ${whose} bank (universal branch code)`}
        slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
      />
      <TextField
        {...state('accountHolderName')}
        label="Account holder name"
        required
        value={value.accountHolderName}
        onChange={(event) => onChange({ accountHolderName: event.target.value })}
      />
      <TextField
        {...state('accountNumber')}
        label="Account number"
        required
        value={value.accountNumber}
        onChange={(event) => onChange({ accountNumber: event.target.value.replace(/[^\d\s]/g, '') })}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 20 } }}
      />
      <TextField
        {...state('accountType')}
        select
        label="Account type"
        required
        value={value.accountType}
        onChange={(event) => onChange({ accountType: event.target.value })}
        slotProps={NATIVE_SELECT}
      >
        <NativeOptions blank="Choose the account type" blankDisabled options={BANK_ACCOUNT_TYPES} />
      </TextField>
      <DebitOrderDayField
        value={value.debitOrderDate}
        onChange={(day) => onChange({ debitOrderDate: day })}
        error={said('debitOrderDate')}
        help={payer ? `${whose} billing day each month` : 'Your billing day each month'}
        inputRef={inputRef?.('debitOrderDate')}
        onBlur={() => onBlur?.('debitOrderDate')}
      />
    </Box>
  );
}
