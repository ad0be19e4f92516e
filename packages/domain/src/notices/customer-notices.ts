/**
 * The plain-language messages a customer receives when something happens to their application, policy,
 * premium, claim or vehicle pre-inspection (issue 14, docs/decisions/0027). One notice per event type: an
 * email (subject and paragraphs) and a short SMS. Amounts in rand (en-ZA), dates as long South African dates;
 * never an ID number or a bank account number; policy and claim numbers are fine.
 */
import { COMPLAINTS_EMAIL, OMBUD } from '../constants/complaints.js';
import { formatLongDate } from '../format/dates.js';
import { formatRand } from '../format/money.js';

/** What a notice may mention; the server reads these from the entity the event is about. */
export interface NoticeFacts {
  firstName: string;
  /** the product's display name, e.g. 'Funeral Cover' */
  product: string;
  policyNumber?: string | null;
  claimNumber?: string | null;
  /** cents */
  amount?: number | null;
  /** an ISO calendar day ('2026-03-12') */
  date?: string | null;
  /** a customer-facing reason (a decline, a rejected inspection) */
  reason?: string | null;
  /** the vehicle of a pre-inspection, e.g. 'Toyota Corolla CA 123-456' */
  vehicle?: string | null;
}

export interface CustomerNotice {
  subject: string;
  /** the email's paragraphs, after the greeting */
  paragraphs: string[];
  /** the SMS text (aim: at most 160 characters) */
  sms: string;
}

/** Where customers find things in the portal (named as the menu reads). */
const PORTAL = 'the Telkom Cover portal';
const SMS_PREFIX = 'Telkom Cover:';

const money = (cents: number | null | undefined) => formatRand(cents ?? 0);
const day = (iso: string | null | undefined) => (iso ? formatLongDate(iso) : '');
const policyRef = (facts: NoticeFacts) =>
  facts.policyNumber ? `policy ${facts.policyNumber}` : 'your policy';
const claimRef = (facts: NoticeFacts) => (facts.claimNumber ? `claim ${facts.claimNumber}` : 'your claim');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const reasonSentence = (facts: NoticeFacts) => (facts.reason ? [`The reason: ${facts.reason}`] : []);

/**
 * How to complain about a claim decision: our complaints page first, then the ombud (the National Financial
 * Ombud Scheme, as the site's complaints page names it), free of charge.
 */
export const CLAIM_COMPLAINT_PARAGRAPHS = [
  `If you disagree, please tell us within 90 days: use the complaints page of our website (/complaints) or email ${COMPLAINTS_EMAIL}, and we will review the decision.`,
  `If you are still not satisfied, you may complain free of charge to the ${OMBUD.nfo.name}: ${OMBUD.nfo.phone}, ${OMBUD.nfo.email}, ${OMBUD.nfo.website.replace(/^https:\/\//, '')}.`,
] as const;

type Builder = (facts: NoticeFacts) => CustomerNotice;

