import { useMemo } from 'react';
import TextField from '@mui/material/TextField';
import { formatLongDate } from '@cover/domain';
import { checkSaId, type AgeBand, type SaIdValidity } from './sa-id-check';

export interface SaIdFieldProps extends AgeBand {
  id?: string;
  label?: string;
  value: string;
  onChange: (value: string, validity: SaIdValidity) => void;
  onBlur?: () => void;
  required?: boolean;
  /** an error from elsewhere (the server, a uniqueness check); shown before the field's own */
  error?: string;
  /** shown when the number is valid, e.g. a uniqueness result */
  validHint?: string;
  disabled?: boolean;
  readOnly?: boolean;
  /** show problems while typing (default: only once 13 digits are in) */
  eager?: boolean;
  autoComplete?: string;
}

/**
 * A South African ID number (13 digits, date of birth, check digit) with validity flags for the id and
 * the age band. Shows the date of birth it encodes once valid.
 */
export function SaIdField({
  id,
  label = 'SA ID number',
  value,
  onChange,
  onBlur,
  required = false,
  error,
  validHint,
  disabled = false,
  readOnly = false,
  eager = false,
  minAge,
  maxAge,
  ageMessage,
  autoComplete = 'off',
}: SaIdFieldProps) {
  const band = useMemo(() => ({ minAge, maxAge, ageMessage }), [minAge, maxAge, ageMessage]);
  const validity = checkSaId(value, band);
  const complete = value.trim().length >= 13;
  const ownMessage = eager || complete ? validity.message : null;
  const message = error ?? ownMessage;
  const hint = validity.idValid
    ? (validHint ?? `Born ${formatLongDate(validity.dateOfBirth ?? '')}, age ${validity.age ?? ''}`)
    : '13 digits, as on the green ID book or smart ID card';
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      required={required}
      disabled={disabled}
      onBlur={onBlur}
      onChange={(event) => {
        const next = event.target.value.replace(/\D/g, '').slice(0, 13);
        onChange(next, checkSaId(next, band));
      }}
      error={Boolean(message)}
      helperText={message ?? hint}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 13, autoComplete, readOnly } }}
    />
  );
}
