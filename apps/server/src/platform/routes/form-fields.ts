/** Form fields of a multipart call, read with a contract after the platform's input guard. */
import type { z } from 'zod';
import { AppError, VALIDATION_MESSAGE } from '../errors.js';
import { inspectInput, tooDeep } from '../input-guard/index.js';

/**
 * Parses form fields with a contract, after the platform's input guard (as every JSON body gets it);
 * failures answer 400 naming each field, like body validation does.
 */
export function parseFields<S extends z.ZodType>(schema: S, value: unknown, prefix = ''): z.output<S> {
  const inspection = inspectInput(value, schema, { rootName: prefix || 'body' });
  if (inspection.tooDeep) throw tooDeep();
  const problems = Object.entries(inspection.problems);
  if (problems.length > 0) {
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      VALIDATION_MESSAGE,
      Object.fromEntries(problems.map(([name, message]) => [prefix ? `${prefix}.${name}` : name, message])),
    );
  }
  const parsed = schema.safeParse(inspection.value);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const name = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || 'body';
    fields[name] ??= issue.message;
  }
  throw new AppError(400, 'VALIDATION_FAILED', VALIDATION_MESSAGE, fields);
}

/** The JSON in a form field, or 400. */
export function jsonField(value: string | undefined, name: string): unknown {
  if (value === undefined) {
    throw new AppError(400, 'VALIDATION_FAILED', VALIDATION_MESSAGE, { [name]: 'Required' });
  }
  try {
    return JSON.parse(value);
  } catch {
    throw new AppError(400, 'MALFORMED_JSON', `The ${name} field is not valid JSON.`, {
      [name]: 'Not valid JSON',
    });
  }
}
