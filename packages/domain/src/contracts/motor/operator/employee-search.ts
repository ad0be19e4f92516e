/**
 * The desk finds an employee on the roster by salary reference number OR ID number (findEmployee) and
 * registers them as a policy holder on their behalf (registerPolicyHolder). The desk learns names, the
 * salary level and its motor schemes, masked contacts and whether a holder exists (with the most years of
 * motor insurance the employee's age allows); never the ID number or the date of birth.
 */
import { z } from 'zod';
import { emailField, optionalSaMobileField, saIdNumberField } from '../../../validators/zod-fields.js';
import { salaryReferenceNumberField } from '../../accounts/employee.js';
import { motorSchemeField } from '../quote.js';

export const OPERATOR_DESK_MESSAGES = {
  oneKey: 'Please enter the salary reference number or the ID number (one of them)',
  employeeNotFound: 'No employee on the roster matches this salary reference number or ID number',
  holderNotFound: 'This employee is not registered as a policy holder through the desk',
  applicationNotFound: 'Application not found',
  documentsOutstanding:
    'Please upload the driver’s licence (and the finance agreement for a financed vehicle) first',
  notPending: 'This application is no longer waiting for the employee’s acceptance',
  noContact: 'The employee has no email address or cellphone number to send the link to',
  holderCreated: 'The employee is now registered as a policy holder.',
  holderExists: 'The employee is already a policy holder; their details were kept as they are.',
  vehicleRegistered:
    'The vehicle is registered. Upload the driver’s licence, then send the application to the employee to accept.',
  sentForAcceptance:
    'We sent the employee a link to review the application and accept the terms and consents. Cover starts only after they accept (and the inspection is approved).',
  /** sent, and the employee's acceptance will refer it (the referral rules): no start date to promise */
  sentForAcceptanceToUnderwriter:
    'We sent the employee a link to review the application and accept the terms and consents. Once they accept, it goes to an underwriter: cover starts only once the underwriter approves it (and the inspection is approved).',
  inspectionSent: 'The inspection link was sent to the employee’s cellphone.',
  noCellphone: 'The employee has no cellphone number for the inspection link',
  /** the vehicle is on an active policy already (whose is not said): what the operator should do */
  vehicleInsured:
    'This vehicle is already insured with us, so it cannot be registered again. Check the registration number and VIN with the employee: if they are right, stop here and do not send an inspection link. The vehicle can be insured again only once its current policy is cancelled.',
  vehicleFree: 'This vehicle is not insured with us yet.',
} as const;

/** Exactly one of the two keys of the roster. */
const oneRosterKey = <
  T extends { salaryReferenceNumber?: string | undefined; idNumber?: string | undefined },
>(
  value: T,
) => (value.salaryReferenceNumber === undefined) !== (value.idNumber === undefined);

/** An ID number as an operator may type it, in groups ('850314 5123 084'): its spaces removed first. */
const rosterIdNumberField = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(saIdNumberField);

const rosterKeyShape = {
  salaryReferenceNumber: salaryReferenceNumberField.optional(),
  idNumber: rosterIdNumberField.optional(),
};

/** findEmployee: the roster entry by salary reference number or ID number. */
export const findEmployeeInputSchema = z
  .object(rosterKeyShape)
  .refine(oneRosterKey, { message: OPERATOR_DESK_MESSAGES.oneKey, path: ['salaryReferenceNumber'] });
export type FindEmployeeInput = z.output<typeof findEmployeeInputSchema>;

/** The employee's policy holder as the desk sees it: names and masked contacts only. */
export const deskPolicyHolderSchema = z.object({
  policyHolderId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  maskedEmail: z.string(),
  maskedCellphone: z.string().nullable(),
  /** who registered it: the employee themselves, or an operator (until the employee claims it) */
  registeredBy: z.enum(['employee', 'operator']),
  /**
   * the most years of uninterrupted motor insurance the employee's age allows (age − 18, at most 50): the
   * desk is told this number, never the date of birth; null when not known (a copy saved before it was told)
   */
  mostInsuranceYears: z.number().int().min(0).nullable().default(null),
});
export type DeskPolicyHolder = z.infer<typeof deskPolicyHolderSchema>;

export const deskEmployeeSchema = z.object({
  salaryReferenceNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  employeeType: z.string(),
  salaryLevel: z.string(),
  maskedEmail: z.string(),
  maskedCellphone: z.string(),
  /** the motor schemes of the salary level (empty: the employee cannot be quoted on a scheme) */
  schemes: z.array(z.object({ value: motorSchemeField, label: z.string() })),
  policyHolder: deskPolicyHolderSchema.nullable(),
});
export type DeskEmployee = z.infer<typeof deskEmployeeSchema>;

/**
 * registerPolicyHolder: the roster entry by one key; an existing holder with that ID number is used as it is
 * (its details are neither shown nor changed); else a holder is made from the roster, with the email and
 * cellphone corrected when given.
 */
export const registerPolicyHolderInputSchema = z
  .object({ ...rosterKeyShape, email: emailField.optional(), cellphone: optionalSaMobileField })
  .refine(oneRosterKey, { message: OPERATOR_DESK_MESSAGES.oneKey, path: ['salaryReferenceNumber'] });
export type RegisterPolicyHolderInput = z.output<typeof registerPolicyHolderInputSchema>;
export type RegisterPolicyHolderDraft = z.input<typeof registerPolicyHolderInputSchema>;

export const registerPolicyHolderReplySchema = z.object({
  policyHolder: deskPolicyHolderSchema,
  created: z.boolean(),
  message: z.string(),
});
export type RegisterPolicyHolderReply = z.infer<typeof registerPolicyHolderReplySchema>;
