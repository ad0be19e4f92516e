/**
 * The credit life calls of a family (contracts/credit-life/paths.ts) → the credit life service of the line;
 * the line says how its financed item is named in createIndividualCreditLife. A family may hold some of the
 * calls (the CMS one) and the line's own further calls (bound by the line, named in `extraNames`).
 */
import { type LineRoute } from '@cover/domain';
import { bindCall, type BoundCall, type CallHandler } from '../insurance-core/line-call-binding.js';
import { policyPaymentOf } from '../insurance-core/holder-reads.js';
import type { LineCallContext } from '../insurance-core/line-context.js';
import { changePolicyPayment } from '../insurance-core/payment-change.js';
import {
  createIndividualCreditLife,
  editCreditLifeApplication,
  type IndividualCreditLife,
} from './applications.js';
import { changeCreditLifeBeneficiaries } from './beneficiaries-change.js';
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
  /** the line's own further calls of the family, bound by the line (e.g. getVehicleCreditLifeQuote) */
  extraNames?: readonly string[],
): BoundCall[] {
  const handlers: [string, CallHandler<LineRoute>][] = [
    ['getPolicies', (ctx, query) => listCreditLifePolicies(ctx, line, query as never)],
    [
      'getPolicyById',
      // policies/:policyId, or ?policyId= (the CMS get-policy-by-id)
      (ctx, input, params) =>
        getCreditLifePolicy(ctx, line, ((params ?? input) as unknown as { policyId: string }).policyId),
    ],
    ['removePolicy', (ctx, input) => removeCreditLife(ctx, line, input as never)],
    [
      'getPolicyPayment',
      (ctx, query) => policyPaymentOf(ctx, line.key, (query as { policyId: string }).policyId),
    ],
    ['updatePolicyPayment', (ctx, input) => changePolicyPayment(ctx, line.key, input as never)],
    ['editBeneficiary', (ctx, input) => changeCreditLifeBeneficiaries(ctx, line, input as never)],
    ['cancelPolicy', (ctx, input) => cancelCreditLifePolicy(ctx, line, input as never)],
    ['getApplications', (ctx, query) => listCreditLifeApplications(ctx, line, query as never)],
    ['removeApplication', (ctx, input) => removeCreditLife(ctx, line, input as never)],
    ['editCreditLifeApplication', (ctx, input) => editCreditLifeApplication(ctx, line, input as never)],
    [
      'createIndividualCreditLife',
      async (ctx, input) => createIndividualCreditLife(ctx, line, await individual(ctx, input as I)),
    ],
  ];
  const own = handlers.filter(([name]) => routes[name]);
  const unserved = Object.entries(routes).filter(
    ([name, route]) => route.owner === 'line' && !handlers.some(([known]) => known === name),
  );
  if (own.length === 0 || unserved.some(([name]) => !(extraNames ?? []).includes(name)))
    throw new Error(`The ${family} credit life family has calls no one serves`);
  return own.map(([name, handler]) => bindCall(family, name, routes[name] as LineRoute, handler));
}
