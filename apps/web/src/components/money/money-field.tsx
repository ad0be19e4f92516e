import { useEffect, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { centsToRandsInput, formatMoney, parseRandsToCents } from './format-money';

export interface MoneyFieldProps {
  id?: string;
  label: string;
  /** integer cents, or null when empty or not an amount */
  valueCents: number | null;
  onChangeCents: (cents: number | null) => void;
  /** the person left the field (e.g. to tell a value out of bounds only once it is typed) */
  onBlur?: () => void;
  /** inclusive maximum in cents, shown in the helper text */
  maxCents?: number;
  required?: boolean;
  error?: string;
  helperText?: string;
  name?: string;
}

/** An amount in rands typed by a person, held as integer cents. Shows the formatted value as a hint. */
export function MoneyField({
  id,
  label,
  valueCents,
  onChangeCents,
  onBlur,
  maxCents,
  required = false,
  error,
  helperText,
  name,
}: MoneyFieldProps) {
  const [text, setText] = useState(valueCents === null ? '' : centsToRandsInput(valueCents));
  useEffect(() => {
    // Follow outside changes (e.g. a reset) without fighting the person typing.
    setText((current) =>
      parseRandsToCents(current) === valueCents
        ? current
        : valueCents === null
          ? ''
          : centsToRandsInput(valueCents),
    );
  }, [valueCents]);
  const invalidText = text.trim() !== '' && parseRandsToCents(text) === null;
  const overMax = maxCents !== undefined && valueCents !== null && valueCents > maxCents;
  const message =
    error ??
    (invalidText
      ? 'Please enter an amount in rands, e.g. 5000 or 5000,50'
      : overMax && maxCents !== undefined
        ? `At most ${formatMoney(maxCents)}`
        : undefined);
  const hint =
    helperText ??
    (maxCents !== undefined
      ? `Up to ${formatMoney(maxCents)}`
      : valueCents !== null
        ? formatMoney(valueCents)
        : ' ');
  return (
    <TextField
      id={id}
      name={name}
      label={label}
      required={required}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChangeCents(parseRandsToCents(event.target.value));
      }}
      onBlur={onBlur}
      error={Boolean(message)}
      helperText={message ?? hint}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: { startAdornment: <InputAdornment position="start">R</InputAdornment> },
      }}
    />
  );
}
