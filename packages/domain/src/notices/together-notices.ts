/**
 * The notices of cover sold together (docs/decisions/0027, addendum "one notice for cover sold together"):
 * a policy issued, moved to a new way of paying or cancelled with the credit life on its finance is told in
 * one notice naming every policy, with each one's figures and what they come to together.
 */
import { openClaimsParagraph, openClaimsSms, refundOf, togetherRefundParagraph } from './cancelled-words.js';
import type { CustomerNotice, NoticeCover, NoticeFacts } from './notice-facts.js';
import {
  NOT_YOU_SMS,
  PORTAL,
  SMS_PREFIX,
  day,
  fitted,
  inText,
  listed,
  money,
  notYou,
  paymentSms,
  paymentWords,
  products,
  together,
} from './notice-wording.js';

/**
 * A policy issued with the cover sold with it (a phone's credit life): one notice naming every policy, each
 * with its number and monthly premium, and what they cost together.
 */
export function issuedTogether(f: NoticeFacts): CustomerNotice {
  const covers: NoticeCover[] = [f, ...together(f)];
  const name = (cover: NoticeCover) => inText(cover.product);
  const number = (cover: NoticeCover) => cover.policyNumber ?? '';
  const total = covers.reduce((sum, cover) => sum + (cover.amount ?? 0), 0);
  const starts = new Set(covers.map((cover) => cover.date ?? f.date));
  const start =
    starts.size === 1
      ? `Your cover starts on ${day(f.date)}.`
      : `Your ${listed(covers.map((cover) => `${name(cover)} starts on ${day(cover.date ?? f.date)}`))}.`;
  const numbers = listed(covers.map(number));
  const named = listed(covers.map((cover) => `${number(cover)} (${name(cover)})`));
  const when = starts.size === 1 ? `, cover from ${day(f.date)}` : '';
  return {
    subject: `Your ${products(f)} policies are issued`,
    paragraphs: [
      `Your ${listed(covers.map((cover) => `${name(cover)} policy ${number(cover)}`))} have been issued. ${start}`,
      `Your monthly premiums are ${listed(covers.map((cover) => `${money(cover.amount)} for policy ${number(cover)} (${name(cover)})`))}: ${money(total)} a month in total.`,
      `You can download your policy schedules in ${PORTAL}: open each policy from My account and choose Documents.`,
    ],
    sms: fitted(
      `${SMS_PREFIX} policies ${named} are issued${when}, ${money(total)} a month in total.`,
      `${SMS_PREFIX} policies ${numbers} are issued${when}, ${money(total)} a month in total.`,
      `${SMS_PREFIX} policies ${numbers} are issued, ${money(total)} a month in total.`,
    ),
  };
}

/** Each cover's day when they differ ('device cover starts on … and device credit life starts on …'). */
function daysOf(covers: readonly NoticeCover[], f: NoticeFacts, verb: string): string | null {
  const days = new Set(covers.map((cover) => cover.date ?? f.date));
  if (days.size === 1) return null;
  return listed(covers.map((cover) => `${inText(cover.product)} ${verb} ${day(cover.date ?? f.date)}`));
}

/**
 * The payment method of a policy and of the cover sold with it (a phone's credit life) changed in one step:
 * one notice naming every policy (they are paid the same way from now on) and each next collection.
 */
export function paymentUpdatedTogether(f: NoticeFacts): CustomerNotice {
  const payment = f.payment ?? { method: 'debit_order' };
  const covers: NoticeCover[] = [f, ...together(f)];
  const numbers = listed(covers.map((cover) => cover.policyNumber ?? ''));
  const differ = new Set(covers.map((cover) => cover.date ?? f.date)).size > 1;
  const next = differ
    ? [
        `Your next collections are on ${listed(covers.map((cover) => `${day(cover.date ?? f.date)} for policy ${cover.policyNumber ?? ''}`))}.`,
      ]
    : f.date
      ? [`Your next collection is on ${day(f.date)}.`]
      : [];
  return {
    subject: `Your payment details for policies ${numbers} have changed`,
    paragraphs: [
      `From now on we collect the premiums of your ${listed(covers.map((cover) => `${inText(cover.product)} policy ${cover.policyNumber ?? ''}`))} ${paymentWords(payment)}.`,
      ...next,
      notYou('make this change'),
    ],
    sms: fitted(
      `${SMS_PREFIX} the premiums of policies ${numbers} ${paymentSms(payment, { several: true })}. ${NOT_YOU_SMS}`,
      `${SMS_PREFIX} premiums of ${numbers} ${paymentSms(payment, { several: true })}. ${NOT_YOU_SMS}`,
      `${SMS_PREFIX} premiums of ${numbers} ${paymentSms(payment, { several: true, brief: true })}. ${NOT_YOU_SMS}`,
      `${SMS_PREFIX} the payment details of policies ${numbers} changed. ${NOT_YOU_SMS}`,
    ),
  };
}

/**
 * A policy and the cover sold with it (a phone's credit life) cancelled in one step: one notice naming every
 * policy, with the refund of each that has one (and saying which have none).
 */
export function cancelledTogether(f: NoticeFacts): CustomerNotice {
  const covers: NoticeCover[] = [f, ...together(f)];
  const number = (cover: NoticeCover) => cover.policyNumber ?? '';
  const numbers = listed(covers.map(number));
  const refunded = covers.filter((cover) => refundOf(cover) > 0);
  const total = refunded.reduce((sum, cover) => sum + refundOf(cover), 0);
  const ends = daysOf(covers, f, 'ended on');
  const each = listed(refunded.map((cover) => `${money(refundOf(cover))} for ${number(cover)}`));
  const refundSms = refunded.length === 0 ? '' : ` We will refund ${each}.`;
  const claimsSms = openClaimsSms(f);
  const claimsParagraph = openClaimsParagraph(f);
  const refundParagraph = togetherRefundParagraph(covers);
  return {
    subject: `Your ${products(f)} policies are cancelled`,
    paragraphs: [
      `We have cancelled your ${listed(covers.map((cover) => `${inText(cover.product)} policy ${number(cover)}`))} as you asked. ${ends ? `Your ${ends}.` : `Your cover ended on ${day(f.date)}.`}`,
      'We will not collect any more premiums for them.',
      ...(refundParagraph ? [refundParagraph] : []),
      ...(claimsParagraph ? [claimsParagraph] : []),
      notYou('ask us to cancel these policies'),
    ],
    sms: fitted(
      `${SMS_PREFIX} policies ${numbers} are cancelled; cover ended on ${day(f.date)}. No more premiums will be collected.${refundSms}${claimsSms}`,
      `${SMS_PREFIX} policies ${numbers} are cancelled; cover ended ${day(f.date)}. No more premiums.${refundSms}${claimsSms}`,
      `${SMS_PREFIX} policies ${numbers} are cancelled. No more premiums.${refundSms}${claimsSms}`,
      `${SMS_PREFIX} policies ${numbers} are cancelled.${refundSms}${claimsSms}`,
      `${SMS_PREFIX} policies ${numbers} are cancelled. No more premiums. We will refund ${money(total)}${refunded.length > 1 ? ' in all' : ''}.`,
    ),
  };
}
