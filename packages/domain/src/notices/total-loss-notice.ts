/**
 * A cover ended by a claim of total loss (docs/decisions/0041): once a claim that the phone was lost or
 * stolen, or that the vehicle was stolen or hijacked, is approved, the insurer cancels the policy of what was
 * lost ('policy_claimed'). Its history entry is the system's, the same words for the customer and staff; its
 * notice says what ended and why, that no more premiums are taken, the cover sold with it that goes on (the
 * credit life on its finance) and that a new phone or vehicle can be insured; never "if you did not make
 * this change".
 */
import { continuingParagraph, continuingSms } from './cancelled-notice.js';
import type { CustomerNotice, NoticeCover, NoticeFacts } from './notice-facts.js';
import {
  PORTAL,
  SMS_PREFIX,
  capitalised,
  day,
  fitted,
  inText,
  money,
  policyRef,
  product,
} from './notice-wording.js';
import { PAID_WORDS, claimed } from './total-loss.js';

/**
 * The credit life on a financed item's loan, once the claim settles that loan (docs/decisions/0043, 0045):
 * nothing is left for it to cover, so it ends when the payout goes out, with its own notice then.
 */
const settledParagraph = (cover: NoticeCover, creditProvider: string) =>
  `Your ${inText(cover.product)} policy ${cover.policyNumber ?? ''} covers your loan with ${creditProvider}. We pay the loan’s settlement to ${creditProvider} from this claim, and once it is paid there is no loan left for it to cover: the credit life then ends and we stop its premium${cover.amount ? ` of ${money(cover.amount)} a month` : ''}, refunding any days you paid for after it ends. We will tell you when it has ended.`;

/** The notice of a cancellation after a claim of total loss; null for any other cancellation. */
export function totalLossNotice(f: NoticeFacts): CustomerNotice | null {
  const loss = f.totalLoss;
  if (!loss) return null;
  // a financed item: its loan is settled from the payout (docs/decisions/0043), so the credit life on it is not
  // said to go on as before: it ends when the payout goes out (0045)
  const settled = loss.settledTo ? (f.continuing ?? []) : [];
  const continuing = loss.settledTo ? [] : (f.continuing ?? []);
  const goesOn = continuingSms(continuing, false);
  const financed = settled.length > 0 && loss.settledTo;
  const settledSms = financed ? ` Its credit life ends once your ${loss.settledTo} loan is settled.` : '';
  const settledShort = financed ? ' Its credit life ends once the loan is settled.' : '';
  return {
    subject: `Your ${product(f)} ${policyRef(f)} has ended`,
    paragraphs: [
      `Your ${loss.item} was ${claimed(loss)} (claim ${loss.claimNumber}) and we approved the claim, so your ${product(f)} ${policyRef(f)} ended on ${day(f.date)}.`,
      `We will not collect any more premiums for it. ${capitalised(PAID_WORDS[loss.item])} is paid by the claim.`,
      ...continuing.map(continuingParagraph),
      ...settled.map((cover) => settledParagraph(cover, loss.settledTo ?? '')),
      `When you have a new ${loss.item}, you can insure it with us: sign in to ${PORTAL} and get a quote.`,
    ],
    sms: fitted(
      `${SMS_PREFIX} ${policyRef(f)} has ended: your ${loss.item} was ${claimed(loss)} (claim ${loss.claimNumber}). No more premiums will be collected for it.${continuingSms(continuing, true)}${settledSms}`,
      `${SMS_PREFIX} ${policyRef(f)} has ended: your ${loss.item} was ${claimed(loss)}. No more premiums for it.${goesOn}${settledSms}`,
      `${SMS_PREFIX} ${policyRef(f)} has ended: ${loss.item} ${claimed(loss)}. No more premiums for it.${goesOn}${settledSms}`,
      `${SMS_PREFIX} ${policyRef(f)} has ended: ${loss.item} ${claimed(loss)}. No more premiums for it.${goesOn}${settledShort}`,
      `${SMS_PREFIX} ${policyRef(f)} has ended. No more premiums for it.${goesOn}${settledShort}`,
    ),
  };
}
