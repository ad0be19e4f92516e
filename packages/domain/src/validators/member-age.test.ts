import { describe, expect, it } from 'vitest';
import { EXTENDED_FAMILY_RELATIONS } from '../constants/relationships.js';
import { checkMemberAge, EXTENDED_FAMILY_AGE_LIMITS, memberAgeLimits } from './member-age.js';
import type { MemberAgeInput } from './member-age.js';

const OK = { ok: true };
const fail = (message: string) => ({ ok: false, message });

const MAIN = 'The main member must be between 18 and 64 years old';
const SPOUSE = 'A spouse must be between 18 and 64 years old';
const CHILD = 'A child must be 21 or younger, or 25 or younger when studying';
const ANY = 'A member must be between 0 and 74 years old';
const WHOLE = 'Age must be a whole number of years, 0 or more';
const RELATION = 'Please choose a valid relationship for the extended family member';

describe('main member and spouse: 18-64', () => {
  it.each([
    ['main', 17, fail(MAIN)],
    ['main', 18, OK],
    ['main', 64, OK],
    ['main', 65, fail(MAIN)],
    ['main', 0, fail(MAIN)],
    ['spouse', 17, fail(SPOUSE)],
    ['spouse', 18, OK],
    ['spouse', 64, OK],
    ['spouse', 65, fail(SPOUSE)],
  ] as const)('%s aged %i', (role, age, expected) => {
    expect(checkMemberAge({ role, age })).toEqual(expected);
  });
});

describe('child: 0-21, studying up to 25, disabled beyond 21', () => {
  it.each([
    [0, {}, OK],
    [21, {}, OK],
    [22, {}, fail(CHILD)],
    [22, { isStudying: true }, OK],
    [25, { isStudying: true }, OK],
    [26, { isStudying: true }, fail(CHILD)],
    [22, { isDisabled: true }, OK],
    [40, { isDisabled: true }, OK],
    [74, { isDisabled: true }, OK],
    [75, { isDisabled: true }, fail(ANY)],
    [30, { isStudying: true, isDisabled: true }, OK],
  ])('aged %i with %o', (age, flags, expected) => {
    expect(checkMemberAge({ role: 'child', age, ...flags })).toEqual(expected);
  });
});

describe('ages that are not whole years of 0 or more', () => {
  it.each([
    ['main', -1],
    ['child', -1],
    ['child', 2.5],
    ['spouse', Number.NaN],
    ['extended', Number.POSITIVE_INFINITY],
  ] as const)('%s aged %s', (role, age) => {
    expect(checkMemberAge({ role, age, relation: 'aunt' })).toEqual(fail(WHOLE));
  });
});

describe('extended family by relation', () => {
  it.each([
    // relation, age, ok
    ['aunt', 0, false],
    ['aunt', 1, true],
    ['aunt', 74, true],
    ['aunt', 75, false],
    ['brother', 1, true],
    ['cousin', 75, false],
    ['nephew', 74, true],
    ['niece', 0, false],
    ['parent_in_law', 74, true],
    ['policy_holder', 1, true],
    ['sister', 75, false],
    ['uncle', 74, true],
    ['father', 17, false],
    ['father', 18, true],
    ['mother', 74, true],
    ['mother', 75, false],
    ['grandparent', 17, false],
    ['grandparent', 18, true],
    ['grandchild', 0, false],
    ['grandchild', 1, true],
    ['grandchild', 21, true],
    ['grandchild', 22, false],
  ] as const)('%s aged %i → ok %s', (relation, age, ok) => {
    expect(checkMemberAge({ role: 'extended', age, relation }).ok).toBe(ok);
  });

  it.each([
    ['Parent in law', 75, 'An extended family member (Parent in law) must be between 1 and 74 years old'],
    ['father', 17, 'An extended family member (Father) must be between 18 and 74 years old'],
    ['GRANDCHILD', 22, 'An extended family member (Grandchild) must be between 1 and 21 years old'],
  ])('%s aged %i: %s', (relation, age, message) => {
    expect(checkMemberAge({ role: 'extended', age, relation })).toEqual(fail(message));
  });

  it.each<Partial<MemberAgeInput>>([{ relation: undefined }, { relation: 'friend' }, { relation: '' }])(
    'needs a known relation: %o',
    (member) => {
      expect(checkMemberAge({ role: 'extended', age: 30, ...member })).toEqual(fail(RELATION));
    },
  );

  it('has limits for every extended-family relation', () => {
    expect(Object.keys(EXTENDED_FAMILY_AGE_LIMITS).sort()).toEqual(
      EXTENDED_FAMILY_RELATIONS.map((relation) => relation.value).sort(),
    );
  });
});

describe('memberAgeLimits', () => {
  it.each<[Omit<MemberAgeInput, 'age'>, { min: number; max: number } | undefined]>([
    [{ role: 'main' }, { min: 18, max: 64 }],
    [{ role: 'spouse' }, { min: 18, max: 64 }],
    [{ role: 'child' }, { min: 0, max: 21 }],
    [
      { role: 'child', isStudying: true },
      { min: 0, max: 25 },
    ],
    [
      { role: 'child', isDisabled: true },
      { min: 0, max: 74 },
    ],
    [
      { role: 'extended', relation: 'Grandparent' },
      { min: 18, max: 74 },
    ],
    [{ role: 'extended', relation: 'pet' }, undefined],
  ])('%o → %o', (member, limits) => {
    expect(memberAgeLimits(member)).toEqual(limits);
  });
});
