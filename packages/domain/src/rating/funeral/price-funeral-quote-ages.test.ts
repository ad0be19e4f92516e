import { describe, expect, it } from 'vitest';
import { saIdCheckDigit } from '../../validators/sa-id.js';
import { errorsOf, lastDayAt, price, turnsToday } from './test-fixtures.js';

const MAIN = 'The main member must be between 18 and 64 years old';
const SPOUSE = 'A spouse must be between 18 and 64 years old';
const CHILD = 'A child must be 21 or younger, or 25 or younger when studying';
const ANY = 'A member must be between 0 and 74 years old';
const relative = (label: string, min: number, max: number) =>
  `An extended family member (${label}) must be between ${min} and ${max} years old`;

const base = { coverOption: 'B', mainMember: { dateOfBirth: turnsToday(40) } } as const;

describe('main member: 18–64 and the premium band edges (option B, R10 000)', () => {
  it.each([
    [turnsToday(18), 18, 2_500],
    [lastDayAt(35), 35, 2_500],
    [turnsToday(36), 36, 3_500],
    [lastDayAt(45), 45, 3_500],
    [turnsToday(46), 46, 6_000],
    [lastDayAt(55), 55, 6_000],
    [turnsToday(56), 56, 9_500],
    [lastDayAt(64), 64, 9_500],
  ])('born %s: age %i pays %i cents', (dateOfBirth, age, premium) => {
    const result = price({ coverOption: 'B', mainMember: { dateOfBirth } });
    expect(result.ok && [result.quote.module.mainMemberAge, result.quote.totalPremium]).toEqual([
      age,
      premium,
    ]);
  });

  it.each([lastDayAt(17), turnsToday(65)])('born %s is refused', (dateOfBirth) => {
    expect(errorsOf({ coverOption: 'B', mainMember: { dateOfBirth } })).toEqual([
      { path: 'mainMember.dateOfBirth', message: MAIN },
    ]);
  });

  it('takes the age from the ID number (8001015009087 is 46 on 2026-03-15)', () => {
    const result = price({ coverOption: 'B', mainMember: { idNumber: '8001015009087' } });
    expect(result.ok && result.quote.module.mainMemberAge).toBe(46);
  });

  it('puts an age error from an ID number on the ID number', () => {
    const born1950 = `500101500908${saIdCheckDigit('500101500908')}`; // 76 on the quote date
    expect(errorsOf({ coverOption: 'B', mainMember: { idNumber: born1950 } })).toEqual([
      { path: 'mainMember.idNumber', message: MAIN },
    ]);
  });

  it('refuses a date of birth that does not match the ID number', () => {
    expect(
      errorsOf({ coverOption: 'B', mainMember: { idNumber: '8001015009087', dateOfBirth: '1980-01-02' } }),
    ).toEqual([
      {
        path: 'mainMember.dateOfBirth',
        message:
          'This ID number is for someone born on 1 January 1980, not on 2 January 1980. Correct the date of birth or the ID number.',
      },
    ]);
  });

  it('refuses a date of birth in the future', () => {
    expect(errorsOf({ ...base, children: [{ dateOfBirth: '2026-03-16' }] })).toEqual([
      { path: 'children.0.dateOfBirth', message: 'Date of birth cannot be in the future' },
    ]);
  });

  it('needs a date of birth or an ID number', () => {
    expect(errorsOf({ coverOption: 'B', mainMember: {} })).toEqual([
      { path: 'mainMember.dateOfBirth', message: 'Please enter a date of birth or an ID number' },
    ]);
  });
});

describe('spouse: 18–64', () => {
  it.each([
    [turnsToday(18), true],
    [lastDayAt(64), true],
    [lastDayAt(17), false],
    [turnsToday(65), false],
  ])('born %s allowed: %s', (dateOfBirth, allowed) => {
    const errors = errorsOf({ ...base, spouse: { dateOfBirth } });
    expect(errors).toEqual(allowed ? [] : [{ path: 'spouse.dateOfBirth', message: SPOUSE }]);
  });
});

