import { useRef, useState, type SyntheticEvent } from 'react';
import type { CheckedForm, FieldProblem, FormProblems } from './lazy-form-checks';

type FieldName<Values> = Extract<keyof Values, string>;

export interface UncontrolledFormOptions<Values extends Record<string, string>> {
  /** The form's checks (`lazyFormChecks(…).check`): the values to send, or what is wrong. */
  check: (values: Values) => Promise<CheckedForm<Values>>;
  /** What each field starts with (a remembered username). Both options are read on the first render only. */
  defaultValues: Values;
}

/** What `register(name)` gives a text field: its name, change handler and element ref. */
export interface RegisteredField {
  name: string;
  onChange: () => void;
  ref: (element: HTMLInputElement | null) => void;
}

/**
 * A small form of text fields whose values live in the fields themselves (issue 15): the sign-in pages
 * are on a first paint, and react-hook-form (16 kB gzipped) need not be. It does what those pages used of
 * it, the same way: the values are read from the fields when the form is sent (so what was typed before
 * the page hydrated counts), checked, and sent as the checks give them back; the first field in error gets
 * the focus; once the form has been sent, a field's problem is checked again as it is changed; a problem
 * can be set by hand (`setError`), also on the form as a whole (`root`).
 */
export function useUncontrolledForm<Values extends Record<string, string>>({
  check: checkOption,
  defaultValues,
}: UncontrolledFormOptions<Values>) {
  const [check] = useState(() => checkOption);
  const [defaults] = useState(defaultValues);
  const [errors, setErrors] = useState<FormProblems<Values>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // In the order the fields were first put on the page: the first in error is focused.
  const fields = useRef(new Map<FieldName<Values>, HTMLInputElement>());
  const registered = useRef(new Map<FieldName<Values>, RegisteredField>());
  // What a field held when it left the page (the form gave way to a code step): it gets it back.
  const kept = useRef(new Map<FieldName<Values>, string>());
  const submitted = useRef(false);

  const getValues = (name: FieldName<Values>): string =>
    fields.current.get(name)?.value ?? kept.current.get(name) ?? defaults[name] ?? '';
  const currentValues = (): Values => {
    const values: Record<string, string> = { ...defaults, ...Object.fromEntries(kept.current) };
    for (const [name, element] of fields.current) values[name] = element.value;
    return values as Values;
  };
  const focusFirst = (problems: FormProblems<Values>) => {
    for (const [name, element] of fields.current) {
      if (problems[name]) return element.focus();
    }
  };
  const recheck = async (name: FieldName<Values>) => {
    const checked = await check(currentValues());
    const problem = checked.ok ? undefined : checked.problems[name];
    setErrors((shown) => {
      if (shown[name] === problem) return shown;
      const next = { ...shown };
      if (problem) next[name] = problem;
      else delete next[name];
      return next;
    });
  };

  /** The props that tie a text field to the form; the same objects on every render. */
  const register = (name: FieldName<Values>): RegisteredField => {
    let field = registered.current.get(name);
    if (!field) {
      field = {
        name,
        onChange: () => {
          if (submitted.current) void recheck(name);
        },
        ref: (element) => {
          if (!element) {
            const leaving = fields.current.get(name);
            if (leaving) kept.current.set(name, leaving.value);
            fields.current.delete(name);
            return;
          }
          fields.current.set(name, element);
          // A field the visitor has not typed in shows its default, or what it held before; what was
          // typed into it (before the page hydrated) stays.
          const initial = kept.current.get(name) ?? defaults[name];
          if (element.value === '' && initial) element.value = initial;
        },
      };
      registered.current.set(name, field);
    }
    return field;
  };

  /** A submit handler: checks what the fields hold, then hands the checked values to `onValid`. */
  const handleSubmit =
    (onValid: (values: Values) => unknown) =>
    async (event?: SyntheticEvent): Promise<void> => {
      event?.preventDefault();
      submitted.current = true;
      setSubmitting(true);
      try {
        const checked = await check(currentValues());
        if (!checked.ok) {
          // Both before the focus, whose handlers make React render at once: no frame shows the problems
          // on a form still marked as sending.
          setSubmitting(false);
          setErrors(checked.problems);
          focusFirst(checked.problems);
          return;
        }
        setErrors({});
        await onValid(checked.values);
      } finally {
        setSubmitting(false);
      }
    };

  const setError = (
    name: FieldName<Values> | 'root',
    problem: FieldProblem,
    options?: { shouldFocus?: boolean },
  ) => {
    setErrors((shown) => ({ ...shown, [name]: problem }));
    if (options?.shouldFocus && name !== 'root') fields.current.get(name)?.focus();
  };
  const clearErrors = () => setErrors({});

  return { register, handleSubmit, getValues, setError, clearErrors, formState: { errors, isSubmitting } };
}
