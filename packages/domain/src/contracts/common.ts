/**
 * Building blocks every line's contracts share: money, dates, the beneficiary shapes and payment details
 * (spec 002 §3 "Funeral policy", step3/step6 of the wizard, first used by funeral). Money is integer
 * cents; dates are 'YYYY-MM-DD'; timestamps are ISO strings.
 */
import { z } from 'zod';
import { policyIdField } from './ids.js';
import { BANK_ACCOUNT_TYPES } from '../constants/banks.js';
import { BENEFICIARY_RELATIONS } from '../constants/relationships.js';
import { TITLES } from '../constants/titles.js';
import { parseIsoDate } from '../validators/calendar.js';
import {
  emailField,
  optionalSaMobileField,
  personNameField,
  saIdNumberField,
} from '../validators/zod-fields.js';

export const CONTRACT_MESSAGES = {
  date: 'Please enter a real date: day, month and year',
  policyId: 'Please choose a policy',
  beneficiaryTotal: 'Beneficiary percentages must add up to 100%',
  beneficiaryRequired: 'Please add at least one beneficiary',
  percentage: 'A percentage is a whole number from 1 to 100',
  relation: 'Please choose the relationship',
  bankAccountNumber: 'Please enter a valid bank account number (6 to 16 digits)',
  branchCode: 'Please enter a 6-digit branch code',
  title: 'Please choose a title',
} as const;

export const centsField = z.number().int();
export const positiveCentsField = z.number().int().min(0);

export const isoDateField = z
  .string()
  .trim()
  .refine((value) => parseIsoDate(value) !== null, CONTRACT_MESSAGES.date);

export const policyIdInputSchema = z.object({ policyId: policyIdField });
export type PolicyIdInput = z.infer<typeof policyIdInputSchema>;

const beneficiaryRelationValues = BENEFICIARY_RELATIONS.map((relation) => relation.value) as [
  (typeof BENEFICIARY_RELATIONS)[number]['value'],
  ...(typeof BENEFICIARY_RELATIONS)[number]['value'][],
];
const accountTypeValues = BANK_ACCOUNT_TYPES.map((type) => type.value) as [
  (typeof BANK_ACCOUNT_TYPES)[number]['value'],
  ...(typeof BANK_ACCOUNT_TYPES)[number]['value'][],
];

export const titleField = z.enum(TITLES, { message: CONTRACT_MESSAGES.title });
export const beneficiaryRelationField = z.enum(beneficiaryRelationValues, {
  message: CONTRACT_MESSAGES.relation,
});

/** A beneficiary as entered (wizard step3 / editBeneficiary): integer percentage 1–100. */
export const beneficiaryInputSchema = z.object({
  relation: beneficiaryRelationField,
  firstName: personNameField,
  lastName: personNameField,
  idNumber: saIdNumberField.optional(),
  email: emailField.optional(),
  mobile: optionalSaMobileField.optional(),
  alternateMobile: optionalSaMobileField.optional(),
  percentage: z
    .number({ message: CONTRACT_MESSAGES.percentage })
    .int(CONTRACT_MESSAGES.percentage)
    .min(1, CONTRACT_MESSAGES.percentage)
    .max(100, CONTRACT_MESSAGES.percentage),
});
export type BeneficiaryInput = z.infer<typeof beneficiaryInputSchema>;

/** The beneficiaries of a policy, replaced as a whole: at least one, percentages totalling exactly 100. */
export const beneficiaryListSchema = z
  .array(beneficiaryInputSchema)
  .min(1, CONTRACT_MESSAGES.beneficiaryRequired)
  .max(10)
  .refine(
    (list) => list.reduce((sum, entry) => sum + entry.percentage, 0) === 100,
    CONTRACT_MESSAGES.beneficiaryTotal,
  );

/** A beneficiary as returned (reply schemas carry no transforms: they also serialise replies). */
export const beneficiarySchema = z.object({
  beneficiaryId: z.string(),
  relation: beneficiaryRelationField,
  firstName: z.string(),
  lastName: z.string(),
  idNumber: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  alternateMobile: z.string().nullable(),
  percentage: z.number().int(),
});
export type Beneficiary = z.infer<typeof beneficiarySchema>;

/** Debit order bank details (wizard step6). */
export const debitOrderDetailsSchema = z.object({
  type: z.literal('debit_order'),
  bankName: z.string().trim().min(1).max(60),
  branchCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, CONTRACT_MESSAGES.branchCode),
  accountHolderName: personNameField,
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{6,16}$/, CONTRACT_MESSAGES.bankAccountNumber),
  accountType: z.enum(accountTypeValues),
  /** the debit order date as a day number; the billing day of the policy when omitted */
  debitOrderDate: z.number().int().min(1).max(31).optional(),
});

/** Salary deduction: the salary reference number comes from the signed-in employee, never the body. */
export const salaryDeductionDetailsSchema = z.object({ type: z.literal('deduct_from_salary') });

export const paymentMethodInputSchema = z.discriminatedUnion('type', [
  debitOrderDetailsSchema,
  salaryDeductionDetailsSchema,
]);
export type PaymentMethodInput = z.infer<typeof paymentMethodInputSchema>;

/** Payment details as returned: the account number is masked to its last 4 digits. */
export const paymentDetailsSchema = z.object({
  paymentMethodId: z.string(),
  type: z.enum(['debit_order', 'deduct_from_salary']),
  bankName: z.string().nullable(),
  branchCode: z.string().nullable(),
  accountHolderName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  accountType: z.string().nullable(),
  debitOrderDate: z.number().int().nullable(),
  salaryReferenceNumber: z.string().nullable(),
  updatedAt: z.string(),
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

/** The main member's contact details captured in wizard step3 (identity is the policy holder's). */
export const mainMemberDetailsSchema = z.object({
  title: titleField.optional(),
  mobile: optionalSaMobileField.optional(),
  alternateMobile: optionalSaMobileField.optional(),
  email: emailField.optional(),
  address: z
    .object({
      formattedAddress: z.string().trim().max(200).optional(),
      city: z.string().trim().max(80).optional(),
      provience: z.string().trim().max(40).optional(),
      code: z.string().trim().max(10).optional(),
    })
    .optional(),
});
export type MainMemberDetails = z.infer<typeof mainMemberDetailsSchema>;

/** A plain acknowledgement. */
/** A stored consent: what was agreed, when, and the version of the text shown. */
export const consentRecordSchema = z.object({
  key: z.string(),
  text: z.string(),
  textVersion: z.string(),
  acceptedAt: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

export const okReplySchema = z.object({ ok: z.literal(true), message: z.string() });

export const DECLARATION_MESSAGES = {
  acceptTandc: 'Please accept the terms and conditions',
  acceptPOPIAandTCF: 'Please accept the POPIA and TCF consent',
} as const;

/** The declaration of an application (wizard step5): both must be accepted (true). */
export const declarationSchema = z.object({
  acceptTandc: z.literal(true, { message: DECLARATION_MESSAGES.acceptTandc }),
  acceptPOPIAandTCF: z.literal(true, { message: DECLARATION_MESSAGES.acceptPOPIAandTCF }),
});
export type Declaration = z.infer<typeof declarationSchema>;
