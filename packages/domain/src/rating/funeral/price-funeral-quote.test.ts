import { describe, expect, it } from 'vitest';
import { funeralQuoteSchema } from '../../contracts/funeral-quote.js';
import type { FuneralQuoteInputDraft } from '../../contracts/funeral-quote.js';
import { priceFuneralQuote } from './price-funeral-quote.js';
import { FUNERAL_RATE_TABLE_V1 as V1 } from './rate-table-v1.js';
import { createFuneralRateTableRegistry } from './rate-tables.js';
import { errorsOf, FAMILY, price, quoteOf, TODAY, turnsToday } from './test-fixtures.js';

describe('a retail FAMILY quote (option C money cover, R15 000)', () => {
  const quote = quoteOf(FAMILY);

  it('has the quote response fields of the spec', () => {
    expect(funeralQuoteSchema.parse(quote)).toEqual(quote);
    expect(quote).toMatchObject({
      packageName: 'RETAIL_FUNERAL_INSURANCE',
      sumAssured: 1_500_000,
      currency: 'ZAR',
      billingFrequency: 'MONTHLY',
      rateTableVersion: 'funeral-2026-01',
    });
  });

  it('prices every member: 9 000 + 4 500 + children 1 500 + 63 000 cents', () => {
    expect(quote.breakdown.map((entry) => [entry.role, entry.age, entry.coverAmount, entry.premium])).toEqual(
      [
        ['main', 46, 1_500_000, 9_000],
        ['spouse', 40, 1_500_000, 4_500],
        ['child', 4, 750_000, 0],
        ['child', 22, 1_500_000, 0],
        ['extended', 70, 3_500_000, 63_000],
      ],
    );
    expect(quote.breakdown[4]?.relationship).toBe('parent_in_law');
    expect(quote.module.childrenPremium).toBe(1_500);
    expect([quote.basePremium, quote.suggestedPremium, quote.totalPremium]).toEqual([78_000, 78_000, 78_000]);
  });

  it('carries the module benefits and flags', () => {
    expect(quote.module).toMatchObject({
      type: 'funeral',
      coverType: 'Money cover',
      principalPremium: 9_000,
      mainMemberAge: 46,
      coverageOption: 'C',
      naturalDeathAmount: 1_500_000,
      accidentalDeathAmount: 3_000_000,
      airtimeBenefitAmount: 15_000,
      airtimeBenefitMonths: 6,
      naturalDeathWaitingMonths: 6,
      accidentalDeathWaitingMonths: 0,
      spouseIncluded: true,
      childrenIncluded: true,
      extendedFamilyIncluded: true,
      childrenCount: 2,
      discountBps: 0,
    });
    expect(quote.module.childBenefits).toEqual([
      { minAge: 0, maxAge: 5, coverAmount: 750_000 },
      { minAge: 6, maxAge: 13, coverAmount: 1_125_000 },
      { minAge: 14, maxAge: 74, coverAmount: 1_500_000 },
    ]);
  });

  it('passes a start date through and leaves it out when not given', () => {
    expect(quote.module.startDate).toBeUndefined();
    expect(quoteOf({ ...FAMILY, startDate: '2026-04-01' }).module.startDate).toBe('2026-04-01');
  });

  it('charges nothing for children when there are none', () => {
    const single = quoteOf({ coverOption: 'C', mainMember: { dateOfBirth: turnsToday(30) } });
    expect(single.module).toMatchObject({
      childrenPremium: 0,
      childrenIncluded: false,
      spouseIncluded: false,
    });
    expect(single.totalPremium).toBe(3_750);
  });
});

describe('funeral expenses cover', () => {
  it('uses the R10 000…R70 000 sums and caps accidental death at R100 000', () => {
    const quote = quoteOf({
      coverType: 'Funeral expenses cover',
      coverOption: 'E',
      mainMember: { dateOfBirth: turnsToday(30) },
    });
    expect(quote.sumAssured).toBe(7_000_000);
    expect(quote.module.accidentalDeathAmount).toBe(10_000_000);
    expect(quote.totalPremium).toBe(17_500);
  });
});

describe('determinism and rate table versions', () => {
  it('gives the same quote for the same input, date and version', () => {
    expect(quoteOf(FAMILY)).toEqual(quoteOf(JSON.parse(JSON.stringify(FAMILY)) as FuneralQuoteInputDraft));
    expect(quoteOf(FAMILY, 'funeral-2026-01')).toEqual(quoteOf(FAMILY));
  });

  const registry = createFuneralRateTableRegistry([
    V1,
    { ...V1, version: 'same-rates' },
    {
      ...V1,
      version: 'dearer-elders',
      extendedFamily: {
        ...V1.extendedFamily,
        bands: [...V1.extendedFamily.bands.slice(0, 4), { minAge: 65, maxAge: 74, ratePer1000: 2_000 }],
      },
    },
  ]);
  const priceOn = (input: FuneralQuoteInputDraft, rateTableVersion: string) => {
    const result = priceFuneralQuote(input, { today: TODAY, rateTableVersion, rateTables: registry });
    return result.ok ? result.quote.totalPremium : Number.NaN;
  };
  const youngFamily = { ...FAMILY, extendedFamily: [] };

  it('keeps the price when the tables are the same', () => {
    expect(priceOn(FAMILY, 'same-rates')).toBe(priceOn(FAMILY, 'funeral-2026-01'));
  });

  it('changes the price only where the tables differ', () => {
    expect(priceOn(youngFamily, 'dearer-elders')).toBe(priceOn(youngFamily, 'funeral-2026-01'));
    expect(priceOn(FAMILY, 'funeral-2026-01')).toBe(78_000);
    expect(priceOn(FAMILY, 'dearer-elders')).toBe(85_000);
  });

  it('refuses an unknown version', () => {
    expect(price(FAMILY, 'funeral-1999-01')).toEqual({
      ok: false,
      errors: [{ path: 'rateTableVersion', message: 'Unknown funeral rate table version "funeral-1999-01"' }],
    });
  });
});

describe('input validation', () => {
  it.each([
    [{ ...FAMILY, coverOption: 'F' }, 'coverOption', 'Please choose a cover option from A to E'],
    [{ ...FAMILY, coverType: 'Cash' }, 'coverType', 'Please choose Money cover or Funeral expenses cover'],
    [
      { ...FAMILY, spouse: { dateOfBirth: '1990-02-30' } },
      'spouse.dateOfBirth',
      'Please enter a real date: day, month and year',
    ],
    [
      { ...FAMILY, children: Array.from({ length: 21 }, () => ({ dateOfBirth: turnsToday(3) })) },
      'children',
      'At most 20 children can be listed',
    ],
    [
      { ...FAMILY, mainMember: { idNumber: '8001015009088' } },
      'mainMember.idNumber',
      'This ID number is not right: its last digit does not match the first 12, so a digit may be mistyped',
    ],
  ])('%#: %s', (input, path, message) => {
    expect(errorsOf(input as FuneralQuoteInputDraft)).toEqual([{ path, message }]);
  });
});
