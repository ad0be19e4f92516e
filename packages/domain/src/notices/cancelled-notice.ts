/**
 * The notice of a policy cancelled on its own (docs/decisions/0027): the day cover ended, that no more
 * premiums are collected for this policy, any refund (cooling-off, or the days paid for after: decision
 * 0044), the claims it does not withdraw, and the cover sold with it that goes on
 * (the credit life on a phone's finance, QA H7 finding 12), so the SMS does not read as if everything stops.
 */
import { aloneRefundParagraph, openClaimsParagraph, openClaimsSms, refundOf } from './cancelled-words.js';
import type { CustomerNotice, NoticeCover, NoticeFacts } from './notice-facts.js';
import {
  SMS_PREFIX,
  day,
  fitted,
  inText,
  listed,
  money,
  notYou,
  policyRef,
  policyTitle,
  product,
} from './notice-wording.js';

const named = (cover: NoticeCover) => `${inText(cover.product)} ${cover.policyNumber ?? ''}`.trim();

/** "Your device credit life policy DCL-… continues: we collect its premium of R 77,70 a month as before." */
export const continuingParagraph = (cover: NoticeCover) =>
  `Your ${inText(cover.product)} policy ${cover.policyNumber ?? ''} is not cancelled and continues${cover.amount ? `: we collect its premium of ${money(cover.amount)} a month as before` : ''}.`;

/** The SMS's " Your device credit life DCL-… continues[ at R 77,70 a month]." ('' when nothing goes on). */
export function continuingSms(continuing: readonly NoticeCover[], withPremium: boolean): string {
  if (continuing.length === 0) return '';
  const verb = continuing.length > 1 ? 'continue' : 'continues';
  const premium =
    withPremium && continuing.length === 1 && continuing[0]?.amount
      ? ` at ${money(continuing[0].amount)} a month`
      : '';
  return ` Your ${listed(continuing.map(named))} ${verb}${premium}.`;
}

export function cancelledAlone(f: NoticeFacts): CustomerNotice {
  const refund = refundOf(f);
  const continuing = f.continuing ?? [];
  const refundSms = refund ? ` We will refund ${money(refund)}.` : '';
  const continuesSms = continuingSms(continuing, true);
  const continuesShort = continuingSms(continuing, false);
  const claimsSms = openClaimsSms(f);
  const refundParagraph = aloneRefundParagraph(f);
  const claimsParagraph = openClaimsParagraph(f);
  return {
    subject: `${policyTitle(f)} is cancelled`,
    paragraphs: [
      `We have cancelled your ${product(f)} ${policyRef(f)} as you asked. Your cover ended on ${day(f.date)}.`,
      'We will not collect any more premiums for it.',
      ...continuing.map(continuingParagraph),
      ...(refundParagraph ? [refundParagraph] : []),
      ...(claimsParagraph ? [claimsParagraph] : []),
      notYou('ask us to cancel this policy'),
    ],
    sms: fitted(
      `${SMS_PREFIX} ${policyRef(f)} is cancelled; cover ended on ${day(f.date)}. No more premiums will be collected for it.${refundSms}${claimsSms}${continuesSms}`,
      `${SMS_PREFIX} ${policyRef(f)} is cancelled. No more premiums for it.${refundSms}${claimsSms}${continuesSms}`,
      `${SMS_PREFIX} ${policyRef(f)} is cancelled. No more premiums for it.${refundSms}${claimsSms}${continuesShort}`,
      `${SMS_PREFIX} ${policyRef(f)} is cancelled.${refundSms}${claimsSms}${continuesShort}`,
      `${SMS_PREFIX} ${policyRef(f)} is cancelled.${refundSms}${continuesShort}`,
    ),
  };
}
