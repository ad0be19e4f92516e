/**
 * Applications (spec 002 §3 "Funeral quote payload", §4 statuses PENDING → APPROVED → ACTIVE):
 * createQuoteApplication / application/createApplication / create-application turn a quote package into
 * an application; applicationDeclaration accepts T&C and POPIA/TCF, which approves it and issues the policy.
 */
import { z } from 'zod';
import { APPLICATION_STATUSES } from '../../constants/statuses.js';
import { funeralQuoteModuleSchema, funeralQuotePayloadSchema } from '../funeral-quote.js';
import {
  beneficiaryListSchema,
  declarationSchema,
  mainMemberDetailsSchema,
  paymentMethodInputSchema,
} from '../common.js';
import { entityIdField } from '../ids.js';
import { policySchema } from './policy.js';

export const APPLICATION_MESSAGES = {
  billingDay: 'Please choose a billing day: the 12th, 15th, 20th, 25th or the last day',
} as const;

/** The billing days of the constants: 12, 15, 20, 25 or 31 (= the last day of the month). */
export const billingDayField = z.union(
  [z.literal(12), z.literal(15), z.literal(20), z.literal(25), z.literal(31)],
  {
    message: APPLICATION_MESSAGES.billingDay,
  },
);


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
  declaration: declarationSchema.optional(),
});
export type CreateApplicationInputDraft = z.input<typeof createApplicationInputSchema>;
export type CreateApplicationInput = z.output<typeof createApplicationInputSchema>;

/** applicationDeclaration: accept the declaration of a PENDING application (→ APPROVED → policy issued). */
export const applicationDeclarationInputSchema = declarationSchema.extend({ applicationId: entityIdField });
export type ApplicationDeclarationInput = z.infer<typeof applicationDeclarationInputSchema>;

/** The lifecycle adds CANCELLED and ARCHIVED to the spec's PENDING, APPROVED, ACTIVE. */
export const APPLICATION_VIEW_STATUSES = [...APPLICATION_STATUSES, 'CANCELLED', 'ARCHIVED'] as const;

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
  applicationId: z.string(),
  quotePackageId: z.string(),
  policyHolderId: z.string(),
  packageName: z.string(),
  status: z.enum(APPLICATION_VIEW_STATUSES),
  statusDisplayValue: z.string(),
  sumAssured: z.number().int(),
  monthlyPremium: z.number().int(),
  currency: z.string(),
  billingDay: z.number().int().nullable(),
  paymentMethodId: z.string().nullable(),
  policyId: z.string().nullable(),
  policyNumber: z.string().nullable(),
  declarationAcceptedAt: z.string().nullable(),
  module: funeralQuoteModuleSchema,
  /** what it holds while it is PENDING (null once it has moved on) */
  holding: applicationHoldingSchema.nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  recentlyUpdated: z.boolean(),
});
export type Application = z.infer<typeof applicationSchema>;

/** Reply of createQuoteApplication and applicationDeclaration: the policy once issued, else null. */
export const applicationReplySchema = z.object({
  application: applicationSchema,
  policy: policySchema.nullable(),
  message: z.string(),
});
export type ApplicationReply = z.infer<typeof applicationReplySchema>;

/** getApplicationByPolicyHolder / get-applications filters (spec 002 §7: policyHolderId, limit, status). */
export const applicationListQuerySchema = z.object({
  policyHolderId: z.string().trim().uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  status: z.enum(APPLICATION_VIEW_STATUSES).optional(),
});
export type ApplicationListQuery = z.output<typeof applicationListQuerySchema>;

export const applicationListReplySchema = z.object({ data: z.array(applicationSchema) });

/** checkIfActivePolicyExists: does the caller hold an ACTIVE policy (of a package, when given)? */
export const activePolicyCheckQuerySchema = z.object({ packageName: z.string().trim().min(1).optional() });
export const activePolicyCheckReplySchema = z.object({
  exists: z.boolean(),
  policyId: z.string().nullable(),
  policyNumber: z.string().nullable(),
});
export type ActivePolicyCheckReply = z.infer<typeof activePolicyCheckReplySchema>;
