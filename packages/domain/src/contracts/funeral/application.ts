/**
 * Applications (spec 002 §3 "Funeral quote payload", §4 statuses PENDING → APPROVED → ACTIVE):
 * createQuoteApplication / application/createApplication / create-application turn a quote package into
 * an application; applicationDeclaration accepts T&C and POPIA/TCF, which approves it and issues the policy.
 */
import { z } from 'zod';
import { applicationCoreShape, billingDayField } from '../policy-core.js';
import { funeralQuoteModuleSchema, funeralQuotePayloadSchema } from '../funeral-quote.js';
import {
  beneficiaryListSchema,
  declarationSchema,
  mainMemberDetailsSchema,
  paymentMethodInputSchema,
} from '../common.js';
import { entityIdField } from '../ids.js';
import { policySchema } from './policy.js';

/**
 * The funeral declaration: T&C and POPIA/TCF, and the consents the application needs: the salary deduction
 * one (salaryDeductionConsentText with the premium a month) when an employee's premium is deducted from
 * their salary; the debit order one (debitOrderConsentText with the premium a month and the collection day)
 * when a retail customer pays by debit order; the free benefit asks neither. The server asks for each by the
 * application.
 */
export const funeralDeclarationSchema = declarationSchema.extend({
  consents: z
    .object({ salaryDeduction: z.boolean().default(false), debitOrder: z.boolean().default(false) })
    .default({ salaryDeduction: false, debitOrder: false }),
});
export type FuneralDeclaration = z.output<typeof funeralDeclarationSchema>;

/**
 * createQuoteApplication: the spec's quote payload plus beneficiaries (percentages total 100), the payment
 * method (not needed for the free benefit), the main member's contact details and, optionally, the
 * declaration: with it the application is approved and the policy issued in the same request.
 */
export const createApplicationInputSchema = funeralQuotePayloadSchema.extend({
  billingDay: billingDayField.optional(),
  mainMember: mainMemberDetailsSchema.optional(),
  beneficiaries: beneficiaryListSchema,
  paymentMethod: paymentMethodInputSchema.optional(),
  declaration: funeralDeclarationSchema.optional(),
});
export type CreateApplicationInputDraft = z.input<typeof createApplicationInputSchema>;
export type CreateApplicationInput = z.output<typeof createApplicationInputSchema>;

/** applicationDeclaration: accept the declaration of a PENDING application (→ APPROVED → policy issued). */
export const applicationDeclarationInputSchema = funeralDeclarationSchema.extend({
  applicationId: entityIdField,
});
export type ApplicationDeclarationInput = z.output<typeof applicationDeclarationInputSchema>;

const heldPersonSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  idNumber: z.string(),
  dateOfBirth: z.string(),
});

/**
 * What a PENDING application holds, so that its owner can change it (spec 002 §4 "altering a retail
 * funeral application"): the lives, the beneficiaries and the contact details. Bank details are not
 * returned; they are entered again.
 */
export const applicationHoldingSchema = z.object({
  mainMember: heldPersonSchema,
  contact: z.object({
    title: z.string(),
    mobile: z.string(),
    alternateMobile: z.string(),
    email: z.string(),
    address: z.object({
      formattedAddress: z.string(),
      city: z.string(),
      provience: z.string(),
      code: z.string(),
    }),
  }),
  spouse: heldPersonSchema.nullable(),
  children: z.array(heldPersonSchema.extend({ isStudying: z.boolean(), isDisabled: z.boolean() })),
  extendedFamily: z.array(
    z.object({
      firstName: z.string(),
      lastName: z.string(),
      relationship: z.string(),
      dateOfBirth: z.string(),
      coverageOption: z.string(),
    }),
  ),
  beneficiaries: z.array(
    z.object({
      relation: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      idNumber: z.string(),
      email: z.string(),
      mobile: z.string(),
      alternateMobile: z.string(),
      percentage: z.number().int(),
    }),
  ),
});
export type ApplicationHolding = z.infer<typeof applicationHoldingSchema>;

export const applicationSchema = z.object({
  ...applicationCoreShape,
  module: funeralQuoteModuleSchema,
  /** what it holds while it is PENDING (null once it has moved on) */
  holding: applicationHoldingSchema.nullable().optional(),
});
export type Application = z.infer<typeof applicationSchema>;

/** Reply of createQuoteApplication and applicationDeclaration: the policy once issued, else null. */
export const applicationReplySchema = z.object({
  application: applicationSchema,
  policy: policySchema.nullable(),
  message: z.string(),
});
export type ApplicationReply = z.infer<typeof applicationReplySchema>;

export {
  APPLICATION_MESSAGES,
  APPLICATION_VIEW_STATUSES,
  applicationListQuerySchema,
  billingDayField,
  type ApplicationListQuery,
} from '../policy-core.js';
export const applicationListReplySchema = z.object({ data: z.array(applicationSchema) });

/** checkIfActivePolicyExists: does the caller hold an ACTIVE policy (of a package, when given)? */
export const activePolicyCheckQuerySchema = z.object({ packageName: z.string().trim().min(1).optional() });
export const activePolicyCheckReplySchema = z.object({
  exists: z.boolean(),
  policyId: z.string().nullable(),
  policyNumber: z.string().nullable(),
});
export type ActivePolicyCheckReply = z.infer<typeof activePolicyCheckReplySchema>;
