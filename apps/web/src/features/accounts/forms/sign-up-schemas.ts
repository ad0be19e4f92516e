import { z } from 'zod';
import {
  emailField,
  employeeRegistrationSchema,
  passwordField,
  personNameField,
  saIdNumberField,
  saMobileField,
} from '@cover/domain';
import { passwordsMatch } from './password-match';

const preferredUsernameField = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(40, 'Username must be at most 40 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may contain letters, digits, dots, dashes and underscores only')
  .refine((value) => !/^\d{13}$/.test(value), 'Please choose a username that is not an ID number');

const consent = {
  acceptPOPIA: z.boolean().refine((value) => value, 'Please accept the POPIA consent to continue'),
  acceptTerms: z.boolean().refine((value) => value, 'Please accept the terms and conditions to continue'),
};

/** Retail sign-up (spec 000 §2): the SA ID number is the account identity; the username is its alias. */
export const retailSignUpFormSchema = z
  .object({
    idNumber: saIdNumberField,
    preferredUsername: preferredUsernameField,
    firstName: personNameField,
    lastName: personNameField,
    email: emailField,
    mobile: saMobileField,
    password: passwordField,
    confirmPassword: z.string(),
    ...consent,
  })
  .refine(...passwordsMatch<{ password: string; confirmPassword: string }>('password'));
export type RetailSignUpForm = z.input<typeof retailSignUpFormSchema>;
export type RetailSignUpValues = z.output<typeof retailSignUpFormSchema>;

/** Employee registration: the shared contract plus the password confirmation. */
export const employeeRegisterFormSchema = employeeRegistrationSchema
  .extend({ confirmPassword: z.string(), ...consent })
  .refine(...passwordsMatch<{ password: string; confirmPassword: string }>('password'));
export type EmployeeRegisterForm = z.input<typeof employeeRegisterFormSchema>;
export type EmployeeRegisterValues = z.output<typeof employeeRegisterFormSchema>;
