/**
 * A repair quote on a damaged phone (screen, hardware or software damage), weighed as an insurer weighs it
 * before the claim is made (QA device):
 * - above the phone's insured value (its replacement cost): repairing it costs more than the phone is
 *   worth, so the phone is replaced instead of repaired (an economic write-off). The claim is accepted for
 *   the insured value, less the excess of the damage; the quote is kept with the claim.
 * - at or below the excess of its type: nothing would be paid, so the claim is not made, and the customer
 *   is told why (they pay the repair themselves and keep a record without a claim).
 * - otherwise the repair is claimed: the quote, less the excess.
 * The server refuses with `problem` on the amount; the web says `problem` or `notice` on leaving the field.
 */
import { formatRand } from '../../format/money.js';
import { nothingPayableMessage } from '../claims/excess-rule.js';

export const REPAIR_QUOTE_MESSAGES = {
  nothingPayable: (repairQuote: number, excess: number) =>
    nothingPayableMessage('repair quote', repairQuote, excess),
  nothingPayableOnReplacement: (insuredValue: number, excess: number) =>
    `Nothing would be paid on this claim: the phone is insured for ${formatRand(insuredValue)}, not more than the excess of ${formatRand(excess)}.`,
  replacement: (insuredValue: number, excess: number) =>
    `The repair quote is more than the phone is insured for (${formatRand(insuredValue)}), so we would replace the phone instead of repairing it. We pay up to ${formatRand(insuredValue)} less the excess of ${formatRand(excess)}.`,
} as const;

export interface RepairQuoteAssessment {
  /** the phone is repaired, or replaced because the repair costs more than it is insured for */
  settlement: 'repair' | 'replacement';
  /** what is claimed (cents): the repair quote, or the insured value when the phone is replaced */
  claimed: number;
  /** the most that would be paid (cents): what is claimed less the excess, never below 0 */
  payable: number;
  /** why the claim is not made (nothing would be paid), or null */
  problem: string | null;
  /** what the customer is told before sending it (the phone would be replaced), or null */
  notice: string | null;
}

/** The repair quote, the phone's insured value and the excess of the damage, all in cents. */
export function assessRepairQuote({
  repairQuote,
  insuredValue,
  excess,
}: {
  repairQuote: number;
  insuredValue: number;
  excess: number;
}): RepairQuoteAssessment {
  const replacement = repairQuote > insuredValue;
  const claimed = replacement ? insuredValue : repairQuote;
  const payable = Math.max(0, claimed - excess);
  const problem =
    payable > 0
      ? null
      : replacement
        ? REPAIR_QUOTE_MESSAGES.nothingPayableOnReplacement(insuredValue, excess)
        : REPAIR_QUOTE_MESSAGES.nothingPayable(repairQuote, excess);
  return {
    settlement: replacement ? 'replacement' : 'repair',
    claimed,
    payable,
    problem,
    notice: replacement && !problem ? REPAIR_QUOTE_MESSAGES.replacement(insuredValue, excess) : null,
  };
}
