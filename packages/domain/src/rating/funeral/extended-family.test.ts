import { describe, expect, it } from 'vitest';
import type { ExtendedFamilyMemberInputDraft } from '../../contracts/funeral-quote.js';
import { extendedFamilyPremiumTable, priceExtendedFamilyMember } from './extended-family.js';
import { TODAY, turnsToday } from './test-fixtures.js';

describe('extendedFamilyPremiumTable', () => {
  it("gives the 'funeral-2026-01' money cover option A rows", () => {
    expect(extendedFamilyPremiumTable('funeral-2026-01', 'A', 'Money cover')).toEqual([
      { minAge: 0, maxAge: 21, premiumAmount: 750 },
      { minAge: 22, maxAge: 25, premiumAmount: 1_000 },
      { minAge: 26, maxAge: 45, premiumAmount: 2_000 },
      { minAge: 46, maxAge: 64, premiumAmount: 4_500 },
      { minAge: 65, maxAge: 74, premiumAmount: 9_000 },
    ]);
  });

  it('prices funeral expenses option E on R70 000', () => {
    const rows = extendedFamilyPremiumTable('funeral-2026-01', 'E', 'Funeral expenses cover');
    expect(rows?.map((row) => row.premiumAmount)).toEqual([10_500, 14_000, 28_000, 63_000, 126_000]);
  });

  it('computes the rows once and freezes them', () => {
    const first = extendedFamilyPremiumTable('funeral-2026-01', 'B', 'Money cover');
    expect(extendedFamilyPremiumTable('funeral-2026-01', 'B', 'Money cover')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('has no table for an unknown version', () => {
    expect(extendedFamilyPremiumTable('funeral-1999-01', 'A', 'Money cover')).toBeUndefined();
  });
});

describe('priceExtendedFamilyMember', () => {
  const mother = { relationship: 'Mother', dateOfBirth: turnsToday(66), coverageOption: 'B' } as const;

  it('previews the premium and cover of one member', () => {
    expect(priceExtendedFamilyMember(mother, { today: TODAY, coverType: 'Money cover' })).toEqual({
      ok: true,
      quote: {
        role: 'extended',
        relationship: 'mother',
        age: 66,
        coverageOption: 'B',
        coverAmount: 1_000_000,
        accidentalCoverAmount: 2_000_000,
        premium: 18_000,
        rateTableVersion: 'funeral-2026-01',
      },
    });
  });

  it('applies the employee discount of the policy', () => {
    const result = priceExtendedFamilyMember(mother, {
      today: TODAY,
      coverType: 'Money cover',
      packageName: 'EMPLOYEE_FUNERAL_INSURANCE',
    });
    expect(result.ok && result.quote.premium).toBe(16_200);
  });

  /** a draft as a client might send it, possibly with values outside the schema's types */
  const draft = (member: Record<string, string>) => member as unknown as ExtendedFamilyMemberInputDraft;

  it.each([
    [
      { ...mother, dateOfBirth: turnsToday(75) },
      'dateOfBirth',
      'An extended family member (Mother) must be between 18 and 74 years old',
    ],
    [
      { ...mother, relationship: 'friend' },
      'relationship',
      'Please choose a valid relationship for the extended family member',
    ],
    [{ ...mother, coverageOption: 'G' }, 'coverageOption', 'Please choose a cover option from A to E'],
  ])('%#: refuses at %s', (member, path, message) => {
    expect(priceExtendedFamilyMember(draft(member), { today: TODAY, coverType: 'Money cover' })).toEqual({
      ok: false,
      errors: [{ path, message }],
    });
  });

  it('refuses extended family on the free benefit', () => {
    const result = priceExtendedFamilyMember(mother, {
      today: TODAY,
      coverType: 'Money cover',
      packageName: 'TELKOM_FREE_BENEFIT',
    });
    expect(result).toEqual({
      ok: false,
      errors: [{ path: 'relationship', message: 'The free benefit covers the main member only' }],
    });
  });
});
