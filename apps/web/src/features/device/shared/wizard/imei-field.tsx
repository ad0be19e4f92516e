import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { BoundTextField } from '../../../../components/form-fields/bound-text-field';

/** Digits, spaces and hyphens: an IMEI as printed on the box or the phone's screen. */
const imeiText = (text: string) => text.replace(/[^\d\s-]/g, '').slice(0, 19);

/** The phone's IMEI (checked with the domain's isValidImei by the form's rules), with how to find it. */
export function ImeiField<T extends FieldValues>({
  form,
  name,
}: {
  form: Pick<UseFormReturn<T>, 'control'>;
  name: FieldPath<T>;
}) {
  return (
    <BoundTextField
      control={form.control}
      name={name}
      label="IMEI number"
      required
      help="Dial *#06# on the phone to see its IMEI"
      parse={imeiText}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 19 } }}
    />
  );
}
