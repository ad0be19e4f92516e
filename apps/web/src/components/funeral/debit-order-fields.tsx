import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { BANK_ACCOUNT_TYPES, BILLING_DAYS, SA_BANKS } from '@cover/domain';
import { branchCodeFor, type DebitOrderDraft } from './debit-order';

export interface DebitOrderFieldsProps {
  value: DebitOrderDraft;
  onChange: (value: DebitOrderDraft) => void;
  errors: Record<string, string>;
}

/** Bank (the branch code filled in from it), account holder, number, type and the debit order day. */
export function DebitOrderFields({ value, onChange, errors }: DebitOrderFieldsProps) {
  const set = <K extends keyof DebitOrderDraft>(field: K, next: DebitOrderDraft[K]) =>
    onChange({ ...value, [field]: next });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        select
        label="Bank"
        required
        value={value.bankName}
        onChange={(event) =>
          onChange({ ...value, bankName: event.target.value, branchCode: branchCodeFor(event.target.value) })
        }
        error={Boolean(errors.bankName)}
        helperText={errors.bankName ?? ' '}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="" disabled>
          Choose your bank
        </option>
        {SA_BANKS.map((bank) => (
          <option key={bank.value} value={bank.label}>
            {bank.label}
          </option>
        ))}
      </TextField>
      <TextField
        label="Branch code"
        value={value.branchCode}
        helperText="Filled in from your bank (universal branch code)"
        slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
      />
      <TextField
        label="Account holder name"
        required
        value={value.accountHolderName}
        onChange={(event) => set('accountHolderName', event.target.value)}
        error={Boolean(errors.accountHolderName)}
        helperText={errors.accountHolderName ?? ' '}
      />
      <TextField
        label="Account number"
        required
        value={value.accountNumber}
        onChange={(event) => set('accountNumber', event.target.value.replace(/[^\d\s]/g, ''))}
        error={Boolean(errors.accountNumber)}
        helperText={errors.accountNumber ?? ' '}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 20 } }}
      />
      <TextField
        select
        label="Account type"
        required
        value={value.accountType}
        onChange={(event) => set('accountType', event.target.value)}
        error={Boolean(errors.accountType)}
        helperText={errors.accountType ?? ' '}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="" disabled>
          Choose the account type
        </option>
        {BANK_ACCOUNT_TYPES.map((type) => (
          <option key={type.value} value={type.value}>
            {type.label}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label="Debit order day"
        required
        value={value.debitOrderDate === 0 ? '' : String(value.debitOrderDate)}
        onChange={(event) => set('debitOrderDate', Number(event.target.value))}
        error={Boolean(errors.debitOrderDate)}
        helperText={errors.debitOrderDate ?? 'Your billing day each month'}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="" disabled>
          Choose a day
        </option>
        {BILLING_DAYS.map((day) => (
          <option key={day.value} value={day.value}>
            {day.label}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
