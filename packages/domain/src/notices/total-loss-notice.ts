/**
 * A cover ended by a claim of total loss (docs/decisions/0041): once a claim that the phone was lost or
 * stolen, or that the vehicle was stolen or hijacked, is approved, the insurer cancels the policy of what was
 * lost ('policy_claimed'). Its history entry is the system's, the same words for the customer and staff; its
 * notice says what ended and why, that no more premiums are taken, the cover sold with it that goes on (the
 * credit life on its finance) and that a new phone or vehicle can be insured; never "if you did not make
 * this change".
 */
import { z } from 'zod';
import { HISTORY_SYSTEM_NAME } from '../format/policy-history.js';
import { continuingParagraph, continuingSms } from './cancelled-notice.js';
import type { CustomerNotice, NoticeFacts } from './notice-facts.js';
import { PORTAL, SMS_PREFIX, capitalised, day, fitted, policyRef, product } from './notice-wording.js';

export const totalLossSchema = z.object({
  /** what was insured and is gone */
  item: z.enum(['phone', 'vehicle']),
  /** how it was lost, as the claim's type says */
  loss: z.enum(['lost_or_stolen', 'stolen', 'hijacked']),
  claimNumber: z.string().min(1),
});
export type TotalLoss = z.infer<typeof totalLossSchema>;

const LOSS_WORDS: Record<TotalLoss['loss'], string> = {
  lost_or_stolen: 'lost or stolen',
  stolen: 'stolen',
  hijacked: 'hijacked',
};
/** what the claim pays for the item */
const PAID_WORDS: Record<TotalLoss['item'], string> = {
  phone: 'its replacement',
  vehicle: 'its insured value',
};

const claimed = (loss: TotalLoss) => `claimed as ${LOSS_WORDS[loss.loss]}`;

/** The history entry: 'Telkom Cover ended this cover: the phone was claimed as lost or stolen (claim …) …'. */
export const totalLossSummary = (loss: TotalLoss): string =>
  `${HISTORY_SYSTEM_NAME} ended this cover: the ${loss.item} was ${claimed(loss)} (claim ${loss.claimNumber}) and ${PAID_WORDS[loss.item]} is being paid. No further premiums are collected.`;

/** The total loss a cancellation's event data keeps (`totalLoss`), or null for any other cancellation. */
export function totalLossFacts(data: Readonly<Record<string, unknown>>): TotalLoss | null {
  const parsed = totalLossSchema.safeParse(data.totalLoss);
  return parsed.success ? parsed.data : null;
}

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
