/**
 * Credit life taken on its own (createIndividualCreditLife, spec 002 §7; standalone for employees) and
 * changed while it is pending (editCreditLifeApplication): the financed item as the line describes it, the
 * balance, the person responsible, the beneficiaries and the payment; with the consents it is issued at once.
 */
import { z } from 'zod';
import { beneficiaryListSchema, paymentMethodInputSchema } from '../common.js';
import { entityIdField } from '../ids.js';
import { billingDayField } from '../policy-core.js';
import { CREDIT_LIFE_MESSAGES, deviceOutstandingBalanceField } from './quote.js';
import { personResponsibleSchema } from './details.js';

export const CREDIT_LIFE_CONSENT_TEXT_VERSION = 'credit-life-consents-2026-11';
export const CREDIT_LIFE_CONSENT_TEXTS = {
  debitOrder:
    'I authorise the insurer to collect the monthly premium from the bank account I gave, on the billing day I chose, until I cancel the policy.',
  creditCheck:
    'I agree that the insurer may confirm the finance and its outstanding balance with the credit provider.',
  terms: 'I have read and accept the terms and conditions of credit life cover.',
  popia:
    'I agree that my personal information is processed to provide this cover, as the privacy notice (POPIA) explains.',
} as const;

const consent = z.literal(true, { message: 'Please give this consent to continue' });
/**
 * The consents: credit check, terms and POPIA always; the debit order one only for a debit order, the salary
 * deduction one (salaryDeductionConsentText with the premium a month) only for an employee's salary deduction.
 * The server asks for each by the application's payment.
 */
export const creditLifeConsentsSchema = z.object({
  debitOrder: z.boolean().default(false),
  salaryDeduction: z.boolean().default(false),
  creditCheck: consent,
  terms: consent,
  popia: consent,
});

const issuedPercentageField = z
  .number({ message: CREDIT_LIFE_MESSAGES.issuedPercentage })
  .int(CREDIT_LIFE_MESSAGES.issuedPercentage)
  .min(0, CREDIT_LIFE_MESSAGES.issuedPercentage)
  .max(100, CREDIT_LIFE_MESSAGES.issuedPercentage);

/** What any standalone credit life application holds beside its financed item, with the line's balance field. */
export const individualCreditLifeShapeWith = <B extends z.ZodNumber>(outstandingBalance: B) => ({
  outstandingBalance,
  personResponsibleForFinancing: personResponsibleSchema,
  beneficiariesDetails: beneficiaryListSchema,
  issuedPercentage: issuedPercentageField.default(0),
  addAnotherBeneficiary: z.boolean().default(true),
  paymentMethod: paymentMethodInputSchema,
  billingDay: billingDayField.optional(),
  consents: creditLifeConsentsSchema.optional(),
});

/** The phone's (balances up to R100 000). */
export const individualCreditLifeShape = individualCreditLifeShapeWith(deviceOutstandingBalanceField);

/** editCreditLifeApplication's fields, with the line's balance field. */
export const editCreditLifeApplicationShapeWith = <B extends z.ZodNumber>(outstandingBalance: B) => ({
  applicationId: entityIdField,
  outstandingBalance: outstandingBalance.optional(),
  personResponsibleForFinancing: personResponsibleSchema.optional(),
  beneficiariesDetails: beneficiaryListSchema.optional(),
  issuedPercentage: issuedPercentageField.optional(),
  consents: creditLifeConsentsSchema.optional(),
});

/** editCreditLifeApplication: any of the details of a PENDING application, and optionally the consents. */
export const editCreditLifeApplicationInputSchema = z.object(
  editCreditLifeApplicationShapeWith(deviceOutstandingBalanceField),
);
/** What the service takes: any line's edit (a vehicle's may change the additional percentage too). */
export type EditCreditLifeApplicationInput = z.output<typeof editCreditLifeApplicationInputSchema> & {
  additionalPercentage?: number | undefined;
};

/** What a credit life line finances: a vehicle (by its VIN) or a phone (by its IMEI). */
export type FinancedItemKind = 'vehicle' | 'phone';

const FINANCE_OF: Record<FinancedItemKind, string> = {
  vehicle: 'This vehicle’s finance',
  phone: 'This phone’s finance',
};

/**
 * The refusal of a second credit life on a financed item that one already covers (QA walk 7 finding 1: the
 * customer paid twice for one loan): the customer's own policy or application is named; another customer's
 * is not (their data), as the vehicle and IMEI already-insured refusals name no one.
 */
export function creditLifeExistsMessage(
  item: FinancedItemKind,
  existing: { policyNumber: string } | { applicationNumber: string } | null,
): string {
  const finance = FINANCE_OF[item];
  if (existing === null)
    return `${finance} already has credit life with us. If the finance is now yours, please request a call back.`;
  if ('policyNumber' in existing)
    return `${finance} already has credit life with us: policy ${existing.policyNumber}. One finance needs only one credit life policy.`;
  return `${finance} already has a credit life application with us: ${existing.applicationNumber}. Please continue that application rather than start another.`;
}
