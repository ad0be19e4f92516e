import { useEffect, useRef, type BaseSyntheticEvent, type RefObject } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { flattenErrors, type FlatErrors } from '../form-fields/flat-errors';
import { focusFirstErrorWhenShown } from '../form-fields/focus-first-error';

export interface DraftFormOptions<T extends FieldValues> {
  /** the step's rules; the values saved are the values as typed */
  schema: z.ZodType<unknown, T>;
  /** the step's values in the persisted draft: the form starts from them */
  values: T;
  /** every change is written back to the draft, so going back, forward or reloading loses nothing */
  onEdit: (values: T) => void;
}

export interface DraftForm<T extends FieldValues> extends UseFormReturn<T> {
  formRef: RefObject<HTMLFormElement | null>;
  /** the errors by dotted path, for editors that take them that way */
  flatErrors: FlatErrors;
  /** the form's submit handler: `save` runs with valid values; otherwise focus goes to the first error */
  onSubmit: (save: (values: T) => void | Promise<void>) => (event?: BaseSyntheticEvent) => Promise<void>;
}

/**
 * A wizard step's form (react-hook-form with a zod schema) kept in the persisted draft: it starts from
 * the draft's values and writes each change back through `onEdit`.
 */
export function useDraftForm<T extends FieldValues>({
  schema,
  values,
  onEdit,
}: DraftFormOptions<T>): DraftForm<T> {
  const form = useForm<T>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: values as DefaultValues<T>,
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const edit = useRef(onEdit);
  useEffect(() => {
    edit.current = onEdit;
  });

  useEffect(() => {
    let written = JSON.stringify(form.getValues());
    return form.subscribe({
      formState: { values: true },
      callback: ({ values: next }) => {
        const json = JSON.stringify(next);
        if (json === written) return;
        written = json;
        edit.current(JSON.parse(json) as T);
      },
    });
  }, [form]);

  return {
    ...form,
    formRef,
    flatErrors: flattenErrors(form.formState.errors),
    onSubmit: (save) =>
      form.handleSubmit(save, () => {
        focusFirstErrorWhenShown(() => formRef.current);
      }),
  };
}
