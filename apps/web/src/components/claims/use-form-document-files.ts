import { useController, useFormContext, type FieldError } from 'react-hook-form';
import { withFile, type DocumentFiles } from './upload-state';

/**
 * A claim form's documents bound to its `files` field (inside the form's FormProvider): the chosen files,
 * each kind's error (`files.<kind>`) and the choice of a file, as a DocumentUploadSection takes them.
 */
export function useFormDocumentFiles<K extends string>(kinds: readonly { value: K }[]) {
  const { control, formState } = useFormContext();
  const { field } = useController({ control, name: 'files' });
  const files = (field.value ?? {}) as DocumentFiles<K>;
  const fileErrors = formState.errors.files as Partial<Record<K, FieldError>> | undefined;
  const errors: Partial<Record<K, string>> = {};
  for (const kind of kinds) errors[kind.value] = fileErrors?.[kind.value]?.message;
  return {
    files,
    errors,
    onFile: (kind: K, file: File | null, problem: string | null) =>
      field.onChange(withFile(files, kind, file, problem)),
  };
}
