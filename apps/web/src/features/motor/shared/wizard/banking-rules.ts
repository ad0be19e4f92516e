import { z } from 'zod';
import {
  MOTOR_CONSENT_TEXTS,
  MOTOR_CREDIT_LIFE_CONSENT_TEXTS,
  MOTOR_REGISTRATION_MESSAGES,
} from '@cover/domain/motor';
import {
  salaryDeductionConsentField,
  salaryDeductionConsentItems,
} from '../../../../components/declaration/salary-deduction-consent';
import type { FlatErrors } from '../../../../components/form-fields/flat-errors';
import { addIssues } from '../../../../components/form-fields/zod-rules';
import { paymentStepSchema } from '../../../../components/policies/payment-rules';
import { isStartDateAllowed } from '../../../../components/wizard/start-date-window';
import type { MotorConsentsDraft, MotorRegistrationValues } from './registration-types';
import { collector, problemOf, problemsOf } from './step-problems';

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

/**
 * What the consents depend on: how the premium is paid (a debit order's, or a salary deduction's), and
 * whether vehicle credit life is taken with it (its credit check and terms; absent means not).
 */
export interface ConsentPayment {
  debitOrder: boolean;
  salaryDeduction: boolean;
  creditLife?: boolean;
}

/** Vehicle credit life is taken with the application: a financed vehicle, opted in. */
export const takesCreditLife = (finance: MotorRegistrationValues['motorVehicleFinance']) =>
  finance.isPayingCarLoan === true && finance.optForTelkomCreditLife;

/** The payment of the wizard's values: a debit order, or (an employee's) deduction from the salary. */
export const consentPaymentOf = (
  paymentMethod: MotorRegistrationValues['paymentMethod'],
): ConsentPayment => ({
  debitOrder: paymentMethod === 'debit_order',
  salaryDeduction: paymentMethod === 'deduct_from_salary',
});

/**
 * The consents: terms and POPIA with TCF always; the debit order one only for a debit order, the salary
 * deduction one (the shared field and its message) only for a salary deduction, the credit life's credit
 * check and terms only with vehicle credit life.
 */
export function consentErrors(consents: MotorConsentsDraft, payment: ConsentPayment): FlatErrors {
  const { errors, put } = collector();
  put(
    'salaryDeduction',
    problemOf(salaryDeductionConsentField(payment.salaryDeduction), consents.salaryDeduction),
  );
  if (payment.debitOrder && !consents.debitOrder) put('debitOrder', MOTOR_REGISTRATION_MESSAGES.consent);
  if (!consents.terms) put('terms', MOTOR_REGISTRATION_MESSAGES.consent);
  if (!consents.popiaAndTcf) put('popiaAndTcf', MOTOR_REGISTRATION_MESSAGES.consent);
  if (payment.creditLife) {
    if (!consents.creditCheck) put('creditCheck', MOTOR_REGISTRATION_MESSAGES.consent);
    if (!consents.creditLifeTerms) put('creditLifeTerms', MOTOR_REGISTRATION_MESSAGES.consent);
  }
  return errors;
}

export const consentsSchema = (payment: ConsentPayment) =>
  z.custom<MotorConsentsDraft>().superRefine((values, ctx) => addIssues(ctx, consentErrors(values, payment)));

/** With vehicle credit life: its credit check and terms, as credit life taken on its own words them. */
export const creditLifeConsentItems = (creditLife: boolean | undefined) =>
  creditLife
    ? [
        { name: 'creditCheck' as const, label: MOTOR_CREDIT_LIFE_CONSENT_TEXTS.creditCheck },
        { name: 'creditLifeTerms' as const, label: MOTOR_CREDIT_LIFE_CONSENT_TEXTS.creditLifeTerms },
      ]
    : [];

/**
 * The consent checkboxes with their exact texts, in order: the salary deduction one with what it pays a
 * month (`monthlyPremium` in cents; none until it is known), the debit order one only for a debit order,
 * then the terms and POPIA with TCF, then with vehicle credit life its credit check and terms.
 */
export const consentItems = (payment: ConsentPayment, monthlyPremium: number | null) => [
  ...salaryDeductionConsentItems(payment.salaryDeduction, monthlyPremium),
  ...(payment.debitOrder ? [{ name: 'debitOrder' as const, label: MOTOR_CONSENT_TEXTS.debitOrder }] : []),
  { name: 'terms' as const, label: MOTOR_CONSENT_TEXTS.terms },
  { name: 'popiaAndTcf' as const, label: MOTOR_CONSENT_TEXTS.popiaAndTcf },
  ...creditLifeConsentItems(payment.creditLife),
];

/**
 * The consents as sent: the debit order one only for a debit order, the salary deduction one for that, the
 * credit life's credit check and terms with vehicle credit life.
 */
export const consentsPayload = (consents: MotorConsentsDraft, payment: ConsentPayment) => ({
  debitOrder: payment.debitOrder && consents.debitOrder,
  ...(payment.salaryDeduction ? { salaryDeduction: consents.salaryDeduction } : {}),
  terms: consents.terms,
  popiaAndTcf: consents.popiaAndTcf,
  ...(payment.creditLife
    ? { creditCheck: consents.creditCheck, creditLifeTerms: consents.creditLifeTerms }
    : {}),
});
