/**
 * The facts of a cover ended by a claim of total loss (docs/decisions/0041): what was lost and how, by which
 * claim, as the cancellation's event keeps them (`totalLoss`), and the history entry they make. Apart from
 * the notice (total-loss-notice.ts), so the notice facts can name the type without an import cycle.
 */
import { z } from 'zod';
import { HISTORY_SYSTEM_NAME } from '../format/policy-history.js';

export const totalLossSchema = z.object({
  /** what was insured and is gone */
  item: z.enum(['phone', 'vehicle']),
  /** how it was lost, as the claim's type says */
  loss: z.enum(['lost_or_stolen', 'stolen', 'hijacked']),
  claimNumber: z.string().min(1),
  /**
   * a financed item (docs/decisions/0043): the credit provider whose loan on it is settled from the claim's
   * payout; absent when it was not financed
   */
  settledTo: z.string().min(1).optional(),
});
export type TotalLoss = z.infer<typeof totalLossSchema>;

const LOSS_WORDS: Record<TotalLoss['loss'], string> = {
  lost_or_stolen: 'lost or stolen',
  stolen: 'stolen',
  hijacked: 'hijacked',
};
/** what the claim pays for the item (the history entry's words and the notice's) */
export const PAID_WORDS: Record<TotalLoss['item'], string> = {
  phone: 'its replacement',
  vehicle: 'its insured value',
};

export const claimed = (loss: TotalLoss) => `claimed as ${LOSS_WORDS[loss.loss]}`;

/** The history entry: 'Telkom Cover ended this cover: the phone was claimed as lost or stolen (claim …) …'. */
export const totalLossSummary = (loss: TotalLoss): string =>
  `${HISTORY_SYSTEM_NAME} ended this cover: the ${loss.item} was ${claimed(loss)} (claim ${loss.claimNumber}) and ${PAID_WORDS[loss.item]} is being paid. No further premiums are collected.`;

/** The total loss a cancellation's event data keeps (`totalLoss`), or null for any other cancellation. */
export function totalLossFacts(data: Readonly<Record<string, unknown>>): TotalLoss | null {
  const parsed = totalLossSchema.safeParse(data.totalLoss);
  return parsed.success ? parsed.data : null;
}
