import { saIdCheckDigit } from '@cover/domain';
import { DEMO_EMPLOYEE_FIXTURES, type DemoEmployee } from '../../../seed/roster.js';

/** Valid SA ID numbers for retail test users: born 1 Jan 1990, sequence `n`. */
export function testSaId(n: number): string {
  const first12 = `900101${String(5000 + n).padStart(4, '0')}08`;
  return `${first12}${saIdCheckDigit(first12)}`;
}

/** Retail sign-up attributes for the n-th test user. */
export const retailAttributes = (n: number) => ({
  email: `retail${n}@example.co.za`,
  given_name: 'Lerato',
  family_name: 'Khumalo',
  preferred_username: `lerato${n}`,
});

/** Employee sign-up attributes matching a roster row. */
export const employeeAttributes = (employee: DemoEmployee, preferredUsername: string) => ({
  email: employee.email,
  given_name: employee.firstName,
  family_name: employee.lastName,
  preferred_username: preferredUsername,
  'custom:idNumber': employee.idNumber,
  'custom:employeeType': employee.employeeType,
  'custom:communicationType': 'email',
  'custom:agreedPOPIA': 'true',
  'custom:agreedTC': 'true',
});

export const [THABO, NOMVULA, PIETER] = DEMO_EMPLOYEE_FIXTURES as [DemoEmployee, DemoEmployee, DemoEmployee];
