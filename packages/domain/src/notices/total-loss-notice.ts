/**
 * A cover ended by a claim of total loss (docs/decisions/0041): once a claim that the phone was lost or
 * stolen, or that the vehicle was stolen or hijacked, is approved, the insurer cancels the policy of what was
 * lost ('policy_claimed'). Its history entry is the system's, the same words for the customer and staff; its
 * notice says what ended and why, that no more premiums are taken, the cover sold with it that goes on (the
 * credit life on its finance) and that a new phone or vehicle can be insured; never "if you did not make
 * this change".
 */
import { continuingParagraph, continuingSms } from './cancelled-notice.js';
import type { CustomerNotice, NoticeFacts } from './notice-facts.js';
import { PORTAL, SMS_PREFIX, capitalised, day, fitted, policyRef, product } from './notice-wording.js';
import { PAID_WORDS, claimed } from './total-loss.js';

/** The notice of a cancellation after a claim of total loss; null for any other cancellation. */
export function totalLossNotice(f: NoticeFacts): CustomerNotice | null {
  const loss = f.totalLoss;
  if (!loss) return null;
  const continuing = f.continuing ?? [];
  const goesOn = continuingSms(continuing, false);
  return {
    subject: `Your ${product(f)} ${policyRef(f)} has ended`,
    paragraphs: [
      `Your ${loss.item} was ${claimed(loss)} (claim ${loss.claimNumber}) and we approved the claim, so your ${product(f)} ${policyRef(f)} ended on ${day(f.date)}.`,
      `We will not collect any more premiums for it. ${capitalised(PAID_WORDS[loss.item])} is paid by the claim.`,
      ...continuing.map(continuingParagraph),
      `When you have a new ${loss.item}, you can insure it with us: sign in to ${PORTAL} and get a quote.`,
    ],
    sms: fitted(
      `${SMS_PREFIX} ${policyRef(f)} has ended: your ${loss.item} was ${claimed(loss)} (claim ${loss.claimNumber}). No more premiums will be collected for it.${continuingSms(continuing, true)}`,
      `${SMS_PREFIX} ${policyRef(f)} has ended: your ${loss.item} was ${claimed(loss)}. No more premiums for it.${goesOn}`,
      `${SMS_PREFIX} ${policyRef(f)} has ended: ${loss.item} ${claimed(loss)}. No more premiums for it.${goesOn}`,
      `${SMS_PREFIX} ${policyRef(f)} has ended. No more premiums for it.${goesOn}`,
    ),
  };
}
