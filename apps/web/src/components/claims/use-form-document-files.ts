import { useController, useFormContext, type FieldError } from 'react-hook-form';
import { withFile, type DocumentFiles } from './upload-state';

/**
 * A claim form's documents bound to its `files` field (inside the form's FormProvider): the chosen files,
 * each kind's error (`files.<kind>`) and the choice of a file, as a DocumentUploadSection takes them.
 */
export function useFormDocumentFiles<K extends string>(kinds: readonly { value: K }[]) {
  const { control, formState, getValues } = useFormContext();
  const { field } = useController({ control, name: 'files' });
  const files = (field.value ?? {}) as DocumentFiles<K>;
  const fileErrors = formState.errors.files as Partial<Record<K, FieldError>> | undefined;
  const errors: Partial<Record<K, string>> = {};
  for (const kind of kinds) errors[kind.value] = fileErrors?.[kind.value]?.message;
  return {
    files,
    errors,
    // The files as they are now, not as this render saw them: a photo is handed over once it is prepared,
    // and two may be ready in the same moment (a document chosen meanwhile must not go).
    onFile: (kind: K, file: File | null, problem: string | null) =>
      field.onChange(withFile((getValues('files') ?? {}) as DocumentFiles<K>, kind, file, problem)),
  };
}
