/**
 * The employee's side of the work an operator did for them: what was done on their behalf and by whom, and
 * the review and acceptance (terms and POPIA/TCF consent, the debit order when paid by debit order, the
 * salary deduction with its amount when paid from the salary, the credit life's credit check and terms when
 * vehicle credit life is taken with it) that cover needs before it starts. The link
 * is `/employee/accept#t=<token>`; the token goes in the body.
 */
import { z } from 'zod';
import { paymentDetailsSchema } from '../../common.js';
import { entityIdField } from '../../ids.js';
import { formatMaskedMobile } from '../../../validators/mobile.js';
import { debitOrderConsentText } from '../../debit-order-consent.js';
import { salaryDeductionConsentText } from '../../salary-deduction-consent.js';
import {
  MOTOR_CONSENT_TEXTS,
  MOTOR_CREDIT_LIFE_CONSENT_TEXTS,
  motorApplicationSchema,
  MOTOR_REGISTRATION_MESSAGES,
} from '../application.js';
import {
  goesToUnderwriterField,
  onBehalfAcceptanceSchema,
  onBehalfActionSchema,
  onBehalfCreditLifeSchema,
} from './desk-applications.js';

export * from './on-behalf-wording.js';

/** The page the link opens; the token is in the hash (`#t=`), so it never reaches a server log. */
export const ON_BEHALF_ACCEPT_PAGE_ROUTE = '/employee/accept';
export const onBehalfAcceptLink = (origin: string, token: string) =>
  `${origin}${ON_BEHALF_ACCEPT_PAGE_ROUTE}#t=${token}`;
/** How long the link is valid. */
export const ON_BEHALF_LINK_DAYS = 7;

export const ON_BEHALF_MESSAGES = {
  tokenMissing: 'The link is incomplete. Please open the link from the message again.',
  tokenInvalid: 'This link is not valid. Please ask the operator to send it again.',
  tokenExpired: 'This link has expired. Please ask the operator to send a new one.',
  /** the link is valid, but for another employee's account than the one signed in (nothing more is said) */
  forSomeoneElse:
    'This application was sent to someone else. Sign out, then sign in with the account of the person it was sent to.',
  alreadyAccepted: 'You have already accepted this application.',
  accepted: 'Thank you. You accepted the application.',
  alreadyDeclined:
    'You told us this application is wrong, so it can no longer be accepted. The operator can make a new one with you.',
  declineReason: 'Please tell us what is wrong (up to 500 characters)',
  declined: 'Thank you. We told the operator what is wrong; nothing was taken out.',
  /** the wizard's declaration of an application an operator made, not yet accepted on its review page */
  acceptOnReviewPage:
    'An operator made this application for you, so you review and accept it on its own page: open the link we emailed and texted you.',
  /** "Send me the link again" (resendOnBehalfLink): where the new link went, masked */
  linkSentAgain: (maskedEmail: string | null, maskedCellphone: string | null) =>
    `We sent you a new link${sentTo(maskedEmail, maskedCellphone)}. The link we sent before no longer works.`,
  /** the application no longer waits for the employee's acceptance (accepted, declined or withdrawn) */
  linkNotWaiting: 'This application no longer waits for your acceptance, so there is no link to send.',
  /** the operator has not sent the application for acceptance yet */
  linkNotSentYet:
    'The operator has not sent this application to you yet. You will get the link once they have.',
  /** the caller's own application, made by themselves: it has no review link */
  linkNotMadeForYou:
    'You made this application yourself, so there is no review link to send: continue it from your list.',
} as const;

/** ' to your email t***@mail.com and your mobile 0** *** 4567', as far as each is on record. */
function sentTo(maskedEmail: string | null, maskedCellphone: string | null): string {
  const places = [
    ...(maskedEmail ? [`your email ${maskedEmail}`] : []),
    ...(maskedCellphone ? [`your mobile ${formatMaskedMobile(maskedCellphone)}`] : []),
  ];
  return places.length > 0 ? ` to ${places.join(' and ')}` : '';
}

