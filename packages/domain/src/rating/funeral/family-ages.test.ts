import { describe, expect, it } from 'vitest';
import { familyAgeErrors } from './family-ages.js';
import { TODAY, turnsToday } from './test-fixtures.js';

const SPOUSE = 'A spouse must be between 18 and 64 years old';
const CHILD = 'A child must be 21 or younger, or 25 or younger when studying';
const ANY = 'A member must be between 0 and 74 years old';
const MOTHER = 'An extended family member (Mother) must be between 18 and 74 years old';
const AUNT = 'An extended family member (Aunt) must be between 1 and 74 years old';

const none = { children: [], extendedFamily: [] };
const errors = (family: Parameters<typeof familyAgeErrors>[0]) => familyAgeErrors(family, TODAY);

describe('familyAgeErrors: the age bands of the family covered with the main member', () => {
  it.each([
    [
      'an 11-year-old spouse',
      { ...none, spouse: { dateOfBirth: turnsToday(11) } },
      'spouse.dateOfBirth',
      SPOUSE,
    ],
    ['a spouse of 65', { ...none, spouse: { dateOfBirth: turnsToday(65) } }, 'spouse.dateOfBirth', SPOUSE],
    [
      'a child of 22',
      { ...none, children: [{ dateOfBirth: turnsToday(22) }] },
      'children.0.dateOfBirth',
      CHILD,
    ],
    [
      'a student of 26',
      { ...none, children: [{ dateOfBirth: turnsToday(26), isStudying: true }] },
      'children.0.dateOfBirth',
      CHILD,
    ],
    [
      'a disabled child of 75',
      { ...none, children: [{ dateOfBirth: turnsToday(75), isDisabled: true }] },
      'children.0.dateOfBirth',
      ANY,
    ],
    [
      'a mother of 17',
      { ...none, extendedFamily: [{ relationship: 'mother', dateOfBirth: turnsToday(17) }] },
      'extendedFamily.0.dateOfBirth',
      MOTHER,
    ],
    [
      'an aunt of 75 (by label)',
      { ...none, extendedFamily: [{ relationship: 'Aunt', dateOfBirth: turnsToday(75) }] },
      'extendedFamily.0.dateOfBirth',
      AUNT,
    ],
  ])('refuses %s on their date of birth', (_name, family, path, message) => {
    expect(errors(family)).toEqual([{ path, message }]);
  });

  it('puts an age known from the ID number on the ID number', () => {
    // 8001015009087 is 46 on the quote date: too old for a child
    expect(errors({ ...none, children: [{ idNumber: '8001015009087' }] })).toEqual([
      { path: 'children.0.idNumber', message: CHILD },
    ]);
  });

  it.each([
    ['a spouse of 18', { ...none, spouse: { dateOfBirth: turnsToday(18) } }],
    ['a spouse of 64', { ...none, spouse: { dateOfBirth: turnsToday(64) } }],
    ['a student of 25', { ...none, children: [{ dateOfBirth: turnsToday(25), isStudying: true }] }],
    ['a child born today', { ...none, children: [{ dateOfBirth: turnsToday(0) }] }],
    [
      'a mother of 74',
      { ...none, extendedFamily: [{ relationship: 'mother', dateOfBirth: turnsToday(74) }] },
    ],
    ['nobody', none],
  ])('accepts %s', (_name, family) => {
    expect(errors(family)).toEqual([]);
  });

  it('leaves a missing date of birth and an unknown relationship to the form (no age problem to tell yet)', () => {
    expect(
      errors({
        spouse: { dateOfBirth: undefined },
        children: [{}],
        extendedFamily: [{ relationship: '', dateOfBirth: turnsToday(40) }],
      }),
    ).toEqual([]);
  });
});
