import { useController, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import { DEVICE_MESSAGES, imeiProblem } from '@cover/domain/device';

/** Digits, spaces and hyphens: an IMEI as printed on the box or the phone's screen. */
const imeiText = (text: string) => text.replace(/[^\d\s-]/g, '').slice(0, 19);

/** The field's own rule's words (imeiProblem), as against the server's refusal of the phone. */
const RULE_MESSAGES: readonly string[] = [DEVICE_MESSAGES.imei, DEVICE_MESSAGES.imeiMistyped];

/**
 * The phone's IMEI (checked with the domain's imeiProblem by the form's rules), with how to find it.
 * Leaving the field says what is wrong with an IMEI typed (too short, or a digit typed wrong: its check
 * digit) there and then, keeping what was typed; an empty field is left to the form's Continue.
 * `onLeave` is told the IMEI when the field is left without such a problem (the wizard asks whether a
 * valid one is insured already, so no call is made for one with a digit wrong).
 */
export function ImeiField<T extends FieldValues>({
  form,
  name,
  onLeave,
}: {
  form: Pick<UseFormReturn<T>, 'control' | 'setError' | 'clearErrors' | 'getFieldState'>;
  name: FieldPath<T>;
  onLeave?: (value: string) => void;
}) {
  const { field, fieldState } = useController({ control: form.control, name });
  const message = fieldState.error?.message;
  const left = () => {
    field.onBlur();
    const typed = String(field.value ?? '');
    const problem = typed.trim() ? imeiProblem(typed) : null;
    if (problem) {
      form.setError(name, { type: 'validate', message: problem });
      return;
    }
    const shown = form.getFieldState(name).error?.message;
    if (shown !== undefined && RULE_MESSAGES.includes(shown)) form.clearErrors(name);
    onLeave?.(typed);
  };
  return (
    <TextField
      name={field.name}
      label="IMEI number"
      required
      value={field.value ?? ''}
      inputRef={field.ref}
      onChange={(event) => field.onChange(imeiText(event.target.value))}
      onBlur={left}
      error={Boolean(message)}
      helperText={message ?? 'Dial *#06# on the phone to see its IMEI'}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 19 } }}
    />
  );
}
