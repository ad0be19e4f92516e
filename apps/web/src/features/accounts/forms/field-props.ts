import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';

/**
 * The props tying a MUI TextField to react-hook-form: value binding, the ref (so focus goes to the first
 * field in error), and the error message as the helper text (announced with the field).
 */
export function bindField<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
  name: Path<T>,
  help = ' ',
) {
  const { ref, ...rest } = register(name);
  const message = errors[name]?.message;
  const error = typeof message === 'string' ? message : undefined;
  return { ...rest, inputRef: ref, error: Boolean(error), helperText: error ?? help };
}