/**
 * resendOnBehalfLink ("Send me the link again", QA walk 15 no. 2): the signed-in employee asks for the review
 * link of an application made for them again; it goes to their email and mobile on record.
 */
export const resendOnBehalfLinkInputSchema = z.object({ applicationId: entityIdField });
export type ResendOnBehalfLinkInput = z.infer<typeof resendOnBehalfLinkInputSchema>;
export const resendOnBehalfLinkReplySchema = z.object({
  maskedEmail: z.string().nullable(),
  maskedCellphone: z.string().nullable(),
  expiresAt: z.string(),
  message: z.string(),
});
export type ResendOnBehalfLinkReply = z.infer<typeof resendOnBehalfLinkReplySchema>;

/** The refusal's code when a valid link is opened by another employee than the one it was sent to (403). */
export const ON_BEHALF_LINK_FOR_SOMEONE_ELSE = 'LINK_FOR_SOMEONE_ELSE';

export const onBehalfTokenField = z
  .string({ message: ON_BEHALF_MESSAGES.tokenMissing })
  .trim()
  .min(1, ON_BEHALF_MESSAGES.tokenMissing)
  .max(200, ON_BEHALF_MESSAGES.tokenInvalid)
  .regex(/^[A-Za-z0-9_-]+$/, ON_BEHALF_MESSAGES.tokenInvalid);

/** An application made on the employee's behalf, as the employee sees it. */
export const onBehalfApplicationSchema = z.object({
  application: motorApplicationSchema,
  /** the display name of the operator who made it */
  operatorName: z.string(),
  acceptance: onBehalfAcceptanceSchema,
  /** every action on it: by the operator (named), by the employee, by the system */
  actions: z.array(onBehalfActionSchema),
  /** how the premium is paid (the account number masked to its last 4 digits) */
  payment: paymentDetailsSchema.nullable(),
  /** cover waits for an underwriter's approval (the reasons are the staff's, not given here) */
  goesToUnderwriter: goesToUnderwriterField,
  /** the vehicle credit life taken with it: its terms as declared, its policy once issued (null without it) */
  creditLifeCover: onBehalfCreditLifeSchema.nullable(),
});
export type OnBehalfApplication = z.infer<typeof onBehalfApplicationSchema>;

export const onBehalfApplicationListReplySchema = z.object({ data: z.array(onBehalfApplicationSchema) });
export type OnBehalfApplicationListReply = z.infer<typeof onBehalfApplicationListReplySchema>;

export const onBehalfTokenInputSchema = z.object({ token: onBehalfTokenField });

/** reviewOnBehalfApplication: the application of the link, with the consents to give and their texts. */
export const onBehalfReviewSchema = onBehalfApplicationSchema.extend({
  consentTexts: z.object({
    terms: z.string(),
    popiaAndTcf: z.string(),
    debitOrder: z.string().nullable(),
    /** paid from the salary: the deduction's consent with the premium a month (null otherwise) */
    salaryDeduction: z.string().nullable(),
    /** with vehicle credit life: its check of the finance with the credit provider (null otherwise) */
    creditCheck: z.string().nullable(),
    /** with vehicle credit life: its terms (null otherwise) */
    creditLifeTerms: z.string().nullable(),
  }),
  consentTextVersion: z.string(),
  debitOrderRequired: z.boolean(),
  salaryDeductionRequired: z.boolean(),
  /** vehicle credit life is taken with it: its credit check and terms are asked too */
  creditLifeRequired: z.boolean(),
});
export type OnBehalfReview = z.infer<typeof onBehalfReviewSchema>;

/**
 * The debit order consent of an application an operator made (QA walk 13, finding 8): the amount a month
 * and the day, from the account the review shows (the operator entered it, not the employee). Shown on the
 * review and stored with the acceptance (DEBIT_ORDER_CONSENT_TEXT_VERSION).
 */
export const onBehalfDebitOrderConsentText = (debitOrder: {
  monthlyPremium: number;
  billingDay: number | null;
  /** the policies it collects for: 2 with vehicle credit life */
  policies?: number | undefined;
}) =>
  debitOrder.billingDay === null
    ? MOTOR_CONSENT_TEXTS.debitOrder
    : debitOrderConsentText(
        debitOrder.monthlyPremium,
        debitOrder.billingDay,
        'the bank account shown above',
        debitOrder.policies,
      );

