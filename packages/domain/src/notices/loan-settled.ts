/**
 * A credit life ended because the loan it covered was settled from a claim (docs/decisions/0045): once the
 * payout of a financed item's total loss goes out, the settlement paid to the credit provider leaves no loan
 * for the credit life sold with it to cover, so the insurer ends it that day ('loan_settled') and refunds the
 * days paid for after (decision 0044). The facts the cancellation's event keeps (`loanSettled`) and the
 * history entry they make; the notice is loan-settled-notice.ts (apart, so the notice facts can name the type
 * without an import cycle).
 */
import { z } from 'zod';
import { formatLongDate } from '../format/dates.js';
import type { UnusedCoverFacts } from '../format/cancellation-history.js';
import { HISTORY_SYSTEM_NAME } from '../format/policy-history.js';
import { formatRand } from '../format/money.js';

export const loanSettledSchema = z.object({
  /** who financed the item and was paid the settlement */
  creditProvider: z.string().min(1),
  /** the claim whose payout paid it */
  claimNumber: z.string().min(1),
  /** what the loan financed */
  item: z.enum(['phone', 'vehicle']),
});
export type LoanSettled = z.infer<typeof loanSettledSchema>;

/** The loan settled as a cancellation's event data keeps it (`loanSettled`), or null for any other. */
export function loanSettledFacts(data: Readonly<Record<string, unknown>>): LoanSettled | null {
  const parsed = loanSettledSchema.safeParse(data.loanSettled);
  return parsed.success ? parsed.data : null;
}

/**
 * The history entry: 'Telkom Cover ended this cover: the loan with WesBank on the vehicle was settled from
 * claim CLM-… . No further premiums are collected. R 420,00 refunded for the 12 days paid for after it, up
 * to 24 December 2026.'
 */
export function loanSettledSummary(
  settled: LoanSettled,
  refund: { amount: number; unusedCover: UnusedCoverFacts | null },
): string {
  const unused = refund.unusedCover;
  const refunded =
    refund.amount > 0 && unused
      ? ` ${formatRand(refund.amount)} refunded for the ${unused.days} ${unused.days === 1 ? 'day' : 'days'} paid for after it, up to ${formatLongDate(unused.paidUntil)}.`
      : '';
  return `${HISTORY_SYSTEM_NAME} ended this cover: the loan with ${settled.creditProvider} on the ${settled.item} was settled from claim ${settled.claimNumber}. No further premiums are collected.${refunded}`;
}
