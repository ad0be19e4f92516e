/**
 * The credit life calls of a family (contracts/credit-life/paths.ts) → the credit life service of the line;
 * the line says how its financed item is named in createIndividualCreditLife.
 */
import { type LineRoute } from '@cover/domain';
import { bindCall, type BoundCall, type CallHandler } from '../insurance-core/line-call-binding.js';
import type { LineCallContext } from '../insurance-core/line-context.js';
import {
  createIndividualCreditLife,
  editCreditLifeApplication,
  type IndividualCreditLife,
} from './applications.js';
import type { CreditLifeLine } from './line.js';
import {
  cancelCreditLifePolicy,
  getCreditLifePolicy,
  listCreditLifeApplications,
  listCreditLifePolicies,
  removeCreditLife,
} from './servicing.js';

/** The line-owned calls of a credit life family (its claims and documents calls go to the shared modules). */
export interface CreditLifeFamily {
  family: string;
  routes: Readonly<Record<string, LineRoute>>;
}

export function creditLifeCalls<I>(
  line: CreditLifeLine,
  { family, routes }: CreditLifeFamily,
  individual: (ctx: LineCallContext, input: I) => Promise<IndividualCreditLife>,
): BoundCall[] {
  const bind = (name: string, handler: CallHandler<LineRoute>) => {
    const route = routes[name];
    if (!route) throw new Error(`The ${family} credit life family has no call ${name}`);
    return bindCall(family, name, route, handler);
  };
  return [
    bind('getPolicies', (ctx, query) => listCreditLifePolicies(ctx, line, query as never)),
    bind('getPolicyById', (ctx, _input, params) =>
      getCreditLifePolicy(ctx, line, (params as unknown as { policyId: string }).policyId),
    ),
    bind('removePolicy', (ctx, input) => removeCreditLife(ctx, line, input as never)),
    bind('cancelPolicy', (ctx, input) => cancelCreditLifePolicy(ctx, line, input as never)),
    bind('getApplications', (ctx, query) => listCreditLifeApplications(ctx, line, query as never)),
    bind('removeApplication', (ctx, input) => removeCreditLife(ctx, line, input as never)),
    bind('editCreditLifeApplication', (ctx, input) => editCreditLifeApplication(ctx, line, input as never)),
    bind('createIndividualCreditLife', async (ctx, input) =>
      createIndividualCreditLife(ctx, line, await individual(ctx, input as I)),
    ),
  ];
}
