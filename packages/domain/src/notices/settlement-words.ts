/**
 * An approved claim on a financed item lost outright (docs/decisions/0043): the credit provider is paid the
 * loan's settlement from the approved amount first, and the customer the rest. The approval and payout
 * notices say both figures and who gets them.
 */
import type { NoticeFacts } from './notice-facts.js';
import { SMS_PREFIX, claimRef, fitted, money } from './notice-wording.js';
import { payoutAccount } from './payout-words.js';

/** The customer's share of the approved `amount`: what is left after the settlement (cents). */
const rest = (f: NoticeFacts) => Math.max(0, (f.amount ?? 0) - (f.settlement?.amount ?? 0));

/** Whether anything of the payout went into the customer's own account (not when the settlement took it all). */
export const paidToCustomer = (f: NoticeFacts): boolean => !f.settlement || rest(f) > 0;

/** The approval's sentence on where the money goes. */
export function approvedPayoutParagraph(f: NoticeFacts): string {
  const settlement = f.settlement;
  if (!settlement)
    return 'We will pay it into the bank account you gave us with the claim and let you know when it is paid.';
  const toYou = rest(f);
  return toYou > 0
    ? `We will pay ${money(settlement.amount)} of it to ${settlement.creditProvider} to settle your loan with them, and the remaining ${money(toYou)} into the bank account you gave us with the claim. We will let you know when it is paid.`
    : `We will pay all of it to ${settlement.creditProvider} to settle your loan with them, so nothing is left to pay into your own account. We will let you know when it is paid.`;
}

/** The approval's SMS. */
export function approvedSms(f: NoticeFacts): string {
  const settlement = f.settlement;
  if (!settlement)
    return `${SMS_PREFIX} ${claimRef(f)} is approved for ${money(f.amount)}. We will let you know when it is paid.`;
  return fitted(
    `${SMS_PREFIX} ${claimRef(f)} is approved for ${money(f.amount)}: ${money(settlement.amount)} to ${settlement.creditProvider} to settle your loan, ${money(rest(f))} to you.`,
    `${SMS_PREFIX} ${claimRef(f)} is approved: ${money(settlement.amount)} to settle your loan, ${money(rest(f))} to you.`,
  );
}

/**
 * The payout's first sentence: what went where. The settlement to the credit provider is a payment of its own,
 * with its own reference (said here, should the credit provider ask); the customer's payment's reference is
 * the notice's next sentence.
 */
export function paidParagraph(f: NoticeFacts): string {
  const settlement = f.settlement;
  if (!settlement) return `We paid ${money(f.amount)} for ${claimRef(f)} into ${payoutAccount(f.payout)}.`;
  const toYou = rest(f);
  const itsReference = settlement.reference ? ` (payment reference ${settlement.reference})` : '';
  return `We paid ${money(settlement.amount)} for ${claimRef(f)} to ${settlement.creditProvider} to settle your loan with them${itsReference}${toYou > 0 ? `, and ${money(toYou)} into ${payoutAccount(f.payout)}` : ''}.`;
}

/** The payout's SMS when a credit provider was paid the settlement; null otherwise (the usual texts). */
export function paidSplitSms(f: NoticeFacts): string | null {
  const settlement = f.settlement;
  if (!settlement) return null;
  const toYou = rest(f);
  if (toYou === 0)
    return fitted(
      `${SMS_PREFIX} we paid ${claimRef(f)}: ${money(settlement.amount)} to ${settlement.creditProvider} to settle your loan. Nothing was left to pay to you.`,
      `${SMS_PREFIX} we paid ${claimRef(f)}: ${money(settlement.amount)} to settle your loan.`,
    );
  return fitted(
    `${SMS_PREFIX} we paid ${claimRef(f)}: ${money(settlement.amount)} to ${settlement.creditProvider} to settle your loan, ${money(toYou)} to you. Allow up to 2 working days.`,
    `${SMS_PREFIX} we paid ${claimRef(f)}: ${money(settlement.amount)} to settle your loan, ${money(toYou)} to you.`,
  );
}
