import { useState } from 'react';
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
 * What a date field says when the browser holds a date it cannot read (31 February, or a day, month or year
 * left out): the field then reads as empty, and "Please enter …" would tell the customer to type what is
 * already there (QA walk 10 no. 9).
 */
export const UNREADABLE_DATE = 'This date is not complete or does not exist: check the day, month and year.';

/**
 * A MUI TextField bound to a react-hook-form field: the value, the ref (focus on error) and the field's
 * error message as its helper text, announced with the field. A date field the browser cannot read says so
 * rather than that it is empty.
 */
export function BoundTextField<T extends FieldValues>({
  control,
  name,
  help = ' ',
  parse,
  ...props
}: BoundTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const [unreadable, setUnreadable] = useState(false);
  const readsAsEmpty = field.value === '' || field.value === undefined || field.value === null;
  const message =
    fieldState.error?.message && unreadable && readsAsEmpty ? UNREADABLE_DATE : fieldState.error?.message;
  const noteUnreadable = (input: EventTarget & { validity?: ValidityState }) => {
    if (props.type === 'date') setUnreadable(Boolean(input.validity?.badInput));
  };
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      inputRef={field.ref}
      onBlur={(event) => {
        noteUnreadable(event.target);
        field.onBlur();
      }}
      onChange={(event) => {
        noteUnreadable(event.target);
        field.onChange(parse ? parse(event.target.value) : event.target.value);
      }}
      error={Boolean(message)}
      helperText={message ?? help}
    />
  );
}
