import { describe, expect, it } from 'vitest';
import type { CoverCalculatorInputDraft } from '../../contracts/funeral-quote.js';
import { calculateFuneralCover } from './cover-calculator.js';
import { priceFuneralQuote } from './price-funeral-quote.js';
import { TODAY, turnsToday } from './test-fixtures.js';

const calculate = (input: CoverCalculatorInputDraft) => calculateFuneralCover(input, { today: TODAY });

describe('public cover calculator', () => {
  it('prices ages and family like a full quote', () => {
    const input: CoverCalculatorInputDraft = {
      coverOption: 'C',
      mainMemberAge: 46,
      spouseAge: 40,
      numberOfChildren: 3,
      extendedFamily: [{ relationship: 'Parent in law', age: 70, coverageOption: 'E' }],
    };
    const result = calculate(input);
    const full = priceFuneralQuote(
      {
        coverOption: 'C',
        mainMember: { dateOfBirth: turnsToday(46) },
        spouse: { dateOfBirth: turnsToday(40) },
        children: [
          { dateOfBirth: turnsToday(1) },
          { dateOfBirth: turnsToday(8) },
          { dateOfBirth: turnsToday(15) },
        ],
        extendedFamily: [{ relationship: 'parent_in_law', dateOfBirth: turnsToday(70), coverageOption: 'E' }],
      },
      { today: TODAY },
    );
    expect(result.ok && result.quote.totalPremium).toBe(78_000);
    expect(full.ok && full.quote.totalPremium).toBe(78_000);
    expect(result.ok && result.quote.module).toMatchObject({ childrenCount: 3, childrenPremium: 1_500 });
    expect(result.ok && result.quote.breakdown.map((entry) => entry.role)).toEqual([
      'main',
      'spouse',
      'extended',
    ]);
  });

  it.each<[CoverCalculatorInputDraft, string, string]>([
    [
      { coverOption: 'B', mainMemberAge: 17 },
      'mainMemberAge',
      'The main member must be between 18 and 64 years old',
    ],
    [
      { coverOption: 'B', mainMemberAge: 65 },
      'mainMemberAge',
      'The main member must be between 18 and 64 years old',
    ],
    [
      { coverOption: 'B', mainMemberAge: 30, spouseAge: 65 },
      'spouseAge',
      'A spouse must be between 18 and 64 years old',
    ],
    [
      {
        coverOption: 'B',
        mainMemberAge: 30,
        extendedFamily: [{ relationship: 'grandchild', age: 22, coverageOption: 'A' }],
      },
      'extendedFamily.0.age',
      'An extended family member (Grandchild) must be between 1 and 21 years old',
    ],
    [{ coverOption: 'B', mainMemberAge: 30.5 }, 'mainMemberAge', 'Age must be a whole number of years'],
    [
      { coverOption: 'B', mainMemberAge: 30, numberOfChildren: 21 },
      'numberOfChildren',
      'At most 20 children can be listed',
    ],
  ])('%#: refuses %o at %s', (input, path, message) => {
    expect(calculate(input)).toEqual({ ok: false, errors: [{ path, message }] });
  });

  it('shows the employee price and the free benefit', () => {
    const employee = calculate({
      packageName: 'EMPLOYEE_FUNERAL_INSURANCE',
      coverOption: 'B',
      mainMemberAge: 30,
    });
    expect(employee.ok && employee.quote.totalPremium).toBe(2_250);
    const free = calculate({ packageName: 'TELKOM_FREE_BENEFIT', coverOption: 'B', mainMemberAge: 30 });
    expect(free.ok && [free.quote.sumAssured, free.quote.totalPremium]).toEqual([1_000_000, 0]);
    const freeWithChildren = calculate({
      packageName: 'TELKOM_FREE_BENEFIT',
      coverOption: 'B',
      mainMemberAge: 30,
      numberOfChildren: 1,
    });
    expect(freeWithChildren).toEqual({
      ok: false,
      errors: [{ path: 'numberOfChildren', message: 'The free benefit covers the main member only' }],
    });
  });
});
