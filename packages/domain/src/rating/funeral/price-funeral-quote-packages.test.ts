import { describe, expect, it } from 'vitest';
import { priceFuneralQuote } from './price-funeral-quote.js';
import { FUNERAL_RATE_TABLE_V1 as V1 } from './rate-table-v1.js';
import type { FuneralRateTable } from './rate-table-types.js';
import { createFuneralRateTableRegistry } from './rate-tables.js';
import { errorsOf, FAMILY, quoteOf, TODAY, turnsToday } from './test-fixtures.js';

describe('the R100 000 per-life cap', () => {
  const sameLife = '8801235111088';

  it('refuses one life listed twice when its cover adds up beyond R100 000', () => {
    const errors = errorsOf({
      coverType: 'Funeral expenses cover',
      coverOption: 'E',
      mainMember: { dateOfBirth: turnsToday(40) },
      spouse: { idNumber: sameLife },
      extendedFamily: [
        { relationship: 'sister', dateOfBirth: '1988-01-23', idNumber: sameLife, coverageOption: 'A' },
      ],
    });
    expect(errors).toEqual([
      {
        path: 'extendedFamily.0',
        message:
          'One life may be covered for at most R100 000 on a policy; this person would be covered for R120 000',
      },
    ]);
  });

  it('recognises one life by names and date of birth without an ID number', () => {
    const aunt = {
      relationship: 'aunt',
      firstName: 'Thandi',
      lastName: 'Nkosi',
      dateOfBirth: turnsToday(50),
    };
    const errors = errorsOf({
      coverType: 'Funeral expenses cover',
      coverOption: 'A',
      mainMember: { dateOfBirth: turnsToday(40) },
      extendedFamily: [
        { ...aunt, coverageOption: 'E' },
        { ...aunt, firstName: 'thandi ', coverageOption: 'A' },
      ],
    });
    expect(errors.map((error) => error.path)).toEqual(['extendedFamily.1']);
  });

  it('allows one life listed twice while the total stays within the cap', () => {
    const quote = quoteOf({
      coverOption: 'A',
      mainMember: { dateOfBirth: turnsToday(40) },
      spouse: { idNumber: sameLife },
      extendedFamily: [
        { relationship: 'sister', dateOfBirth: '1988-01-23', idNumber: sameLife, coverageOption: 'A' },
      ],
    });
    expect(quote.breakdown).toHaveLength(3);
  });

  it('refuses a table option above the cap', () => {
    const generous: FuneralRateTable = {
      ...V1,
      version: 'what-if-generous',
      coverAmounts: {
        ...V1.coverAmounts,
        'Money cover': { ...V1.coverAmounts['Money cover'], E: 12_000_000 },
      },
    };
    const result = priceFuneralQuote(
      { coverOption: 'E', mainMember: { dateOfBirth: turnsToday(30) } },
      {
        today: TODAY,
        rateTableVersion: 'what-if-generous',
        rateTables: createFuneralRateTableRegistry([generous]),
      },
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          path: 'mainMember',
          message:
            'One life may be covered for at most R100 000 on a policy; this person would be covered for R120 000',
        },
      ],
    });
  });
});

describe('packages', () => {
  it('gives the free benefit: R10 000 on the main member at no premium, whatever option is asked', () => {
    const quote = quoteOf({
      packageName: 'TELKOM_FREE_BENEFIT',
      coverOption: 'E',
      mainMember: { dateOfBirth: turnsToday(50) },
    });
    expect([quote.sumAssured, quote.basePremium, quote.suggestedPremium, quote.totalPremium]).toEqual([
      1_000_000, 0, 0, 0,
    ]);
    expect(quote.module).toMatchObject({
      coverType: 'Money cover',
      coverageOption: 'B',
      principalPremium: 0,
      accidentalDeathAmount: 2_000_000,
      airtimeBenefitAmount: 0,
      airtimeBenefitMonths: 0,
    });
    expect(quote.breakdown).toEqual([
      {
        role: 'main',
        age: 50,
        coverageOption: 'B',
        coverAmount: 1_000_000,
        accidentalCoverAmount: 2_000_000,
        premium: 0,
      },
    ]);
  });

  it('refuses FAMILY members on the free benefit', () => {
    const errors = errorsOf({ ...FAMILY, packageName: 'TELKOM_FREE_BENEFIT' });
    const message = 'The free benefit covers the main member only';
    expect(errors).toEqual([
      { path: 'spouse', message },
      { path: 'children', message },
      { path: 'extendedFamily', message },
    ]);
  });

  it('takes 10 % off every employee premium line and reports totalPremium', () => {
    const quote = quoteOf({
      packageName: 'EMPLOYEE_FUNERAL_INSURANCE',
      coverOption: 'B',
      mainMember: { dateOfBirth: turnsToday(30) },
      spouse: { dateOfBirth: turnsToday(30) },
      children: [{ dateOfBirth: turnsToday(3) }],
      extendedFamily: [{ relationship: 'cousin', dateOfBirth: turnsToday(50), coverageOption: 'A' }],
    });
    expect(quote.breakdown.map((entry) => entry.premium)).toEqual([2_250, 1_800, 0, 4_050]);
    expect(quote.module).toMatchObject({ childrenPremium: 900, principalPremium: 2_250, discountBps: 1_000 });
    expect(quote.basePremium).toBe(10_000);
    expect(quote.totalPremium).toBe(9_000);
    expect(quote.suggestedPremium).toBe(quote.totalPremium);
  });

  it('adds the member lines and the children line up to the total', () => {
    const quote = quoteOf(FAMILY);
    const lines = quote.breakdown.reduce((sum, entry) => sum + entry.premium, quote.module.childrenPremium);
    expect(lines).toBe(quote.totalPremium);
  });
});
