import { useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { focusFirstErrorWhenShown } from '../form-fields/focus-first-error';

/** What a submission that did not go through tells the form: field messages and/or one problem. */
export interface ClaimSubmitOutcome {
  /** field path → message, e.g. from the server's error envelope */
  fields?: Record<string, string>;
  problem?: string | null;
}

export interface UseClaimFormOptions<T extends FieldValues> {
  resolver: Resolver<T, unknown, T>;
  defaultValues: DefaultValues<T>;
  /** sends the valid values; resolves with an outcome when it did not go through */
  onSubmit: (values: T) => Promise<ClaimSubmitOutcome | void>;
}

export interface ClaimForm<T extends FieldValues> {
  form: UseFormReturn<T, unknown, T>;
  /** the form element, so focus can move to the first field in error */
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** the problem of the last attempt (cleared by the next one) */
  problem: string | null;
  submitting: boolean;
}

/**
 * A claim form on react-hook-form: validates with the resolver (a zod schema from the domain), focuses
 * the first field in error (in page order), and shows what the server refused on its fields (the first
 * focused) and as a problem. `submitting` stays true for the whole submission, uploads included.
 */
export function useClaimForm<T extends FieldValues>({
  resolver,
  defaultValues,
  onSubmit,
}: UseClaimFormOptions<T>): ClaimForm<T> {
  // Checked on the first submit, then on every change: an error goes as soon as its field is put right,
  // one the server set included (the field is checked again when it changes).
  const form = useForm<T, unknown, T>({
    resolver,
    defaultValues,
    shouldFocusError: false,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const formRef = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const focusFirstInvalid = () => focusFirstErrorWhenShown(() => formRef.current);

  const submit = form.handleSubmit(async (values) => {
    const outcome = await onSubmit(values);
    if (!outcome) return;
    const refused = Object.entries(outcome.fields ?? {});
    for (const [name, message] of refused) form.setError(name as Path<T>, { type: 'server', message });
    setProblem(outcome.problem ?? null);
    // the field the server refused is shown and focused, as one the form refused (it may be far above)
    if (refused.length > 0) focusFirstInvalid();
  }, focusFirstInvalid);

  return {
    form,
    formRef,
    onSubmit: (event) => {
      setProblem(null);
      void submit(event);
    },
    problem,
    submitting: form.formState.isSubmitting,
  };
}
