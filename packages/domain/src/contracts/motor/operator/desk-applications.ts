/**
 * The motor work an operator does for a rostered employee's policy holder: the motor contracts with the
 * holder's id added (policyHolderId), and the application as the desk sees it: the motor application (no
 * claims, no bank account number: it shows the payment type only), whose holder it is, the employee's
 * acceptance and every action done on it.
 */
import { z } from 'zod';
import { entityIdField } from '../../ids.js';
import { linkedCreditLifeCoverSchema, personResponsibleSchema } from '../../credit-life/details.js';
import {
  creditLifeDetailsWhenChosen,
  motorApplicationSchema,
  motorRegistrationInputSchema,
} from '../application.js';
import { createPreInspectionInputSchema, preInspectionSchema } from '../pre-inspection.js';
import { shownStatusListQuerySchema } from '../../application-shown-status.js';
import { motorQuoteInputSchema } from '../quote.js';
import {
  totalAmountInsuredAsSent,
  vehicleCreditLifeDetailsSchema,
  vehicleCreditLifeQuoteInputSchema,
} from '../credit-life.js';

const holderIdShape = { policyHolderId: entityIdField };

/** getVehicleQuote: the motor quote input for the holder (rated on the employee's scheme). */
export const operatorQuoteInputSchema = motorQuoteInputSchema.safeExtend(holderIdShape);
export type OperatorQuoteInput = z.output<typeof operatorQuoteInputSchema>;
export type OperatorQuoteDraft = z.input<typeof operatorQuoteInputSchema>;

/**
 * getVehicleCreditLifeQuote at the desk: vehicle credit life's quote input for the holder (priced as the
 * employee's, a quote package owned by the operator).
 */
export const operatorCreditLifeQuoteInputSchema = vehicleCreditLifeQuoteInputSchema.safeExtend(holderIdShape);
export type OperatorCreditLifeQuoteInput = z.output<typeof operatorCreditLifeQuoteInputSchema>;
export type OperatorCreditLifeQuoteDraft = z.input<typeof operatorCreditLifeQuoteInputSchema>;

/**
 * checkVehicleExists at the desk: is a vehicle with this registration number or VIN insured already? Asked
 * when the operator enters them, before the inspection link goes to the employee; the reply says only
 * whether it is (never whose policy it is), in the operator's words.
 */
export const operatorVehicleCheckInputSchema = z
  .object({
    registrationNo: z.string().trim().max(20).optional(),
    vin: z.string().trim().max(20).optional(),
  })
  .refine((input) => Boolean(input.registrationNo || input.vin), {
    message: 'Please give the registration number or the VIN',
    path: ['registrationNo'],
  });
export type OperatorVehicleCheckInput = z.output<typeof operatorVehicleCheckInputSchema>;

/** sendInspectionSms: a pre-inspection of the vehicle for the holder; its link goes to their cellphone. */
export const operatorInspectionInputSchema = createPreInspectionInputSchema.safeExtend(holderIdShape);
export type OperatorInspectionInput = z.output<typeof operatorInspectionInputSchema>;
export type OperatorInspectionDraft = z.input<typeof operatorInspectionInputSchema>;

/** getPreinspectionById: one pre-inspection the operator started (its status for the desk). */
export const operatorPreInspectionQuerySchema = z.object({ preInspectionId: entityIdField });

/** A pre-inspection as the desk sees it (no photo previews), with where the link went. */
export const operatorPreInspectionSchema = preInspectionSchema;
export type OperatorPreInspection = z.infer<typeof operatorPreInspectionSchema>;

/**
 * The employee as the person responsible for the finance, sent by the desk instead of their names and ID
 * number: the desk is never shown an employee's ID number, so the server fills the person in from the
 * roster entry of the holder the desk acts for.
 */
export const THE_EMPLOYEE_RESPONSIBLE = { theEmployee: true } as const;
export const theEmployeeResponsibleSchema = z.object({ theEmployee: z.literal(true) });

/** The desk's creditLifeDetails: the motor wizard's, whose person responsible may be the employee. */
export const operatorCreditLifeDetailsSchema = z
  .object({
    ...vehicleCreditLifeDetailsSchema.shape,
    personResponsibleForFinancing: z.union([theEmployeeResponsibleSchema, personResponsibleSchema]),
  })
  .superRefine(totalAmountInsuredAsSent);
export type OperatorCreditLifeDetailsDraft = z.input<typeof operatorCreditLifeDetailsSchema>;

/**
 * registerVehicle: the motor registration form for the holder, vehicle credit life's person responsible
 * possibly the employee. The declaration is the employee's own.
 */
export const operatorRegistrationInputSchema = z
  .object({
    ...motorRegistrationInputSchema.shape,
    ...holderIdShape,
    creditLifeDetails: operatorCreditLifeDetailsSchema.optional(),
  })
  .superRefine(creditLifeDetailsWhenChosen);
export type OperatorRegistrationInput = z.output<typeof operatorRegistrationInputSchema>;
export type OperatorRegistrationDraft = z.input<typeof operatorRegistrationInputSchema>;

export const ON_BEHALF_ACCEPTANCE_STATUSES = ['NOT_SENT', 'SENT', 'EXPIRED', 'ACCEPTED', 'DECLINED'] as const;
export type OnBehalfAcceptanceStatus = (typeof ON_BEHALF_ACCEPTANCE_STATUSES)[number];

