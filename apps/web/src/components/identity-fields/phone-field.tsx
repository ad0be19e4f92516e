import TextField from '@mui/material/TextField';
import { isValidSaMobile, normaliseSaMobile } from '@cover/domain';

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
 * the field loses focus, so what is saved is what the person sees.
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
      value={value}
      required={required}
      onChange={(event) => onChange(event.target.value, isAcceptableMobile(event.target.value, required))}
      onBlur={() => {
        const normalised = normaliseSaMobile(value);
        if (normalised && normalised !== value) onChange(normalised, true);
      }}
      error={Boolean(message)}
      helperText={message ?? helperText}
      slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20, autoComplete } }}
    />
  );
}
