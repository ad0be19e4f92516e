import type { Ref } from 'react';
import TextField from '@mui/material/TextField';
import { BILLING_DAYS } from '@cover/domain';
import { NativeOptions } from './native-options';

/** The debit order day (a billing day), chosen from the list; 0 until chosen. */
export function DebitOrderDayField({
  value,
  onChange,
  error,
  help,
  inputRef,
  onBlur,
}: {
  value: number;
  onChange: (day: number) => void;
  error?: string | undefined;
  help: string;
  inputRef?: Ref<HTMLInputElement> | undefined;
  onBlur?: () => void;
}) {
  return (
    <TextField
      error={Boolean(error)}
      helperText={error ?? help}
      inputRef={inputRef}
      onBlur={onBlur}
      select
      label="Debit order day"
      required
      value={value === 0 ? '' : String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <NativeOptions blank="Choose a day" blankDisabled options={BILLING_DAYS} />
    </TextField>
  );
}
