import { maskEmail, mobileEnding, type EmployeeRosterMatch } from '@cover/domain';
import type { EmployeeRow } from '../../db/schema/employees.js';

/** Roster comparison and the masked view registration may show. */

export const ROSTER_MISMATCH = {
  idNumber: 'The ID number does not match our employee records for this salary reference number',
  firstName: 'The first name does not match our employee records for this salary reference number',
  lastName: 'The last name does not match our employee records for this salary reference number',
} as const;

/** Case, spacing and apostrophe style do not matter when names are compared with the roster. */
export const sameName = (a: string | undefined, b: string) =>
  (a ?? '').replace(/’/g, "'").replace(/\s+/g, ' ').trim().toLowerCase() ===
  b.replace(/’/g, "'").replace(/\s+/g, ' ').trim().toLowerCase();

/** The fields of a registration that disagree with the roster row, each with its message. */
export function rosterMismatches(
  row: EmployeeRow,
  person: { idNumber: string | undefined; firstName: string | undefined; lastName: string | undefined },
): Partial<Record<keyof typeof ROSTER_MISMATCH, string>> {
  const fields: Partial<Record<keyof typeof ROSTER_MISMATCH, string>> = {};
  if ((person.idNumber ?? '').trim() !== row.idNumber) fields.idNumber = ROSTER_MISMATCH.idNumber;
  if (!sameName(person.firstName, row.firstName)) fields.firstName = ROSTER_MISMATCH.firstName;
  if (!sameName(person.lastName, row.lastName)) fields.lastName = ROSTER_MISMATCH.lastName;
  return fields;
}

/** '+27821000001' → '+27*****0001'. */
export const maskCellphone = (cellphone: string) => {
  const ending = mobileEnding(cellphone);
  return `${cellphone.slice(0, 3)}${'*'.repeat(Math.max(0, cellphone.length - 3 - ending.length))}${ending}`;
};

/** Names and masked contacts only, never the ID number. */
export const toRosterMatch = (row: EmployeeRow): EmployeeRosterMatch => ({
  salaryReferenceNumber: row.salaryReferenceNumber,
  firstName: row.firstName,
  lastName: row.lastName,
  employeeType: row.employeeType,
  maskedEmail: maskEmail(row.email),
  maskedCellphone: maskCellphone(row.cellphone),
});
