import { describe, expect, it } from 'vitest';
import { initialEmployeeValues } from '../state/register-slice';
import type { EmployeeCover } from '../state/register-types';
import { coverErrors } from './cover-rules';

const TODAY = new Date(2026, 11, 5);
/** Born on this day `age` years ago. */
const aged = (age: number) => `${2026 - age}-12-05`;
const named = { firstName: 'Naledi', lastName: 'Mokoena', idNumber: '' };
const cover = (change: Partial<EmployeeCover>): EmployeeCover => ({
  ...initialEmployeeValues('salary').cover,
  ...change,
});
const child = (age: number, more: { isStudying?: boolean; isDisabled?: boolean } = {}) => ({
  key: 'c1',
  ...named,
  dateOfBirth: aged(age),
  isStudying: false,
  isDisabled: false,
  ...more,
});
const relative = (relationship: string, age: number) => ({
  key: 'r1',
  firstName: 'Grace',
  lastName: 'Mokoena',
  relationship,
  dateOfBirth: aged(age),
  coverageOption: 'B' as const,
});

describe('step 1 tells each covered person’s age band on their date of birth (QA walk 5, finding 3)', () => {
  it.each([
    [
      'an 11-year-old spouse',
      cover({ spouseIncluded: true, spouse: { ...named, dateOfBirth: aged(11) } }),
      'spouse.dateOfBirth',
      'A spouse must be between 18 and 64 years old',
    ],
    [
      'a child of 22',
      cover({ children: [child(22)] }),
      'children.0.dateOfBirth',
      'A child must be 21 or younger, or 25 or younger when studying',
    ],
    [
      'a mother of 12',
      cover({ extendedFamily: [relative('mother', 12)] }),
      'extendedFamily.0.dateOfBirth',
      'An extended family member (Mother) must be between 18 and 74 years old',
    ],
  ])('refuses %s', (_name, given, path, message) => {
    expect(coverErrors(given, TODAY)[path]).toBe(message);
  });

  it.each([
    ['a spouse of 39', cover({ spouseIncluded: true, spouse: { ...named, dateOfBirth: aged(39) } })],
    ['a student of 24', cover({ children: [child(24, { isStudying: true })] })],
    ['a mother of 68', cover({ extendedFamily: [relative('mother', 68)] })],
    ['an 11-year-old spouse not covered', cover({ spouse: { ...named, dateOfBirth: aged(11) } })],
  ])('accepts %s', (_name, given) => {
    expect(coverErrors(given, TODAY)).toEqual({});
  });
});