/**
 * The consent texts the review shows (the motor declaration's own): the debit order one, naming what it
 * collects a month and when, for a debit order,
 * the salary deduction one, naming what the deduction pays a month (cents), for a salary deduction, the
 * credit check and the credit life terms with vehicle credit life.
 */
/**
 * The terms consent of an application an operator made: the operator told us about the vehicle, its driver
 * and the insurance history, so the employee confirms what the operator said (QA walk 15, finding 8).
 */
export const onBehalfTermsText = (operatorName: string) =>
  'I have read and accept the terms and conditions of motor cover, including the excess on every claim, and ' +
  `I confirm that what ${operatorName} told us on my behalf about the vehicle, its driver and my insurance ` +
  'history is true and complete.';

export const onBehalfConsentTexts = (payment: {
  /** the operator who made the application (the terms consent names them) */
  operatorName: string;
  /** paid by debit order: what it collects a month (cents) and on which day; null otherwise */
  debitOrder: { monthlyPremium: number; billingDay: number | null; policies?: number | undefined } | null;
  salaryDeductionPremium: number | null;
  creditLife: boolean;
}) => ({
  terms: onBehalfTermsText(payment.operatorName),
  popiaAndTcf: MOTOR_CONSENT_TEXTS.popiaAndTcf,
  debitOrder: payment.debitOrder && onBehalfDebitOrderConsentText(payment.debitOrder),
  salaryDeduction:
    payment.salaryDeductionPremium === null
      ? null
      : salaryDeductionConsentText(payment.salaryDeductionPremium),
  creditCheck: payment.creditLife ? MOTOR_CREDIT_LIFE_CONSENT_TEXTS.creditCheck : null,
  creditLifeTerms: payment.creditLife ? MOTOR_CREDIT_LIFE_CONSENT_TEXTS.creditLifeTerms : null,
});
/** The on-behalf consents' version: the motor consents with the terms in onBehalfTermsText's words. */
export const ON_BEHALF_CONSENT_TEXT_VERSION = 'motor-on-behalf-consents-2026-12';

/** acceptOnBehalfApplication: the employee's own acceptance (the motor declaration, made by them). */
export const acceptOnBehalfInputSchema = z.object({
  token: onBehalfTokenField,
  consents: z.object({
    terms: z.literal(true, { message: MOTOR_REGISTRATION_MESSAGES.consent }),
    popiaAndTcf: z.literal(true, { message: MOTOR_REGISTRATION_MESSAGES.consent }),
    debitOrder: z.boolean().default(false),
    salaryDeduction: z.boolean().default(false),
    creditCheck: z.boolean().default(false),
    creditLifeTerms: z.boolean().default(false),
  }),
});
export type AcceptOnBehalfInput = z.output<typeof acceptOnBehalfInputSchema>;
export type AcceptOnBehalfDraft = z.input<typeof acceptOnBehalfInputSchema>;

/**
 * declineOnBehalfApplication: the employee says the application is wrong instead of accepting it (the same
 * link), with what is wrong in their own words. The application ends (cancelled); the operator sees why.
 */
export const declineOnBehalfInputSchema = z.object({
  token: onBehalfTokenField,
  reason: z
    .string({ message: ON_BEHALF_MESSAGES.declineReason })
    .trim()
    .min(1, ON_BEHALF_MESSAGES.declineReason)
    .max(500, ON_BEHALF_MESSAGES.declineReason),
});
export type DeclineOnBehalfInput = z.output<typeof declineOnBehalfInputSchema>;
export type DeclineOnBehalfDraft = z.input<typeof declineOnBehalfInputSchema>;

export const declineOnBehalfReplySchema = z.object({
  application: onBehalfApplicationSchema,
  message: z.string(),
});
export type DeclineOnBehalfReply = z.infer<typeof declineOnBehalfReplySchema>;
