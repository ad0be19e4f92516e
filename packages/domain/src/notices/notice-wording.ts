/**
 * The words customer notices are made of (docs/decisions/0027): where the portal is, money and days, what a
 * policy change did, how premiums are paid (never more than an account's last 4 digits), the premium before
 * and after, SMS texts fitted to 160 characters, and how to complain about a claim decision.
 */
import { LAST_DAY_OF_MONTH } from '../constants/billing.js';
import { SA_BANKS } from '../constants/banks.js';
import { COMPLAINTS_EMAIL, OMBUD } from '../constants/complaints.js';
import { HOLD_REASON_INTRO } from '../contracts/paths/application-hold-calls.js';
import { formatLongDate } from '../format/dates.js';
import { formatRand } from '../format/money.js';
import { vehicleEditPartsText } from '../format/policy-history.js';
import type { NoticeFacts, NoticePayment } from './notice-facts.js';

export const PORTAL = 'the Telkom Cover portal';
export const SMS_PREFIX = 'Telkom Cover:';

export const money = (cents: number | null | undefined) => formatRand(cents ?? 0);
export const day = (iso: string | null | undefined) => (iso ? formatLongDate(iso) : '');
/** The day and month without the year ('25 January'), for an SMS naming a day within the next weeks. */
export const dayOfMonth = (iso: string) => formatLongDate(iso).split(' ').slice(0, 2).join(' ');
export const policyRef = (facts: NoticeFacts) =>
  facts.policyNumber ? `policy ${facts.policyNumber}` : 'your policy';
export const claimRef = (facts: NoticeFacts) =>
  facts.claimNumber ? `claim ${facts.claimNumber}` : 'your claim';
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** A product name in running text: 'Device cover' → 'device cover' ('Motor cover (Logo scheme)' keeps 'Logo'). */
export const inText = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
export const product = (facts: NoticeFacts) => inText(facts.product);
/** 'a', 'a and b', 'a, b and c' */
export const listed = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
/** The covers sold with this one and told in its notice (the credit life taken with a phone). */
export const together = (facts: NoticeFacts) => facts.together ?? [];
/** The notice's product and those sold with it: 'device cover and device credit life'. */
export const products = (facts: NoticeFacts) =>
  listed([product(facts), ...together(facts).map((cover) => inText(cover.product))]);
/** 'your device cover application', or with cover sold together 'your application for device cover and …'. */
export const applicationRef = (facts: NoticeFacts) =>
  together(facts).length > 0
    ? `your application for ${products(facts)}`
    : `your ${product(facts)} application`;

/** Its number to quote, when the facts have it (an older event's may not): "… application APP-2026-000007". */
export const numberedApplicationRef = (facts: NoticeFacts) =>
  `${applicationRef(facts)}${facts.applicationNumber ? ` ${facts.applicationNumber}` : ''}`;

/** The paragraph that gives the application number to have at hand, when the facts have it. */
export const applicationNumberParagraphs = (facts: NoticeFacts) =>
  facts.applicationNumber
    ? [
        `Your application number is ${facts.applicationNumber}: please have it at hand if you contact us about it.`,
      ]
    : [];

/**
 * What to do about a change the customer did not make (there is no contact-centre number to give): sign in,
 * and the call-back request every page of the website offers.
 */
export const NOT_YOU_SMS = 'Not you? Sign in and request a call back.';
export const notYou = (what: string) =>
  `If you did not ${what}, sign in to ${PORTAL} straight away to check your policy and change your password, and choose "Request a call back" on our website so that we can help you.`;

/**
 * The same for a change of the account's email or mobile number, or a passkey added: whoever made it may have
 * locked the customer out (a reset code now goes to the new contact), so the way back must need no sign-in:
 * the call-back request at the top of every page is public (QA walk 10 no. 6).
 */
export const LOCKED_OUT_SMS = 'Not you? Request a call back on our website: no sign-in needed.';
export const lockedOutNotYou = (what: string) =>
  `If you did not ${what}, someone else may be using your account: choose "Request a call back" at the top of any page of ${PORTAL} (you do not need to sign in) and we will call you to help you back into your account. If you can still sign in, change your password straight away.`;

export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
export const counted = (change: NonNullable<NoticeFacts['change']>, one: string, many: string) =>
  change.count ? plural(change.count, one, many) : many;

/** A change told without its details (an SMS with no room for them, a change of an unknown type). */
export const GENERAL_CHANGE_WORDS = 'policy details updated';

/** A policy change in plain words, by its alteration type (every line's; an unknown one reads generally). */
export function changeWords(change: NoticeFacts['change']): string {
  // what the change did, where its facts name it (a details change that added a spouse)
  if (change?.kind === 'spouse_added') return 'a spouse added';
  switch (change?.type) {
    case 'add_children':
      return `${counted(change, 'child', 'children')} added`;
    case 'add_extended_family':
      return `${counted(change, 'extended family member', 'extended family members')} added`;
    case 'remove_extended_family':
      return `${counted(change, 'extended family member', 'extended family members')} removed`;
    case 'edit_extended_family':
      return `details of ${counted(change, 'extended family member', 'extended family members')} changed`;
    case 'change_plan':
      return 'plan changed';
    case 'edit_beneficiaries':
      return 'beneficiaries changed';
    case 'update_payment_details':
      return 'payment details changed';
    case 'edit': {
      // a motor edit names what it changed ('extras and address updated'); an older one the general words
      const parts = vehicleEditPartsText(change.parts);
      return parts ? `${parts} updated` : GENERAL_CHANGE_WORDS;
    }
    default:
      return GENERAL_CHANGE_WORDS;
  }
}

