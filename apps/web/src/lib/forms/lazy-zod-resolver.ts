import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loadOnce } from '../load-once';
import { FORM_CHECK_UNAVAILABLE } from './check-unavailable';

export { FORM_CHECK_UNAVAILABLE };

type ZodSchema = Parameters<typeof zodResolver>[0];

export interface LazyZodResolver<Values extends FieldValues> {
  resolver: Resolver<Values>;
  /** Starts loading the schema (and zod with it), once; the checks later need not wait for it. */
  preload: () => Promise<unknown>;
}

/**
 * A react-hook-form resolver whose zod schema is loaded on first use (issue 15): a form that is on a
 * page's first paint (the sign-in pages) hydrates and takes input without zod, which is fetched once the
 * page is up or when the form is first checked, whichever comes first. The checks and their messages are
 * those of the schema, unchanged.
 */
export function lazyZodResolver<Values extends FieldValues>(
  load: () => Promise<ZodSchema>,
): LazyZodResolver<Values> {
  // A failed download (the network dropped) is tried again at the next check.
  const loadResolver = loadOnce(async () => zodResolver(await load()) as unknown as Resolver<Values>);
  return {
    resolver: async (values, context, options) => {
      const resolver = await loadResolver().catch(() => null);
      if (resolver) return resolver(values, context, options);
      // Nothing is sent unchecked: the form says why it waits, and keeps what was typed.
      const errors = {
        root: { type: 'unavailable', message: FORM_CHECK_UNAVAILABLE },
      } as FieldErrors<Values>;
      return { values: {}, errors };
    },
    preload: () => loadResolver().catch(() => undefined),
  };
}
