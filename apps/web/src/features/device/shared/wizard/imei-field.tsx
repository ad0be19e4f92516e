import { useController, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import TextField from '@mui/material/TextField';

/** Digits, spaces and hyphens: an IMEI as printed on the box or the phone's screen. */
const imeiText = (text: string) => text.replace(/[^\d\s-]/g, '').slice(0, 19);

/**
 * The phone's IMEI (checked with the domain's isValidImei by the form's rules), with how to find it.
 * `onLeave` is told the IMEI when the field is left (the wizard asks whether it is insured already).
 */
export function ImeiField<T extends FieldValues>({
  form,
  name,
  onLeave,
}: {
  form: Pick<UseFormReturn<T>, 'control'>;
  name: FieldPath<T>;
  onLeave?: (value: string) => void;
}) {
  const { field, fieldState } = useController({ control: form.control, name });
  const message = fieldState.error?.message;
  return (
    <TextField
      name={field.name}
      label="IMEI number"
      required
      value={field.value ?? ''}
      inputRef={field.ref}
      onChange={(event) => field.onChange(imeiText(event.target.value))}
      onBlur={() => {
        field.onBlur();
        onLeave?.(String(field.value ?? ''));
      }}
      error={Boolean(message)}
      helperText={message ?? 'Dial *#06# on the phone to see its IMEI'}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 19 } }}
    />
  );
}
