/**
 * A payment consent as every line asks it (the wizards' salary deduction and debit order consents, and a
 * payment change's debit order authorisation): its key, the message when it is not given, its text and text
 * version; stored with the time it was given, or refused with 422 at its field.
 */
import {
  DEBIT_ORDER_CONSENT,
  DEBIT_ORDER_CONSENT_MESSAGE,
  DEBIT_ORDER_CONSENT_TEXT_VERSION,
  SALARY_DEDUCTION_CONSENT,
  SALARY_DEDUCTION_CONSENT_MESSAGE,
  SALARY_DEDUCTION_CONSENT_TEXT_VERSION,
  debitOrderConsentText,
  salaryDeductionConsentText,
} from '@cover/domain';
import { AppError } from '../../platform/errors.js';
import type { LineCallContext } from './line-context.js';

export interface StoredConsent {
  key: string;
  text: string;
  textVersion: string;
  acceptedAt: string;
}

/** A payment consent as asked: its key, the message when not given, and its text and version. */
export interface PaymentConsent {
  key: typeof SALARY_DEDUCTION_CONSENT | typeof DEBIT_ORDER_CONSENT;
  message: string;
  text: string;
  textVersion: string;
}

/**
 * The consent as stored when `given`, or 422 at `<field>consents.<key>` when it is not (the time it was
 * given is the call's).
 */
export function requireConsent(
  ctx: Pick<LineCallContext, 'now'>,
  consent: PaymentConsent,
  given: boolean | undefined,
  field = '',
): StoredConsent {
  if (!given) {
    const path = `${field}consents.${consent.key}`;
    throw new AppError(422, 'APPLICATION_INVALID', consent.message, { [path]: consent.message });
  }
  return {
    key: consent.key,
    text: consent.text,
    textVersion: consent.textVersion,
    acceptedAt: ctx.now.toISOString(),
  };
}

/** The salary deduction consent for `monthlyPremium` cents a month. */
export const salaryDeductionConsent = (monthlyPremium: number): PaymentConsent => ({
  key: SALARY_DEDUCTION_CONSENT,
  message: SALARY_DEDUCTION_CONSENT_MESSAGE,
  text: salaryDeductionConsentText(monthlyPremium),
  textVersion: SALARY_DEDUCTION_CONSENT_TEXT_VERSION,
});

/** The debit order authorisation for `monthlyPremium` cents a month on `billingDay`. */
export const debitOrderConsent = (monthlyPremium: number, billingDay: number): PaymentConsent => ({
  key: DEBIT_ORDER_CONSENT,
  message: DEBIT_ORDER_CONSENT_MESSAGE,
  text: debitOrderConsentText(monthlyPremium, billingDay),
  textVersion: DEBIT_ORDER_CONSENT_TEXT_VERSION,
});
