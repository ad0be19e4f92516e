import { formFieldOf, stepOfField } from './registration-payloads';

/** The server's field problems by the form's field paths, and the first step that asks for one of them. */
export interface RoutedErrors {
  errors: Record<string, string>;
  /** Infinity when none of them is a field the wizard asks for */
  step: number;
}

/**
 * Routes the server's field problems (by its request's paths) to the wizard's fields: `toForm` names the
 * form's field of a server path (createApplication's and the quote's by default), or null to leave it out.
 */
export function routeServerErrors(
  fields: Record<string, string>,
  toForm: (serverPath: string) => string | null = formFieldOf,
): RoutedErrors {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = toForm(path);
    if (field) errors[field] ??= message;
  }
  const step = Math.min(...Object.keys(errors).map(stepOfField));
  return { errors, step };
}
