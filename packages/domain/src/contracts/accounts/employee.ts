import { z } from 'zod';
import {
  emailField,
  passwordField,
  personNameField,
  saIdNumberField,
  saMobileField,
} from '../../validators/zod-fields.js';
import { currentPasswordField, userProfileSchema } from './profile.js';

export const salaryReferenceNumberField = z
  .string()
  .trim()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{5,12}$/, 'Please enter the salary reference number: 5 to 12 digits'));

/** GET api/employee/getEmployeeData?salaryReferenceNumber= (public, during registration; rate-limited). */
export const employeeDataLookupQuerySchema = z.object({ salaryReferenceNumber: salaryReferenceNumberField });
/**
 * What registration may learn from the roster: names and masked contacts only, never the ID number.
 * 409 → "User with this given Salary reference number is already registered, Please login to continue";
 * 404 → "No employee data available for the given salary reference number".
 */
export const employeeRosterMatchSchema = z.object({
  salaryReferenceNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  employeeType: z.string(),
  maskedEmail: z.string(),
  maskedCellphone: z.string(),
});
export type EmployeeRosterMatch = z.infer<typeof employeeRosterMatchSchema>;

/** The employee self-registration form (spec 000 §2): also the custom attributes sent to the employee pool. */
export const employeeRegistrationSchema = z.object({
  idNumber: saIdNumberField,
  firstName: personNameField,
  lastName: personNameField,
  email: emailField,
  cellNumber: saMobileField,
  employeeType: z.string().trim().min(1, 'Please choose your employee type'),
  salaryReferenceNumber: salaryReferenceNumberField,
  userName: z
    .string()
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(40, 'Username must be at most 40 characters')
    .regex(/^[A-Za-z0-9_.-]+$/, 'Username may contain letters, digits, dots, dashes and underscores only'),
  password: passwordField,
  communicationType: z.enum(['email', 'sms']),
  acceptPOPIA: z.literal(true, { message: 'Please accept the POPIA consent to continue' }),
  acceptTerms: z.literal(true, { message: 'Please accept the terms and conditions to continue' }),
});
export type EmployeeRegistration = z.input<typeof employeeRegistrationSchema>;

/** POST api/employee/registration/check: the whole form checked against the roster before sign-up. */
export const employeeRegistrationCheckSchema = employeeRegistrationSchema.omit({ password: true });

/** The signed-in employee's profile: the retail fields plus the employee fields (spec 000 §3). */
export const employeeProfileSchema = userProfileSchema.extend({
  salaryReferenceNumber: z.string().nullable(),
  employeeType: z.string().nullable(),
  acceptPOPIA: z.boolean(),
  acceptTerms: z.boolean(),
  saIdNumber: z.string().nullable(),
  employeeDetails: z.array(
    z.object({
      salaryLevel: z.string(),
      employeeType: z.string(),
      firstName: z.string(),
      lastName: z.string(),
    }),
  ),
});
export type EmployeeProfile = z.infer<typeof employeeProfileSchema>;

/** POST api/employee/adminUpdateUserAttributes (spec payload: username, preferred_username, phone_number). */
export const employeeAdminUpdateSchema = z.object({
  username: z.string().trim().min(1),
  preferred_username: z.string().trim().min(3).max(40).optional(),
  phone_number: saMobileField.optional(),
  /** needed with a new phone_number (see updateProfileAttributesSchema) */
  currentPassword: currentPasswordField.optional(),
});

/** POST api/employee/adminDeleteUser: the signed-in employee deletes their own account. */
export const employeeAdminDeleteSchema = z.object({ username: z.string().trim().min(1) });

/**
 * The reply to POST api/employee/registration/check: the form matches the roster; `username` is the pool
 * username to sign up with (the roster's salary reference number, leading zero as on the roster).
 */
export const employeeRegistrationCheckReplySchema = z.object({ username: z.string() });