export const ON_BEHALF_ACCEPTANCE_LABELS: Readonly<Record<OnBehalfAcceptanceStatus, string>> = {
  NOT_SENT: 'Not yet sent to the employee',
  SENT: 'Waiting for the employee to accept',
  EXPIRED: 'The employee’s link expired: send it again',
  ACCEPTED: 'Accepted by the employee',
  DECLINED: 'Declined by the employee: they told us what is wrong',
};

/** The employee's acceptance of an application made on their behalf. */
export const onBehalfAcceptanceSchema = z.object({
  status: z.enum(ON_BEHALF_ACCEPTANCE_STATUSES),
  statusLabel: z.string(),
  sentAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
});
export type OnBehalfAcceptance = z.infer<typeof onBehalfAcceptanceSchema>;

/** One action on the application: who (operator display name, the employee, or the system), when, what. */
export const onBehalfActionSchema = z.object({
  at: z.string(),
  actor: z.enum(['operator', 'employee', 'system']),
  by: z.string(),
  type: z.string(),
  summary: z.string(),
  changes: z.record(z.string(), z.unknown()),
});
export type OnBehalfAction = z.infer<typeof onBehalfActionSchema>;

/**
 * Whether the cover waits for an underwriter's approval: the employee's acceptance will refer the
 * application (the referral rules the acceptance applies), or an underwriter has it now (referred, on hold,
 * or its recommendation awaiting approval). Its cover then starts only once it is approved, not on its date.
 */
export const goesToUnderwriterField = z.boolean();

/**
 * The vehicle credit life taken with an application made on the employee's behalf, as declared for them:
 * the outstanding balance, the additional percentage and the amount insured (cents and whole percent), its
 * premium, who is responsible for the finance (the employee, or another person by name: never an ID number)
 * and the beneficiaries; its policy once issued. Null on an application without it.
 */
export const onBehalfCreditLifeSchema = linkedCreditLifeCoverSchema.extend({
  responsible: z.object({ theEmployee: z.boolean(), name: z.string() }),
});
export type OnBehalfCreditLife = z.infer<typeof onBehalfCreditLifeSchema>;

export const operatorApplicationSchema = motorApplicationSchema.extend({
  holder: z.object({
    policyHolderId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    salaryReferenceNumber: z.string(),
  }),
  /** the display name of the operator who made the application */
  operatorName: z.string(),
  /**
   * who is responsible for the finance vehicle credit life covers (null without it): the employee, or
   * another person by name (never an ID number)
   */
  financeResponsible: z.object({ theEmployee: z.boolean(), name: z.string() }).nullable(),
  acceptance: onBehalfAcceptanceSchema,
  actions: z.array(onBehalfActionSchema),
  goesToUnderwriter: goesToUnderwriterField,
  /** the vehicle credit life taken with it, with its policy once issued (null without it) */
  creditLifeCover: onBehalfCreditLifeSchema.nullable(),
  /** why the underwriter is needed, in the staff's words (empty when not): for the operator only */
  referralReasons: z.array(z.string()),
  /** when the operator archived it at the desk (it then reads 'Archived'); null: in the desk's list */
  deskArchivedAt: z.string().nullable(),
});
export type OperatorApplication = z.infer<typeof operatorApplicationSchema>;

export const operatorApplicationListReplySchema = z.object({ data: z.array(operatorApplicationSchema) });

export const operatorApplicationReplySchema = z.object({
  application: operatorApplicationSchema,
  message: z.string(),
});
export type OperatorApplicationReply = z.infer<typeof operatorApplicationReplySchema>;

export const operatorApplicationIdInputSchema = z.object({ applicationId: entityIdField });

/** The desk's audit of its archive (staff-only events of the application: the employee never reads them). */
export const DESK_ARCHIVE_EVENTS = {
  archived: 'on_behalf.desk_archived',
  unarchived: 'on_behalf.desk_unarchived',
} as const;

export const DESK_LIST_MESSAGES = {
  searchEmpty: 'Type a name, salary reference number or application number',
  searchTooLong: 'Type at most 100 characters',
  archived: 'Archived: you find it under the Archived filter',
  unarchived: 'Back in your list of applications',
  notArchivable:
    'Only an application that is active, declined, cancelled or whose link expired unanswered can be archived',
  notArchived: 'This application is not archived',
  alreadyArchived: 'This application is archived already',
} as const;

/**
 * searchApplications (QA H2 finding 1): the desk's list narrowed to the applications whose employee's name,
 * salary reference number or application number holds the words typed, filtered and limited as
 * getApplications is. Sent in a POST body: what the operator types (a salary reference) is never in an address.
 */
export const deskApplicationSearchInputSchema = shownStatusListQuerySchema
  .omit({ policyHolderId: true })
  .extend({
    search: z
      .string()
      .trim()
      .min(1, DESK_LIST_MESSAGES.searchEmpty)
      .max(100, DESK_LIST_MESSAGES.searchTooLong),
  });
export type DeskApplicationSearchInput = z.output<typeof deskApplicationSearchInputSchema>;
export type DeskApplicationSearchDraft = z.input<typeof deskApplicationSearchInputSchema>;

/** sendForAcceptance: emails and texts the employee the review link (once the documents are complete). */
export const sendForAcceptanceReplySchema = z.object({
  application: operatorApplicationSchema,
  maskedEmail: z.string().nullable(),
  maskedCellphone: z.string().nullable(),
  expiresAt: z.string(),
  message: z.string(),
});
export type SendForAcceptanceReply = z.infer<typeof sendForAcceptanceReplySchema>;