const BUILDERS = {
  'application.created': (f) => ({
    subject: `We received your ${f.product} application`,
    paragraphs: [
      `Thank you for applying for ${f.product}. We have received your application.`,
      'We will let you know as soon as your cover is in place, or if we need anything else from you.',
    ],
    sms: `${SMS_PREFIX} we received your ${f.product} application. We will let you know what happens next.`,
  }),
  'application.underwriting_referred': (f) => ({
    subject: `We are reviewing your ${f.product} application`,
    paragraphs: [
      `A member of our underwriting team is reviewing your application for ${f.product}.`,
      'You do not need to do anything now. We will let you know the outcome.',
    ],
    sms: `${SMS_PREFIX} we are reviewing your ${f.product} application. We will let you know the outcome.`,
  }),
  'application.underwriting_approved': (f) => ({
    subject: `Your ${f.product} application is approved`,
    paragraphs: [
      `Good news: your application for ${f.product} has been approved.`,
      'We will send you your policy number and schedule once your policy is issued.',
    ],
    sms: `${SMS_PREFIX} good news, your ${f.product} application is approved. Your policy details will follow.`,
  }),
  'application.underwriting_on_hold': (f) => ({
    subject: `We need more information about your ${f.product} application`,
    paragraphs: [
      `Your application for ${f.product} is on hold until we have more information.`,
      ...reasonSentence(f),
      'Please call us or reply to this email so that we can finish your application.',
    ],
    sms: `${SMS_PREFIX} your ${f.product} application is on hold. We need more information. Please check your email or call us.`,
  }),
  'application.underwriting_declined': (f) => ({
    subject: `Your ${f.product} application`,
    paragraphs: [
      `We are sorry: we cannot offer you ${f.product} on this application.`,
      ...reasonSentence(f),
      'If you think we got something wrong, please call us and we will look at it again.',
    ],
    sms: `${SMS_PREFIX} we are sorry, we cannot offer you ${f.product}. We have emailed you the reason, or please call us.`,
  }),
  'policy.issued': (f) => ({
    subject: `Your ${f.product} policy${f.policyNumber ? ` ${f.policyNumber}` : ''} is issued`,
    paragraphs: [
      `Your ${f.product} ${policyRef(f)} has been issued. Your cover starts on ${day(f.date)}.`,
      `Your monthly premium is ${money(f.amount)}.`,
      `You can download your policy schedule in ${PORTAL}: open ${policyRef(f)} from My account and choose Documents.`,
    ],
    sms: `${SMS_PREFIX} ${policyRef(f)} (${f.product}) is issued, cover from ${day(f.date)}. Download your schedule from My account.`,
  }),
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
      `Your ${f.product} ${policyRef(f)} will lapse on ${day(f.date)} because premiums of ${money(f.amount)} are still unpaid.`,
      'Please pay before then to keep your cover. Call us if you need help.',
    ],
    sms: `${SMS_PREFIX} ${policyRef(f)} will lapse on ${day(f.date)}. Pay ${money(f.amount)} before then to keep your cover.`,
  }),
  'policy.lapsed': (f) => ({
    subject: capitalised(`${policyRef(f)} has lapsed`),
    paragraphs: [
      `Your ${f.product} ${policyRef(f)} has lapsed because the premium due on ${day(f.date)} was not paid. You are no longer covered.`,
      'Please call us to ask about reinstating your policy.',
    ],
    sms: `${SMS_PREFIX} ${policyRef(f)} has lapsed because premiums were not paid. You are no longer covered. Call us to reinstate it.`,
  }),
  'policy.reinstated': (f) => ({
    subject: capitalised(`${policyRef(f)} is reinstated`),
    paragraphs: [
      `Your ${f.product} ${policyRef(f)} has been reinstated. You are covered again from ${day(f.date)}.`,
      'Your premiums will be collected on your billing day as before.',
    ],
    sms: `${SMS_PREFIX} ${policyRef(f)} is reinstated. You are covered again from ${day(f.date)}.`,
  }),
  'claim.submitted': (f) => ({
    subject: `We received ${claimRef(f)}`,
    paragraphs: [
      `We received ${claimRef(f)} on your ${f.product} ${policyRef(f)}.`,
      `If any documents are still outstanding, please upload them in ${PORTAL} under Claims. We will start assessing the claim once we have them all.`,
    ],
    sms: `${SMS_PREFIX} we received ${claimRef(f)}. Please upload any outstanding documents under Claims in the portal.`,
  }),
  'claim.on_hold': (f) => ({
    subject: `We need more information for ${claimRef(f)}`,
    paragraphs: [
      `We need more information or documents before we can finish assessing ${claimRef(f)}.`,
      ...(f.reason ? [`We need: ${f.reason}`] : []),
      `Please add it to the claim in ${PORTAL} under Claims, or call us.`,
    ],
    sms: `${SMS_PREFIX} we need more information for ${claimRef(f)}. Please see what is needed under Claims in the portal or call us.`,
  }),
  'claim.approved': (f) => ({
    subject: capitalised(`${claimRef(f)} is approved`),
    paragraphs: [
      `Good news: ${claimRef(f)} has been approved for ${money(f.amount)}.`,
      'We will pay it into the bank account you gave us with the claim and let you know when it is paid.',
    ],
    sms: `${SMS_PREFIX} ${claimRef(f)} is approved for ${money(f.amount)}. We will let you know when it is paid.`,
  }),
  'claim.paid': (f) => ({
    subject: `We paid ${claimRef(f)}`,
    paragraphs: [
      `We paid ${money(f.amount)} for ${claimRef(f)} into the bank account you gave us.`,
      'Depending on your bank, it can take up to 2 working days to show in your account.',
    ],
    sms: `${SMS_PREFIX} we paid ${money(f.amount)} for ${claimRef(f)}. It can take up to 2 working days to reach your account.`,
  }),
  'claim.repudiated': (f) => ({
    subject: `The outcome of ${claimRef(f)}`,
    paragraphs: [
      `We are sorry: ${claimRef(f)} has been repudiated, which means we cannot pay it.`,
      ...reasonSentence(f),
      ...CLAIM_COMPLAINT_PARAGRAPHS,
    ],
    sms: `${SMS_PREFIX} we are sorry, ${claimRef(f)} has been repudiated and cannot be paid. We have emailed you the reason and how to complain.`,
  }),
  pre_inspection_created: (f) => ({
    subject: 'Your vehicle needs a pre-inspection',
    paragraphs: [
      `Before cover can start, we need photos of your vehicle${f.vehicle ? ` (${f.vehicle})` : ''}.`,
      `Take them on your phone with the link we text you. You can also find the inspection in ${PORTAL}.`,
    ],
    sms: `${SMS_PREFIX} your vehicle needs a pre-inspection: take the photos on your phone with the link we text you.`,
  }),
  pre_inspection_approved: (f) => ({
    subject: 'Your vehicle pre-inspection is approved',
    paragraphs: [
      `Your vehicle pre-inspection${f.vehicle ? ` for ${f.vehicle}` : ''} has been approved. Thank you.`,
    ],
    sms: `${SMS_PREFIX} your vehicle pre-inspection${f.vehicle ? ` for ${f.vehicle}` : ''} is approved. Thank you.`,
  }),
  pre_inspection_rejected: (f) => ({
    subject: 'Your vehicle pre-inspection was not approved',
    paragraphs: [
      `We could not approve your vehicle pre-inspection${f.vehicle ? ` for ${f.vehicle}` : ''}.`,
      ...reasonSentence(f),
      'Please take the photos again with the inspection link, or ask us for a new link.',
    ],
    sms: `${SMS_PREFIX} your vehicle pre-inspection was not approved. Please take the photos again with the inspection link.`,
  }),
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
