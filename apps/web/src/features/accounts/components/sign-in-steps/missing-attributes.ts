import { z } from 'zod';
import { emailField, personNameField, saMobileField } from '@cover/domain';

/** How the value of an attribute the pool asks for is checked (anything else: filled in, at most 2048). */
const ATTRIBUTE_FIELDS: Record<string, z.ZodType<string, string>> = {
  email: emailField,
  phone_number: saMobileField,
  given_name: personNameField,
  family_name: personNameField,
};

const anyAttribute = z
  .string()
  .trim()
  .min(1, 'Please fill this in')
  .max(2048, 'This is too long (at most 2048 characters)');

/**
 * Checks the attributes a new-password step asks for. Gives the values to send (normalised, e.g. a mobile
 * as +27…) or the first error of each field that is wrong.
 */
export function checkMissingAttributes(
  names: string[],
  values: Record<string, string>,
): { ok: true; values: Record<string, string> } | { ok: false; errors: Record<string, string> } {
  const checked: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const name of names) {
    const parsed = (ATTRIBUTE_FIELDS[name] ?? anyAttribute).safeParse(values[name] ?? '');
    if (parsed.success) checked[name] = parsed.data;
    else errors[name] = parsed.error.issues[0]?.message ?? 'Please check this field';
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values: checked };
}
