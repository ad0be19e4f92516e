/**
 * What credit life needs besides the balance (spec 001 §3 creditLifeDetails, spec 002 §3 device
 * registration): the person responsible for the finance, the beneficiaries (percentages total 100), the
 * issued percentage (default 0) and the wizard's addAnotherBeneficiary (default true).
 */
import { z } from 'zod';
import { personNameField, saIdNumberField } from '../../validators/zod-fields.js';
import { beneficiaryListSchema, beneficiarySchema } from '../common.js';
import { policyIdField } from '../ids.js';
import { CREDIT_LIFE_MESSAGES, deviceOutstandingBalanceField } from './quote.js';

/** The person whose death or permanent disability settles the finance. */
export const personResponsibleSchema = z.object({
  firstName: personNameField,
  lastName: personNameField,
  idNumber: saIdNumberField,
});
export type PersonResponsible = z.infer<typeof personResponsibleSchema>;

export const creditLifeDetailsSchema = z.object({
  outstandingBalance: deviceOutstandingBalanceField,
  personResponsibleForFinancing: personResponsibleSchema,
  beneficiariesDetails: beneficiaryListSchema,
  issuedPercentage: z
    .number({ message: CREDIT_LIFE_MESSAGES.issuedPercentage })
    .int(CREDIT_LIFE_MESSAGES.issuedPercentage)
    .min(0, CREDIT_LIFE_MESSAGES.issuedPercentage)
    .max(100, CREDIT_LIFE_MESSAGES.issuedPercentage)
    .default(0),
  addAnotherBeneficiary: z.boolean().default(true),
});
export type CreditLifeDetailsDraft = z.input<typeof creditLifeDetailsSchema>;
export type CreditLifeDetails = z.output<typeof creditLifeDetailsSchema>;

/** The finance a credit life policy or application covers, as shown (cents). */
export const creditLifeCoverShape = {
  type: z.literal('credit_life'),
  /** what is financed, e.g. 'Samsung Galaxy A15 128 GB (IMEI …4821)' */
  financedItem: z.string(),
  outstandingBalance: z.number().int(),
  totalAmountInsured: z.number().int(),
  maximumMonthlyPremium: z.number().int(),
  issuedPercentage: z.number().int(),
  personResponsibleForFinancing: z.object({
    firstName: z.string(),
    lastName: z.string(),
    idNumber: z.string(),
  }),
};

/** The credit life part of a policy's view. */
export const creditLifeModuleSchema = z.object({
  ...creditLifeCoverShape,
  /** the device (or vehicle) policy it was sold with, if any */
  linkedPolicyId: z.string().nullable(),
  beneficiaries: z.array(beneficiarySchema),
});
export type CreditLifeModule = z.infer<typeof creditLifeModuleSchema>;

/**
 * The credit life taken with another application (a phone's, a vehicle's), as staff or the person it was
 * declared for read it: what it pays off (the outstanding balance and the additional percentage, whole
 * percent; the amount insured, cents), its premium a month, its beneficiaries, and its policy once issued.
 * Who is responsible for the finance is each reader's own (never an ID number).
 */
export const linkedCreditLifeCoverSchema = z.object({
  applicationNumber: z.string(),
  policyId: z.string().nullable(),
  policyNumber: z.string().nullable(),
  outstandingBalance: z.number().int(),
  additionalPercentage: z.number().int(),
  totalAmountInsured: z.number().int(),
  monthlyPremium: z.number().int(),
  beneficiaries: z.array(z.object({ name: z.string(), relation: z.string(), percentage: z.number().int() })),
});
export type LinkedCreditLifeCover = z.infer<typeof linkedCreditLifeCoverSchema>;

/**
 * editBeneficiary on an issued credit life policy (QA walk 11 no. 5): its beneficiaries replaced as a whole,
 * by the same list the application takes (at least one, percentages totalling 100).
 */
export const creditLifeBeneficiariesChangeInputSchema = z.object({
  policyId: policyIdField,
  beneficiaries: beneficiaryListSchema,
});
export type CreditLifeBeneficiariesChangeInput = z.output<typeof creditLifeBeneficiariesChangeInputSchema>;
