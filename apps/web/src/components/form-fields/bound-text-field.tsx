import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type BoundTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'inputRef'
> & {
  control: Control<T>;
  name: Path<T>;
  /** shown under the field while it has no error (a space keeps the layout still) */
  help?: string;
  /** turns what is typed into the stored value, e.g. digits only or a number */
  parse?: (text: string) => unknown;
};

/**
 * A MUI TextField bound to a react-hook-form field: the value, the ref (focus on error) and the field's
 * error message as its helper text, announced with the field.
 */
export function BoundTextField<T extends FieldValues>({
  control,
  name,
  help = ' ',
  parse,
  ...props
}: BoundTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(event) => field.onChange(parse ? parse(event.target.value) : event.target.value)}
      error={Boolean(message)}
      helperText={message ?? help}
    />
  );
}
