/**
 * The plain-language messages a customer receives when something happens to their application, policy,
 * premium, claim or vehicle pre-inspection (issue 14, docs/decisions/0027). One notice per event type: an
 * email (subject and paragraphs) and a short SMS. Amounts in rand (en-ZA), dates as long South African dates;
 * never an ID number or a bank account number; policy and claim numbers are fine.
 */
import { cancelledAlone } from './cancelled-notice.js';
import type { CustomerNotice, NoticeFacts } from './notice-facts.js';
import {
  NOT_YOU_SMS,
  PORTAL,
  SENSITIVE_CHANGES,
  SMS_PREFIX,
  applicationNumberParagraphs,
  applicationRef,
  capitalised,
  changeWords,
  GENERAL_CHANGE_WORDS,
  day,
  dayOfMonth,
  fitted,
  holdParagraphs,
  money,
  notYou,
  numberedApplicationRef,
  paymentSms,
  paymentWords,
  policyRef,
  policyTitle,
  premiumSentence,
  premiumSms,
  product,
  products,
  reasonSentence,
  scheduleSentence,
  together,
} from './notice-wording.js';
import { isMemberDiedChange, memberDiedNotice } from './member-died-notice.js';
import { INSPECTION_NOTICES } from './inspection-notices.js';
import { HOLD_WITHDRAWN_NOTICES } from './hold-withdrawn-notices.js';
import { cancelledTogether, issuedTogether, paymentUpdatedTogether } from './together-notices.js';
import { loanSettledNotice } from './loan-settled-notice.js';
import { totalLossNotice } from './total-loss-notice.js';
import { REINSTATEMENT_WINDOW_DAYS } from '../lifecycle/reinstatement.js';
import { applicationReceivedNotice } from './application-received-notice.js';
import { onBehalfDeclinedNotice } from './on-behalf-declined-notice.js';
import { CLAIM_NOTICES } from './claim-notices.js';

export type { CustomerNotice, NoticeCover, NoticeFacts, NoticePayment } from './notice-facts.js';
export { CLAIM_COMPLAINT_PARAGRAPHS } from './notice-wording.js';
export { MEMBER_DIED_CHANGES } from './member-died-notice.js';
export { totalLossFacts, totalLossSummary, type TotalLoss } from './total-loss.js';
export { loanSettledFacts, loanSettledSummary, type LoanSettled } from './loan-settled.js';

type Builder = (facts: NoticeFacts) => CustomerNotice;

const issuedAlone = (f: NoticeFacts): CustomerNotice => ({
  subject: `${policyTitle(f)} is issued`,
  paragraphs: [
    `Your ${product(f)} ${policyRef(f)} has been issued. Your cover starts on ${day(f.date)}.`,
    `Your monthly premium is ${money(f.amount)}.`,
    `You can download your policy schedule in ${PORTAL}: open ${policyRef(f)} from My account and choose Documents.`,
  ],
  sms: `${SMS_PREFIX} ${policyRef(f)} (${product(f)}) is issued, cover from ${day(f.date)}. Download your schedule from My account.`,
});

