/** Binds a call of a line's path map to its use case, with the input and reply types of its contracts. */
import type { LineRoute } from '@cover/domain';
import type { z } from 'zod';
import type { LineCallContext } from './line-context.js';

type ParamsOf<R extends LineRoute> = R['params'] extends z.ZodType ? z.output<R['params']> : undefined;

export interface BoundCall {
  /** the path family of the line, e.g. 'retail' or 'cms' */
  family: string;
  name: string;
  route: LineRoute;
  /**
   * runs the use case on the input (and params) as the route's validation parsed them with the route's
   * contracts (registerLineCalls declares them as the route's schema, so they are parsed once)
   */
  run(ctx: LineCallContext, input: unknown, params: unknown): Promise<unknown>;
  /**
   * 'statement': the use case reads, then writes with one statement at most (atomic by itself), so without
   * an idempotency key it runs on the pool, sparing the begin and commit round trips. Default 'transaction'.
   */
  atomicity?: 'transaction' | 'statement';
  /** false when the use case never reads ctx.holder: the caller's holder is then not read (default true) */
  readsHolder?: boolean;
}

/** A call that stores what it makes with one statement (a quote package with its event): see `atomicity`. */
export const storedInOneStatement = (
  call: BoundCall,
  { readsHolder }: { readsHolder: boolean },
): BoundCall => ({
  ...call,
  atomicity: 'statement',
  readsHolder,
});

export type CallHandler<R extends LineRoute> = (
  ctx: LineCallContext,
  input: z.output<R['input']>,
  params: ParamsOf<R>,
) => Promise<z.input<R['reply']>>;

export function bindCall<R extends LineRoute>(
  family: string,
  name: string,
  route: R,
  handler: CallHandler<R>,
): BoundCall {
  return {
    family,
    name,
    route,
    run: async (ctx, input, params) =>
      handler(ctx, input as z.output<R['input']>, (route.params ? params : undefined) as ParamsOf<R>),
  };
}
