import type { PolicyRow } from '../../db/schema/index.js';
import { cancellationTerms } from './cancellation.js';
import { policyHistory, type HolderWording } from './holder-reads.js';
import type { LineCallContext } from './line-context.js';
import type { ProductLine } from './lines.js';

/**
 * A policy's detail as every line shows it: the line's own view of the policy, with what cancelling it now
 * would mean and its history (`wording`: the line's own words for some of its entries, see policyHistory). The three are independent reads; in a GET call (on the pool) they go out at
 * once, on several connections, instead of one after another.
 */
export async function policyDetail<View extends object>(
  ctx: LineCallContext,
  row: PolicyRow,
  line: ProductLine,
  view: Promise<View>,
  wording?: HolderWording,
) {
  const [own, terms, history] = await Promise.all([
    view,
    cancellationTerms(ctx.db, row, line, ctx.now),
    policyHistory(ctx.db, row.id, wording),
  ]);
  return { ...own, cancellationTerms: terms, history };
}
