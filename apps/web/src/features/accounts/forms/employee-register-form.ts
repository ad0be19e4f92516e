import type { EmployeeRegisterForm, EmployeeRegisterValues } from './sign-up-schemas';

/** Employee types on the employer's roster. */
export const EMPLOYEE_TYPES = ['Permanent', 'Fixed term', 'Contractor', 'Part time'] as const;
const FORM_FIELDS = [
  'salaryReferenceNumber',
  'idNumber',
  'firstName',
  'lastName',
  'email',
  'cellNumber',
  'employeeType',
  'userName',
] as const;
type ServerField = (typeof FORM_FIELDS)[number];
export const isServerField = (name: string): name is ServerField =>
  (FORM_FIELDS as readonly string[]).includes(name);

export const EMPLOYEE_REGISTER_DEFAULTS: EmployeeRegisterForm = {
  salaryReferenceNumber: '',
  idNumber: '',
  firstName: '',
  lastName: '',
  email: '',
  cellNumber: '',
  employeeType: '',
  userName: '',
  password: '',
  confirmPassword: '',
  communicationType: 'email',
  acceptPOPIA: false,
  acceptTerms: false,
};

/** The employee pool's attributes for a registration (standard ones plus the custom employee ones). */
export function employeePoolAttributes(
  form: Omit<EmployeeRegisterValues, 'password' | 'confirmPassword'>,
): Record<string, string> {
  return {
    email: form.email,
    given_name: form.firstName,
    family_name: form.lastName,
    phone_number: form.cellNumber,
    preferred_username: form.userName,
    'custom:employeeType': form.employeeType,
    'custom:communicationType': form.communicationType,
    'custom:agreedPOPIA': String(form.acceptPOPIA),
    'custom:agreedTC': String(form.acceptTerms),
    'custom:idNumber': form.idNumber,
  };
}
