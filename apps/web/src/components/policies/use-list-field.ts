import { useController, type Control, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { flattenErrors } from '../form-fields/flat-errors';

/**
 * A list held by a form and edited by a controlled list editor (value, onChange, errors keyed by path):
 * after the first submit every change is checked again, as for any other field.
 */
export function useListField<T extends FieldValues, N extends Path<T>>(control: Control<T>, name: N) {
  const { field, formState } = useController({ control, name });
  return {
    value: field.value,
    onChange: (next: PathValue<T, N>) => field.onChange(next),
    errors: flattenErrors(formState.errors),
  };
}
