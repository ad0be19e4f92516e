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
  /** parses the input (and params) with the route's contracts, then runs the use case */
  run(ctx: LineCallContext, input: unknown, params: unknown): Promise<unknown>;
}

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
    run: async (ctx, input, params) => {
      const parsedInput = route.input.parse(input) as z.output<R['input']>;
      const parsedParams = (route.params ? route.params.parse(params) : undefined) as ParamsOf<R>;
      return handler(ctx, parsedInput, parsedParams);
    },
  };
}