describe('children: to 21, studying to 25, disabled beyond 21', () => {
  it.each([
    [{ dateOfBirth: turnsToday(0) }, null],
    [{ dateOfBirth: lastDayAt(21) }, null],
    [{ dateOfBirth: turnsToday(22) }, CHILD],
    [{ dateOfBirth: turnsToday(22), isStudying: true }, null],
    [{ dateOfBirth: lastDayAt(25), isStudying: true }, null],
    [{ dateOfBirth: turnsToday(26), isStudying: true }, CHILD],
    [{ dateOfBirth: turnsToday(30), isDisabled: true }, null],
    [{ dateOfBirth: lastDayAt(74), isDisabled: true }, null],
    [{ dateOfBirth: turnsToday(75), isDisabled: true }, ANY],
  ])('%o → %s', (child, message) => {
    const errors = errorsOf({ ...base, children: [child] });
    expect(errors).toEqual(message ? [{ path: 'children.0.dateOfBirth', message }] : []);
  });
});

describe('extended family relation limits', () => {
  it.each([
    ['grandchild', turnsToday(1), null],
    ['grandchild', lastDayAt(0), relative('Grandchild', 1, 21)],
    ['grandchild', lastDayAt(21), null],
    ['grandchild', turnsToday(22), relative('Grandchild', 1, 21)],
    ['father', lastDayAt(17), relative('Father', 18, 74)],
    ['father', turnsToday(18), null],
    ['Mother', lastDayAt(74), null],
    ['grandparent', turnsToday(75), relative('Grandparent', 18, 74)],
    ['Parent in law', turnsToday(1), null],
    ['aunt', lastDayAt(74), null],
    ['aunt', turnsToday(75), relative('Aunt', 1, 74)],
    ['nephew', lastDayAt(0), relative('Nephew', 1, 74)],
  ])('%s born %s → %s', (relationship, dateOfBirth, message) => {
    const errors = errorsOf({
      ...base,
      extendedFamily: [{ relationship, dateOfBirth, coverageOption: 'A' }],
    });
    expect(errors).toEqual(message ? [{ path: 'extendedFamily.0.dateOfBirth', message }] : []);
  });

  it('refuses an unknown relationship', () => {
    const errors = errorsOf({
      ...base,
      extendedFamily: [{ relationship: 'neighbour', dateOfBirth: turnsToday(30), coverageOption: 'A' }],
    });
    expect(errors).toEqual([
      {
        path: 'extendedFamily.0.relationship',
        message: 'Please choose a valid relationship for the extended family member',
      },
    ]);
  });
});

describe('extended family premium tiers through a quote (option A money cover, R5 000)', () => {
  it.each([
    [lastDayAt(21), 750],
    [turnsToday(22), 1_000],
    [lastDayAt(25), 1_000],
    [turnsToday(26), 2_000],
    [lastDayAt(45), 2_000],
    [turnsToday(46), 4_500],
    [lastDayAt(64), 4_500],
    [turnsToday(65), 9_000],
    [lastDayAt(74), 9_000],
  ])('a cousin born %s pays %i cents', (dateOfBirth, premium) => {
    const result = price({
      ...base,
      extendedFamily: [{ relationship: 'cousin', dateOfBirth, coverageOption: 'A' }],
    });
    expect(result.ok && result.quote.breakdown[1]?.premium).toBe(premium);
  });

  it('refuses a cousin of 75', () => {
    const errors = errorsOf({
      ...base,
      extendedFamily: [{ relationship: 'cousin', dateOfBirth: turnsToday(75), coverageOption: 'A' }],
    });
    expect(errors).toEqual([{ path: 'extendedFamily.0.dateOfBirth', message: relative('Cousin', 1, 74) }]);
  });
});

describe('every error at once', () => {
  it('reports each refused member with its own path', () => {
    const errors = errorsOf({
      coverOption: 'B',
      mainMember: { dateOfBirth: turnsToday(65) },
      spouse: { dateOfBirth: lastDayAt(17) },
      children: [{ dateOfBirth: turnsToday(5) }, { dateOfBirth: turnsToday(22) }],
      extendedFamily: [{ relationship: 'father', dateOfBirth: turnsToday(10), coverageOption: 'A' }],
    });
    expect(errors.map((error) => error.path)).toEqual([
      'mainMember.dateOfBirth',
      'spouse.dateOfBirth',
      'children.1.dateOfBirth',
      'extendedFamily.0.dateOfBirth',
    ]);
  });
});
