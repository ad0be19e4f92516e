/**
 * QA walk 13, finding 12: the desk's roster keys as an operator types them. A salary reference number is
 * refused with its real rule (5 to 12 digits); an ID number typed in groups has its spaces removed before
 * it is checked.
 */
import { describe, expect, it } from 'vitest';
import { findEmployeeInputSchema } from './employee-search.js';

const SALARY_RULE = 'Please enter the salary reference number: 5 to 12 digits';
const ID_FORMAT = 'Please enter a valid 13-digit South African ID number';

describe('findEmployeeInputSchema: the roster key as typed', () => {
  it.each([
    [{ salaryReferenceNumber: '12345' }, { salaryReferenceNumber: '12345' }],
    [{ salaryReferenceNumber: '1234 5678' }, { salaryReferenceNumber: '12345678' }],
    [{ idNumber: '850314 5123 084' }, { idNumber: '8503145123084' }],
    [{ idNumber: ' 8503145123084 ' }, { idNumber: '8503145123084' }],
    [{ idNumber: '8503 1451 2308 4' }, { idNumber: '8503145123084' }],
  ])('%j → %j', (input, parsed) => {
    expect(findEmployeeInputSchema.parse(input)).toEqual(parsed);
  });

  it.each([
    [{ salaryReferenceNumber: '1234' }, SALARY_RULE],
    [{ salaryReferenceNumber: '1234567890123' }, SALARY_RULE],
    [{ salaryReferenceNumber: '12a45' }, SALARY_RULE],
    [{ idNumber: '850314 5123 08' }, ID_FORMAT],
    [{ idNumber: '850314-5123-084' }, ID_FORMAT],
  ])('%j → “%s”', (input, message) => {
    expect(findEmployeeInputSchema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
});
