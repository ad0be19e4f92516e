import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { formatSaMobile, isValidSaMobile, normaliseSaMobile } from '@cover/domain';

export interface PhoneFieldProps {
  id?: string;
  label?: string;
  value: string;
  onChange: (value: string, valid: boolean) => void;
  required?: boolean;
  error?: string;
  helperText?: string;
  autoComplete?: string;
}

/** Whether a mobile field's value is acceptable: a valid SA mobile, or blank when optional. */
export function isAcceptableMobile(value: string, required: boolean): boolean {
  return value.trim() === '' ? !required : isValidSaMobile(value);
}

/**
 * A South African mobile number: 0 or +27, then 6, 7 or 8 and eight more digits. Normalised to +27 when
 * the field loses focus (the value the form holds and sends), and shown as South Africans write it
 * ('082 123 4567', as every page shows a number) whenever it is not being typed: a number filled in from
 * the policy holder reads the same way. Typing starts from what is shown.
 */
export function PhoneField({
  id,
  label = 'Mobile number',
  value,
  onChange,
  required = false,
  error,
  helperText = 'Starting with 0 or +27, for example 082\u00a0123\u00a04567',
  autoComplete = 'tel',
}: PhoneFieldProps) {
  const [typing, setTyping] = useState(false);
  const shown = !typing && normaliseSaMobile(value) ? formatSaMobile(value) : value;
  const typedEnough = value.replace(/\D/g, '').length >= 10;
  const ownError =
    typedEnough && !isAcceptableMobile(value, required)
      ? 'Please enter a valid South African mobile number, e.g. 082 123 4567'
      : undefined;
  const message = error ?? ownError;
  return (
    <TextField
      id={id}
      label={label}
      type="tel"
      value={shown}
      required={required}
      onChange={(event) => {
        setTyping(true);
        onChange(event.target.value, isAcceptableMobile(event.target.value, required));
      }}
      onBlur={() => {
        setTyping(false);
        const normalised = normaliseSaMobile(value);
        if (normalised && normalised !== value) onChange(normalised, true);
      }}
      error={Boolean(message)}
      helperText={message ?? helperText}
      slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20, autoComplete } }}
    />
  );
}
