/** Binds a funeral call of paths.ts to its use case, with the input and reply types of its contracts. */
import type { LineRoute } from '@cover/domain';
import type { FuneralPathFamily } from '@cover/domain/funeral';
import type { z } from 'zod';
import type { FuneralContext } from './context.js';

type ParamsOf<R extends LineRoute> = R['params'] extends z.ZodType ? z.output<R['params']> : undefined;

export interface BoundCall {
  family: FuneralPathFamily;
  name: string;
  route: LineRoute;
  /** parses the input (and params) with the route's contracts, then runs the use case */
  run(ctx: FuneralContext, input: unknown, params: unknown): Promise<unknown>;
}

export type CallHandler<R extends LineRoute> = (
  ctx: FuneralContext,
  input: z.output<R['input']>,
  params: ParamsOf<R>,
) => Promise<z.input<R['reply']>>;

export function bindCall<R extends LineRoute>(
  family: FuneralPathFamily,
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
