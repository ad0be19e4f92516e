import type { ChangeEventHandler, FocusEventHandler, InputHTMLAttributes, ReactNode, Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { styled } from '@mui/material/styles';
import { memoWithLatestHandlers } from '../../lib/memo-with-latest-handlers';

export interface OutlinedTextFieldProps {
  id: string;
  label: ReactNode;
  name?: string;
  value?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** Attributes of the <input> itself (maxLength, autoCapitalize, …): TextField's `slotProps.htmlInput`. */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  /** After the text, inside the outline (a show / hide button). */
  endAdornment?: ReactNode;
}

/** TextField's root: a FormControl under TextField's name (its class, and the theme's MuiTextField styles). */
const TextFieldRoot = styled(FormControl, { name: 'MuiTextField', slot: 'Root' })({});

/**
 * MUI's outlined TextField, as TextField renders it (the same elements, classes, ids and ARIA), without
 * TextField's module. TextField imports Select, with Menu, Popover and Modal, for its `select` mode; the
 * sign-in pages have no select, and this keeps those ~12 kB off their first load (issue 15). Full width,
 * as the theme makes every TextField; its table test holds it to TextField's markup. It renders again
 * only when what it shows changes, not on every keystroke elsewhere on its form (memoWithLatestHandlers).
 */
export const OutlinedTextField = memoWithLatestHandlers(function OutlinedTextField({
  id,
  label,
  helperText,
  error = false,
  required = false,
  disabled = false,
  htmlInput,
  endAdornment,
  ...input
}: OutlinedTextFieldProps) {
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <TextFieldRoot
      className="MuiTextField-root"
      fullWidth
      variant="outlined"
      error={error}
      required={required}
      disabled={disabled}
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        fullWidth
        aria-describedby={helperTextId}
        inputProps={htmlInput}
        endAdornment={endAdornment}
      />
      {helperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
    </TextFieldRoot>
  );
});
