import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PhoneField } from '../identity-fields/phone-field';
import { SaIdField } from '../identity-fields/sa-id-field';
import { MoneyField } from '../money/money-field';

interface BoundProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
}

/** The value, change and blur handlers and the error message of one react-hook-form field. */
function useBound<T extends FieldValues>(control: Control<T>, name: Path<T>) {
  const { field, fieldState } = useController({ control, name });
  return { field, error: fieldState.error?.message };
}

/** An SA ID number field (its own checks and hints) bound to a react-hook-form field. */
export function FormSaIdField<T extends FieldValues>({ control, name, ...props }: BoundProps<T>) {
  const { field, error } = useBound(control, name);
  return (
    <SaIdField
      {...props}
      value={String(field.value ?? '')}
      onChange={(value) => field.onChange(value)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

/** A South African mobile number field bound to a react-hook-form field. */
export function FormPhoneField<T extends FieldValues>({ control, name, ...props }: BoundProps<T>) {
  const { field, error } = useBound(control, name);
  return (
    <PhoneField
      {...props}
      value={String(field.value ?? '')}
      onChange={(value) => field.onChange(value)}
      error={error}
    />
  );
}

/** An amount in rands (kept as integer cents, or null) bound to a react-hook-form field. */
export function FormMoneyField<T extends FieldValues>({
  control,
  name,
  maxCents,
  ...props
}: BoundProps<T> & { maxCents?: number }) {
  const { field, error } = useBound(control, name);
  return (
    <MoneyField
      {...props}
      name={field.name}
      valueCents={typeof field.value === 'number' ? field.value : null}
      onChangeCents={(cents) => field.onChange(cents)}
      maxCents={maxCents}
      error={error}
    />
  );
}
