import { z } from 'zod';
import { MOTOR_CONSENT_TEXTS, MOTOR_REGISTRATION_MESSAGES } from '@cover/domain/motor';
import type { FlatErrors } from '../../../../components/form-fields/flat-errors';
import { addIssues } from '../../../../components/form-fields/zod-rules';
import { paymentStepSchema } from '../../../../components/policies/payment-rules';
import { isStartDateAllowed } from '../../../../components/wizard/start-date-window';
import type { MotorConsentsDraft, MotorRegistrationValues } from './registration-types';
import { collector, problemsOf } from './step-problems';

export type BankingStepValues = Pick<
  MotorRegistrationValues,
  'paymentMethod' | 'bankAccount' | 'billingAddress' | 'effectiveDate'
>;

/** Step 6: the debit order's account and day (unless paid from salary), the billing address, the start. */
export function bankingStepErrors(values: BankingStepValues, today: Date = new Date()): FlatErrors {
  const { errors, put, add } = collector();
  add(problemsOf(paymentStepSchema, values, ''));
  if (!isStartDateAllowed(values.effectiveDate, today))
    put('effectiveDate', MOTOR_REGISTRATION_MESSAGES.effectiveDate);
  return errors;
}

export const bankingStepSchema = z
  .custom<BankingStepValues>()
  .superRefine((values, ctx) => addIssues(ctx, bankingStepErrors(values)));

/** The consents: terms and POPIA with TCF always; the debit order one only for a debit order. */
export function consentErrors(consents: MotorConsentsDraft, debitOrder: boolean): FlatErrors {
  const { errors, put } = collector();
  if (debitOrder && !consents.debitOrder) put('debitOrder', MOTOR_REGISTRATION_MESSAGES.consent);
  if (!consents.terms) put('terms', MOTOR_REGISTRATION_MESSAGES.consent);
  if (!consents.popiaAndTcf) put('popiaAndTcf', MOTOR_REGISTRATION_MESSAGES.consent);
  return errors;
}

export const consentsSchema = (debitOrder: boolean) =>
  z
    .custom<MotorConsentsDraft>()
    .superRefine((values, ctx) => addIssues(ctx, consentErrors(values, debitOrder)));

/** The consent checkboxes with their exact texts, in order (the debit order one only for a debit order). */
export const consentItems = (debitOrder: boolean) => [
  ...(debitOrder ? [{ name: 'debitOrder' as const, label: MOTOR_CONSENT_TEXTS.debitOrder }] : []),
  { name: 'terms' as const, label: MOTOR_CONSENT_TEXTS.terms },
  { name: 'popiaAndTcf' as const, label: MOTOR_CONSENT_TEXTS.popiaAndTcf },
];

/** The consents as sent: the debit order one is given only for a debit order. */
export const consentsPayload = (consents: MotorConsentsDraft, debitOrder: boolean) => ({
  debitOrder: debitOrder && consents.debitOrder,
  terms: consents.terms,
  popiaAndTcf: consents.popiaAndTcf,
});
