import { z } from 'zod';
import type { FlatErrors } from './flat-errors';

const toPath = (key: string) => key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

function reportFirstProblem(rule: z.ZodType, value: unknown, ctx: z.RefinementCtx) {
  const result = rule.safeParse(value);
  if (!result.success) ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? '' });
}

/**
 * A form field checked by a shared field schema (a name, an email address, a mobile number): the value is
 * kept as typed and the schema's first problem is reported. Unlike the bare schema, a problem here never
 * stops the form's other rules, so every field shows its problem at once.
 */
export function checkedBy<Base extends z.ZodType>(base: Base, rule: z.ZodType): Base {
  return base.superRefine((value, ctx) => reportFirstProblem(rule, value, ctx));
}

/** An optional text field: blank is fine, anything else is checked by `rule` (as checkedBy). */
export function blankOr(rule: z.ZodType) {
  return z.string().superRefine((value, ctx) => {
    if (value.trim() !== '') reportFirstProblem(rule, value, ctx);
  });
}

/** Reports problems found across fields (keyed by dotted path) as the schema's issues. */
export function addIssues(ctx: z.RefinementCtx, errors: FlatErrors) {
  for (const [key, message] of Object.entries(errors)) {
    ctx.addIssue({ code: 'custom', message, path: toPath(key) });
  }
}