/** Changes a fraudster would make (who is paid, from which account, whose details): told with "not you?". */
export const SENSITIVE_CHANGES = new Set([
  'edit_beneficiaries',
  'update_payment_details',
  'edit_policy_details',
]);

export const bankName = (bank: string) =>
  SA_BANKS.find((entry) => entry.value === bank || entry.label.toLowerCase() === bank.toLowerCase())?.label ??
  bank;
/** '…6789': never more than the last 4 digits of an account number. */
export const accountEnding = (account: string | null | undefined) =>
  (account ?? '').replace(/\D/g, '').slice(-4);
export const ordinal = (day: number) => {
  const tens = day % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10];
  return `${day}${suffix ?? 'th'}`;
};
export const debitDay = (day: number) => (day >= LAST_DAY_OF_MONTH ? 'the last day' : `the ${ordinal(day)}`);

/** 'by debit order from your FNB account ending 6789, on the 25th of each month' */
export function paymentWords(payment: NoticePayment): string {
  const when = payment.debitDay ? `, on ${debitDay(payment.debitDay)} of each month` : '';
  if (payment.method === 'deduct_from_salary') return `by deduction from your salary${when}`;
  const ending = accountEnding(payment.accountEnding);
  const account = payment.bank ? `your ${bankName(payment.bank)} account` : 'your bank account';
  return `by debit order from ${account}${ending ? ` ending ${ending}` : ''}${when}`;
}

/**
 * The SMS's 'now comes from your FNB account ending 6789 on the 25th'; for several premiums 'now come', and
 * `brief` without the bank's name where there is an ending ('now come from account ending 6789 on the 25th').
 */
export function paymentSms(
  payment: NoticePayment,
  { several = false, brief = false }: { several?: boolean; brief?: boolean } = {},
): string {
  const when = payment.debitDay ? ` on ${debitDay(payment.debitDay)}` : '';
  const comes = several ? 'now come' : 'now comes';
  if (payment.method === 'deduct_from_salary') return `${comes} off your salary${when}`;
  const ending = accountEnding(payment.accountEnding);
  const account =
    brief && ending
      ? 'account'
      : payment.bank
        ? `your ${bankName(payment.bank)} account`
        : 'your bank account';
  return `${comes} from ${account}${ending ? ` ending ${ending}` : ''}${when}`;
}

/** The premium after a change: before and after (or that it stays) and from which collection. */
export function premiumSentence(f: NoticeFacts): string {
  const after = money(f.amount);
  if (f.previousAmount === null || f.previousAmount === undefined) return `Your monthly premium is ${after}.`;
  if (f.previousAmount === f.amount) return `Your premium stays ${after} a month.`;
  const from = f.date ? `, from your next collection on ${day(f.date)}` : '';
  return `Your monthly premium changes from ${money(f.previousAmount)} to ${after}${from}.`;
}

export function premiumSms(f: NoticeFacts, withDate = true): string {
  const after = money(f.amount);
  if (f.previousAmount === null || f.previousAmount === undefined) return `Premium ${after}.`;
  if (f.previousAmount === f.amount) return `Premium stays ${after}.`;
  return `Premium ${money(f.previousAmount)} becomes ${after}${withDate && f.date ? ` from ${day(f.date)}` : ''}.`;
}

export const SMS_LENGTH = 160;
/** The first text that fits in one SMS (the last one, shortest, otherwise). */
export const fitted = (...texts: string[]) =>
  texts.find((text) => text.length <= SMS_LENGTH) ?? texts.at(-1) ?? '';

export const scheduleSentence = (f: NoticeFacts) =>
  `Your new policy schedule is in ${PORTAL}: open ${policyRef(f)} from My account and choose Documents.`;
export const policyTitle = (f: NoticeFacts) =>
  `Your ${product(f)} policy${f.policyNumber ? ` ${f.policyNumber}` : ''}`;
export const reasonSentence = (facts: NoticeFacts) => (facts.reason ? [`The reason: ${facts.reason}`] : []);

/**
 * A hold's opening sentence and, when staff gave one, who wrote and their words in a paragraph of their own
 * (HOLD_REASON_INTRO): whatever they wrote reads, 'Please upload …' as well as 'A clearer copy of the ID'.
 */
export const holdParagraphs = (sentence: string, who: keyof typeof HOLD_REASON_INTRO, facts: NoticeFacts) =>
  facts.reason ? [`${sentence} ${HOLD_REASON_INTRO[who]}`, facts.reason] : [sentence];

/**
 * How to complain about a claim decision: our complaints page first, then the ombud (the National Financial
 * Ombud Scheme, as the site's complaints page names it), free of charge.
 */
export const CLAIM_COMPLAINT_PARAGRAPHS = [
  `If you disagree, please tell us within 90 days: use the Complaints page of ${PORTAL} (linked at the foot of every page) or email ${COMPLAINTS_EMAIL}, and we will review the decision.`,
  `If you are still not satisfied, you may complain free of charge to the ${OMBUD.nfo.name}: ${OMBUD.nfo.phone}, ${OMBUD.nfo.email}, ${OMBUD.nfo.website.replace(/^https:\/\//, '')}.`,
] as const;
