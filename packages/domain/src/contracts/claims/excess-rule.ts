/**
 * A claim whose amount is at or below the excess of its type pays nothing, so it is not made: the customer
 * is told before sending it, and the server refuses it (422 on the amount). One rule and one wording for
 * every line that claims a quoted amount: a phone's repair quote (device), a vehicle's quote or invoice
 * (motor: glass, accessories, accident damage, towing; QA ops suggestion 2).
 */
import { formatRand } from '../../format/money.js';

/** 'Nothing would be paid on this claim: the repair quote of R 1 200,00 is not more than the excess of R 1 500,00.' */
export const nothingPayableMessage = (what: string, amount: number, excess: number) =>
  `Nothing would be paid on this claim: the ${what} of ${formatRand(amount)} is not more than the excess of ${formatRand(excess)}.`;

/** Why a claim of `amount` (cents) against `excess` (cents) is not made, or null when something is paid. */
export const amountWithinExcessProblem = (what: string, amount: number, excess: number): string | null =>
  amount <= excess ? nothingPayableMessage(what, amount, excess) : null;
