import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { OutlinedTextField, type OutlinedTextFieldProps } from './outlined-text-field';

export type PasswordFieldProps = Omit<OutlinedTextFieldProps, 'type' | 'htmlInput' | 'endAdornment'> & {
  /** 'current-password' on sign-in, 'new-password' when choosing one. */
  autoComplete: 'current-password' | 'new-password';
};

/** A password with a show / hide button (so people on phones can check what they typed). */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <OutlinedTextField
      {...props}
      type={visible ? 'text' : 'password'}
      htmlInput={{ maxLength: 256, autoCapitalize: 'none', spellCheck: false }}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            onClick={() => setVisible((shown) => !shown)}
            edge="end"
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-pressed={visible}
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
