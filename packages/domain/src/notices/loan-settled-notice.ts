/**
 * The notice of a credit life the insurer ended because a claim's payout settled the loan it covered
 * (docs/decisions/0045): what ended and why, that no more premiums are collected, and the refund of the days
 * paid for after it.
 */
import type { CustomerNotice, NoticeFacts } from './notice-facts.js';
import { SMS_PREFIX, day, fitted, money, plural, policyRef, product } from './notice-wording.js';

/** The notice of a credit life ended by its loan's settlement; null for any other cancellation. */
export function loanSettledNotice(f: NoticeFacts): CustomerNotice | null {
  const settled = f.loanSettled;
  if (!settled) return null;
  const refund = f.unusedCover && f.amount ? f.amount : 0;
  const refundSms = refund ? ` We will refund ${money(refund)}.` : '';
  return {
    subject: `Your ${product(f)} ${policyRef(f)} has ended`,
    paragraphs: [
      `We paid ${settled.creditProvider} the settlement of your ${settled.item} loan from claim ${settled.claimNumber}, so there is no loan left for your ${product(f)} ${policyRef(f)} to cover. It ended on ${day(f.date)}.`,
      'We will not collect any more premiums for it.',
      ...(refund && f.unusedCover
        ? [
            `You had paid for cover up to ${day(f.unusedCover.paidUntil)}, so we will refund ${money(refund)} for the ${plural(f.unusedCover.days, 'day', 'days')} after it ended into the bank account your premiums came from.`,
          ]
        : []),
    ],
    sms: fitted(
      `${SMS_PREFIX} your ${settled.item} loan with ${settled.creditProvider} is settled from claim ${settled.claimNumber}, so ${policyRef(f)} ended on ${day(f.date)}. No more premiums will be collected for it.${refundSms}`,
      `${SMS_PREFIX} your ${settled.item} loan with ${settled.creditProvider} is settled from claim ${settled.claimNumber}, so ${policyRef(f)} has ended. No more premiums for it.${refundSms}`,
      `${SMS_PREFIX} your loan with ${settled.creditProvider} is settled, so ${policyRef(f)} has ended. No more premiums for it.${refundSms}`,
      `${SMS_PREFIX} ${policyRef(f)} has ended: its loan is settled. No more premiums for it.${refundSms}`,
    ),
  };
}
