import { useState, type FocusEventHandler, type ChangeEventHandler, type Ref } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { OutlinedTextField } from '../../../components/form-fields/outlined-text-field';

export interface OperatorPasswordFieldProps {
  name: string;
  inputRef: Ref<HTMLInputElement>;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur: FocusEventHandler<HTMLInputElement>;
  error?: string;
}

/** The operator's password, with show / hide. */
export function OperatorPasswordField({ error, ...field }: OperatorPasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <OutlinedTextField
      {...field}
      id="operator-pass"
      label="Password"
      type={visible ? 'text' : 'password'}
      required
      autoComplete="current-password"
      error={Boolean(error)}
      helperText={error ?? ' '}
      htmlInput={{ maxLength: 256 }}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            onClick={() => setVisible((shown) => !shown)}
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
