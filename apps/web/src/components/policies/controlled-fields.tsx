import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PhoneField } from '../identity-fields/phone-field';
import { SaIdField } from '../identity-fields/sa-id-field';

export interface ControlledFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  autoComplete?: string;
}

/** A text field of a form for an input that keeps its own state (value, onChange(value), its error). */
function useBoundText<T extends FieldValues>(control: Control<T>, name: Path<T>) {
  const { field, fieldState } = useController({ control, name });
  return {
    value: typeof field.value === 'string' ? field.value : '',
    onChange: (value: string) => field.onChange(value),
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  };
}

/** The mobile number field (normalised to +27 on leaving it) bound to a react-hook-form field. */
export function PhoneFormField<T extends FieldValues>({ control, name, ...props }: ControlledFieldProps<T>) {
  const { onBlur: _normalisedByTheField, ...bound } = useBoundText(control, name);
  return <PhoneField {...props} {...bound} />;
}

/** The SA ID number field bound to a react-hook-form field; its own check shows once 13 digits are in. */
export function SaIdFormField<T extends FieldValues>({ control, name, ...props }: ControlledFieldProps<T>) {
  const bound = useBoundText(control, name);
  return <SaIdField {...props} {...bound} />;
}