const BUILDERS = {
  // A cover sold with this one (the credit life taken with a phone) is named in the same notice (`together`).
  'application.created': applicationReceivedNotice,
  'application.underwriting_referred': (f) => ({
    subject: `We are reviewing ${applicationRef(f)}`,
    paragraphs: [
      `A member of our underwriting team is reviewing your application for ${products(f)}.`,
      ...applicationNumberParagraphs(f),
      'You do not need to do anything now. We will let you know the outcome.',
    ],
    sms: fitted(
      `${SMS_PREFIX} we are reviewing ${numberedApplicationRef(f)}. We will let you know the outcome.`,
      `${SMS_PREFIX} we are reviewing ${applicationRef(f)}. We will let you know the outcome.`,
      `${SMS_PREFIX} we are reviewing your application. We will let you know the outcome.`,
    ),
  }),
  'application.underwriting_approved': (f) => ({
    subject: capitalised(`${applicationRef(f)} is approved`),
    paragraphs: [
      `Good news: your application for ${products(f)} has been approved.`,
      together(f).length > 0
        ? 'We will send you your policy numbers and schedules once your policies are issued.'
        : 'We will send you your policy number and schedule once your policy is issued.',
    ],
    sms: fitted(
      `${SMS_PREFIX} good news, ${applicationRef(f)} is approved. Your policy details will follow.`,
      `${SMS_PREFIX} good news, your application is approved. Your policy details will follow.`,
    ),
  }),
  'application.underwriting_on_hold': (f) => ({
    subject: `We need more information about ${applicationRef(f)}`,
    paragraphs: [
      ...holdParagraphs(
        `Your application for ${products(f)} is on hold until we have more information.`,
        'application',
        f,
      ),
      // not "reply to this email": it comes from a no-reply address; the application takes the document
      `Please sign in to ${PORTAL}, open the application in your list of applications and send us what we asked for there. We carry on as soon as we have it.`,
    ],
    sms: fitted(
      `${SMS_PREFIX} ${applicationRef(f)} is on hold: we need something from you. Sign in and open the application to see what, and send it.`,
      `${SMS_PREFIX} your application is on hold: we need something from you. Sign in and open the application to see what, and send it.`,
    ),
  }),
  'application.underwriting_declined': (f) => ({
    subject: capitalised(applicationRef(f)),
    paragraphs: [
      `We are sorry: we cannot offer you ${products(f)} on this application.`,
      ...reasonSentence(f),
      `If you think we got something wrong, ask us to call you ("Request a call back" in ${PORTAL}) and we will look at it again.`,
    ],
    // not "we have emailed you the reason": a customer who chose SMS only is sent no email
    sms: fitted(
      `${SMS_PREFIX} we are sorry, we cannot offer you ${products(f)}. Why: sign in and open the application. Think we got it wrong? Ask us to call you.`,
      `${SMS_PREFIX} we are sorry, we cannot offer you the cover you applied for. Why: sign in and open the application. Think we got it wrong? Ask us to call you.`,
    ),
  }),
  // the employee declined at their review link an application an operator made for them
  'on_behalf.declined': onBehalfDeclinedNotice,
  'policy.issued': (f) => (together(f).length > 0 ? issuedTogether(f) : issuedAlone(f)),
  'policy.altered': (f) => {
    if (isMemberDiedChange(f)) return memberDiedNotice(f);
    const words = changeWords(f.change);
    const sensitive = SENSITIVE_CHANGES.has(f.change?.type ?? '');
    const payment = f.change?.type === 'update_payment_details' && f.payment ? f.payment : null;
    return {
      subject: `${policyTitle(f)} has changed`,
      paragraphs: [
        `We have made this change to your ${product(f)} ${policyRef(f)}: ${words}.`,
        ...(payment ? [`From now on we collect your premium ${paymentWords(payment)}.`] : []),
        premiumSentence(f),
        scheduleSentence(f),
        notYou('make this change'),
      ],
      // the change in its own words, or in the general ones where they do not fit in the SMS
      sms: fitted(
        ...[words, GENERAL_CHANGE_WORDS].flatMap((told) =>
          [true, false].map(
            (withDate) =>
              `${SMS_PREFIX} ${policyRef(f)}: ${told}. ${premiumSms(f, withDate)}${sensitive ? ` ${NOT_YOU_SMS}` : ''}`,
          ),
        ),
      ),
    };
  },
  'policy.swapped': (f) => ({
    subject: `${policyTitle(f)} now covers another vehicle`,
    paragraphs: [
      `Your ${product(f)} ${policyRef(f)} now covers your ${f.vehicle ?? 'new vehicle'} instead of your previous vehicle.`,
      premiumSentence(f),
      scheduleSentence(f),
      notYou('make this change'),
    ],
    sms: fitted(
      ...[f.vehicle ?? 'new vehicle', 'new vehicle'].flatMap((vehicle) =>
        [true, false].map(
          (withDate) =>
            `${SMS_PREFIX} ${policyRef(f)} now covers your ${vehicle}. ${premiumSms(f, withDate)} ${NOT_YOU_SMS}`,
        ),
      ),
    ),
  }),
  'policy.payment_updated': (f) => {
    if (together(f).length > 0) return paymentUpdatedTogether(f);
    const payment = f.payment ?? { method: 'debit_order' };
    return {
      subject: `Your payment details for ${policyRef(f)} have changed`,
      paragraphs: [
        `From now on we collect the premium of your ${product(f)} ${policyRef(f)} ${paymentWords(payment)}.`,
        ...(f.date
          ? [`Your next collection is ${f.amount ? `${money(f.amount)} ` : ''}on ${day(f.date)}.`]
          : []),
        notYou('make this change'),
      ],
      // the next collection, which a new day may bring forward (QA walk 14, finding 5), when it fits
      sms: fitted(
        ...(f.date && f.amount
          ? [
              `${SMS_PREFIX} the premium of ${policyRef(f)} ${paymentSms(payment)}. Next: ${money(f.amount)} on ${day(f.date)}. ${NOT_YOU_SMS}`,
              `${SMS_PREFIX} premium of ${f.policyNumber ?? 'your policy'} ${paymentSms(payment, { brief: true })}. Next: ${money(f.amount)} on ${dayOfMonth(f.date)}. ${NOT_YOU_SMS}`,
            ]
          : []),
        `${SMS_PREFIX} the premium of ${policyRef(f)} ${paymentSms(payment)}. ${NOT_YOU_SMS}`,
      ),
    };
  },
  // the insurer ending the cover after a claim of total loss (totalLossNotice), or a credit life whose loan a
  // claim's payout settled (loanSettledNotice), says so in its own words
  'policy.cancelled': (f) =>
    loanSettledNotice(f) ??
    totalLossNotice(f) ??
    (together(f).length > 0 ? cancelledTogether(f) : cancelledAlone(f)),
  'collection.successful': (f) => ({
    subject: `We received your premium for ${policyRef(f)}`,
    paragraphs: [
      `Thank you: we received your premium of ${money(f.amount)} for ${policyRef(f)}, due on ${day(f.date)}.`,
    ],
    sms: `${SMS_PREFIX} thank you, we received your premium of ${money(f.amount)} for ${policyRef(f)}.`,
  }),
  'collection.failed': (f) => ({
    subject: `We could not collect your premium for ${policyRef(f)}`,
    paragraphs: [
      `We could not collect your premium of ${money(f.amount)} for ${policyRef(f)}, due on ${day(f.date)}.`,
      `We will try again. Please make sure the money is in your account, or update your payment details in ${PORTAL}.`,
    ],
    sms: `${SMS_PREFIX} we could not collect ${money(f.amount)} for ${policyRef(f)}. We will try again; please make sure the money is available.`,
  }),
  'policy.grace_started': (f) => ({
    subject: `Your premium for ${policyRef(f)} is unpaid`,
    paragraphs: [
      `Your premium for ${policyRef(f)} has not been paid. You are still covered during a grace period until ${day(f.date)}.`,
      `Please pay the outstanding ${money(f.amount)} by then, or your policy will lapse and you will no longer be covered.`,
    ],
    sms: `${SMS_PREFIX} ${policyRef(f)} is unpaid. Pay ${money(f.amount)} by ${day(f.date)} to keep your cover.`,
  }),
  'policy.lapse_warning': (f) => ({
    subject: capitalised(`${policyRef(f)} will lapse on ${day(f.date)}`),
    paragraphs: [
      `Your ${product(f)} ${policyRef(f)} will lapse on ${day(f.date)} because premiums of ${money(f.amount)} are still unpaid.`,
      `Please pay before then to keep your cover. If you need help, sign in to ${PORTAL} and request a call back.`,
    ],
    sms: `${SMS_PREFIX} ${policyRef(f)} will lapse on ${day(f.date)}. Pay ${money(f.amount)} before then to keep your cover.`,
  }),
  'policy.lapsed': (f) => ({
    subject: capitalised(`${policyRef(f)} has lapsed`),
    paragraphs: [
      `Your ${product(f)} ${policyRef(f)} has lapsed because the premium due on ${day(f.date)} was not paid. You are no longer covered.`,
      `You can reinstate it within ${REINSTATEMENT_WINDOW_DAYS} days of the lapse: sign in to ${PORTAL}, open the policy and choose Reinstate this policy.`,
    ],
    sms: `${SMS_PREFIX} ${policyRef(f)} has lapsed because premiums were not paid. You are no longer covered. Reinstate it in the portal within ${REINSTATEMENT_WINDOW_DAYS} days.`,
  }),
  'policy.reinstated': (f) => ({
    subject: capitalised(`${policyRef(f)} is reinstated`),
    paragraphs: [
      `Your ${product(f)} ${policyRef(f)} has been reinstated. You are covered again from ${day(f.date)}.`,
      'Your premiums will be collected on your billing day as before.',
    ],
    sms: `${SMS_PREFIX} ${policyRef(f)} is reinstated. You are covered again from ${day(f.date)}.`,
  }),
  // 'claim.submitted', 'claim.on_hold', 'claim.hold_answered', 'claim.approved', 'claim.paid', 'claim.repudiated'
  ...CLAIM_NOTICES,
  // 'application.hold_withdrawn', 'claim.hold_withdrawn': what a hold asked for is no longer needed
  ...HOLD_WITHDRAWN_NOTICES,
  ...INSPECTION_NOTICES,
} satisfies Record<string, Builder>;

export type CustomerNoticeType = keyof typeof BUILDERS;
export const CUSTOMER_NOTICE_TYPES = Object.keys(BUILDERS) as CustomerNoticeType[];

export function isCustomerNoticeType(type: string): type is CustomerNoticeType {
  return Object.hasOwn(BUILDERS, type);
}

/** The message for an event type, or null when the event is not something the customer is told about. */
export function customerNotice(type: string, facts: NoticeFacts): CustomerNotice | null {
  return isCustomerNoticeType(type) ? BUILDERS[type](facts) : null;
}
