import type { Ref } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** Where an authenticator app's code is: nobody sent it. */
export const AUTHENTICATOR_CODE_HELP = 'The 6-digit code your app shows for Telkom Cover';

export type CodeFieldProps = Omit<TextFieldProps, 'inputRef'> & { inputRef?: Ref<HTMLInputElement> };

/** A 6-digit one-time code: numeric keyboard on phones, filled from the SMS / email where supported. */
export function CodeField({ label = 'Verification code', helperText, ...props }: CodeFieldProps) {
  return (
    <TextField
      label={label}
      autoComplete="one-time-code"
      helperText={helperText ?? 'The 6-digit code we sent you'}
      {...props}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          maxLength: 6,
          pattern: '[0-9]*',
          style: { letterSpacing: '0.3em' },
        },
      }}
    />
  );
}
