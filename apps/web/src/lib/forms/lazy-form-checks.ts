import type { ZodType } from 'zod';
import { loadOnce } from '../load-once';
import { FORM_CHECK_UNAVAILABLE } from './check-unavailable';

export { FORM_CHECK_UNAVAILABLE };

/** What is wrong with one field (or, under `root`, with the form as a whole). */
export interface FieldProblem {
  type: string;
  message: string;
}

/** The problems of a form by field name, at most one per field (the first the checks found). */
export type FormProblems<Values> = Partial<Record<Extract<keyof Values, string> | 'root', FieldProblem>>;

/** A checked form: the values as the schema gives them back (trimmed), or what is wrong. */
export type CheckedForm<Values> =
  { ok: true; values: Values } | { ok: false; problems: FormProblems<Values> };

export interface LazyFormChecks<Values> {
  check: (values: Values) => Promise<CheckedForm<Values>>;
  /** Starts loading the schema (and zod with it), once; the checks later need not wait for it. */
  preload: () => Promise<unknown>;
}

/** The first problem zod found for each field, named by the field (a problem of no field is the form's). */
export function problemsOf<Values>(
  issues: readonly { path: readonly PropertyKey[]; code: string; message: string }[],
): FormProblems<Values> {
  const problems: Record<string, FieldProblem> = {};
  for (const issue of issues) {
    const name = issue.path.length > 0 ? issue.path.map(String).join('.') : 'root';
    problems[name] ??= { type: issue.code, message: issue.message };
  }
  return problems as FormProblems<Values>;
}

/**
 * A form's checks whose zod schema is loaded on first use (issue 15): a form that is on a page's first
 * paint (the sign-in pages) hydrates and takes input without zod, which is fetched once the visitor starts
 * on the form or when the form is first checked, whichever comes first. The checks and their messages are
 * those of the schema, unchanged.
 */
export function lazyFormChecks<Values>(load: () => Promise<ZodType<Values>>): LazyFormChecks<Values> {
  // A failed download (the network dropped) is tried again at the next check.
  const loadSchema = loadOnce(load);
  return {
    check: async (values): Promise<CheckedForm<Values>> => {
      const schema = await loadSchema().catch(() => null);
      // Nothing is sent unchecked: the form says why it waits, and keeps what was typed.
      if (!schema) {
        const unavailable = { root: { type: 'unavailable', message: FORM_CHECK_UNAVAILABLE } };
        return { ok: false, problems: unavailable as FormProblems<Values> };
      }
      const parsed = await schema.safeParseAsync(values);
      return parsed.success
        ? { ok: true, values: parsed.data }
        : { ok: false, problems: problemsOf<Values>(parsed.error.issues) };
    },
    preload: () => loadSchema().catch(() => undefined),
  };
}
