import type { FieldValues, Resolver } from 'react-hook-form';

export const PASSWORDS_DO_NOT_MATCH = 'The passwords do not match';

/** The schema-level check: the confirmation equals the password. */
export function passwordsMatch<T extends { confirmPassword: string }>(
  passwordKey: 'password' | 'newPassword',
): [(value: T) => boolean, { message: string; path: string[] }] {
  return [
    (value) => (value as T & Record<string, unknown>)[passwordKey] === value.confirmPassword,
    { message: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] },
  ];
}

/**
 * Adds "The passwords do not match" to the confirmation field while other fields still have errors
 * (zod runs the object check only once every field is valid), so all problems show at once.
 */
export function withPasswordMatch<T extends FieldValues, Context, Output>(
  resolver: Resolver<T, Context, Output>,
  passwordKey: 'password' | 'newPassword',
): Resolver<T, Context, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const confirmation: unknown = values.confirmPassword;
    const password: unknown = values[passwordKey];
    if (Object.keys(result.errors).length === 0 || !confirmation || password === confirmation) return result;
    if ('confirmPassword' in result.errors) return result;
    return {
      values: {},
      errors: { ...result.errors, confirmPassword: { type: 'mismatch', message: PASSWORDS_DO_NOT_MATCH } },
    } as Awaited<ReturnType<Resolver<T, Context, Output>>>;
  };
}
