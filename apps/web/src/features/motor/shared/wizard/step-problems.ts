import type { z } from 'zod';
import type { FlatErrors } from '../../../../components/form-fields/flat-errors';

/**
 * The first problem of each field when `value` is checked by a domain schema, keyed by the form's dotted
 * path (`prefix` then the issue's path). The domain's own messages reach the field, never a copy of them.
 */
export function problemsOf(schema: z.ZodType, value: unknown, prefix: string): FlatErrors {
  const parsed = schema.safeParse(value);
  const errors: FlatErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The first problem of one field checked by a field schema, or null. */
export function problemOf(rule: z.ZodType, value: unknown): string | null {
  const parsed = rule.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** Collects field problems: `put(path, message)` keeps the first message of each path. */
export function collector() {
  const errors: FlatErrors = {};
  return {
    errors,
    put(path: string, message: string | null | undefined) {
      if (message) errors[path] ??= message;
    },
    add(more: FlatErrors) {
      for (const [path, message] of Object.entries(more)) errors[path] ??= message;
    },
  };
}
