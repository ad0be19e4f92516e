/**
 * The notices of a claim's steps (docs/decisions/0027): received (and whether a document is still wanted), on
 * hold and its answer received, approved (with a financed item's settlement, decision 0043), paid (each
 * payment with its reference) and repudiated (with the reason and how to complain).
 */
import type { CustomerNotice, NoticeFacts } from './notice-facts.js';
import {
  CLAIM_COMPLAINT_PARAGRAPHS,
  PORTAL,
  SMS_PREFIX,
  capitalised,
  claimRef,
  fitted,
  holdParagraphs,
  money,
  policyRef,
  product,
  reasonSentence,
} from './notice-wording.js';
import { payoutAccount } from './payout-words.js';
import {
  approvedPayoutParagraph,
  approvedSms,
  paidParagraph,
  paidSplitSms,
  paidToCustomer,
} from './settlement-words.js';

export const CLAIM_NOTICES = {
  'claim.submitted': (f: NoticeFacts): CustomerNotice => ({
    subject: `We received ${claimRef(f)}`,
    paragraphs: [
      `We received ${claimRef(f)} on your ${product(f)} ${policyRef(f)}.`,
      f.documentsOutstanding
        ? `We start assessing it once we have every document it needs. If you uploaded them with the claim, there is nothing more to do; if not, please upload the rest in ${PORTAL} under Claims.`
        : 'We will let you know how it goes.',
    ],
    // the nudge (email and SMS) only when a document is outstanding (not when every required one came with
    // the claim); worded for both cases because a funeral or credit life claim is made before its documents,
    // which the browser uploads next (QA walk 14, finding 8)
    sms: `${SMS_PREFIX} we received ${claimRef(f)}. ${f.documentsOutstanding ? 'We assess it once all its documents are in: upload any not sent yet under Claims in the portal.' : 'We will let you know how it goes.'}`,
  }),
  'claim.on_hold': (f: NoticeFacts): CustomerNotice => ({
    subject: `We need more information for ${claimRef(f)}`,
    paragraphs: [
      ...holdParagraphs(
        `We need more information or documents before we can finish assessing ${claimRef(f)}.`,
        'claim',
        f,
      ),
      `Please add it to the claim in ${PORTAL} under Claims, or request a call back there.`,
    ],
    sms: `${SMS_PREFIX} we need more information for ${claimRef(f)}. Please see what is needed under Claims in the portal.`,
  }),
  // By email only: the customer has just sent the documents and sees the same words on the claim's page.
  'claim.hold_answered': (f: NoticeFacts): CustomerNotice => ({
    subject: `We received your documents for ${claimRef(f)}`,
    paragraphs: [
      `Thank you: we received the documents you sent for ${claimRef(f)}.`,
      'We will continue assessing your claim and let you know the outcome, or if we need anything else.',
    ],
    sms: null,
  }),
  'claim.approved': (f: NoticeFacts): CustomerNotice => ({
    subject: capitalised(`${claimRef(f)} is approved`),
    paragraphs: [
      `Good news: ${claimRef(f)} has been approved for ${money(f.amount)}.`,
      // a financed item lost outright: the settlement to its credit provider, the rest to the customer (0043)
      approvedPayoutParagraph(f),
      // approved for less than the most payable: the assessor's reason, and how to disagree
      ...(f.reason
        ? [`This is less than the most we could pay. The reason: ${f.reason}`, ...CLAIM_COMPLAINT_PARAGRAPHS]
        : []),
      // the most payable its line limited it to (a natural death in the waiting period), and how to disagree
      ...(f.limit && !f.reason
        ? [`This is the most we could pay: ${f.limit}.`, ...CLAIM_COMPLAINT_PARAGRAPHS]
        : []),
    ],
    sms: approvedSms(f),
  }),
  'claim.paid': (f: NoticeFacts): CustomerNotice => ({
    subject: `We paid ${claimRef(f)}`,
    paragraphs: [
      // a financed item lost outright: the settlement to its credit provider, the rest to the customer (0043)
      paidParagraph(f),
      ...(paidToCustomer(f)
        ? [
            ...(f.payout?.reference
              ? [`The payment reference is ${f.payout.reference}: look for it on your bank statement.`]
              : []),
            'Depending on your bank, it can take up to 2 working days to show in your account.',
          ]
        : []),
    ],
    sms:
      paidSplitSms(f) ??
      fitted(
        `${SMS_PREFIX} we paid ${money(f.amount)} for ${claimRef(f)} into ${payoutAccount(f.payout, true)}${
          f.payout?.reference ? `, reference ${f.payout.reference}` : ''
        }. Allow up to 2 working days.`,
        `${SMS_PREFIX} we paid ${money(f.amount)} for ${claimRef(f)} into ${payoutAccount(f.payout, true)}. Allow up to 2 working days.`,
        `${SMS_PREFIX} we paid ${money(f.amount)} for ${claimRef(f)}. It can take up to 2 working days to reach your account.`,
      ),
  }),
  'claim.repudiated': (f: NoticeFacts): CustomerNotice => ({
    subject: `The outcome of ${claimRef(f)}`,
    paragraphs: [
      `We are sorry: ${claimRef(f)} has been repudiated, which means we cannot pay it.`,
      ...reasonSentence(f),
      ...CLAIM_COMPLAINT_PARAGRAPHS,
    ],
    // Not "we have emailed you": a customer who chose SMS only is sent no email (QA, 2026-12-05).
    // plain words, not the status: 'repudiated' is the insurer's term (the email explains it)
    sms: `${SMS_PREFIX} we are sorry, we cannot pay ${claimRef(f)}. Why, and how to complain: sign in and open the claim.`,
  }),
} as const;
