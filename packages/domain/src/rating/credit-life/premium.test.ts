import { describe, expect, it } from 'vitest';
import { creditLifePremium } from './premium.js';
import {
  CREDIT_LIFE_MAX_CENTS_PER_THOUSAND,
  CREDIT_LIFE_RATE_TABLE_V1 as V1,
  type CreditLifeRateTable,
} from './rate-table.js';

/** A what-if table priced exactly at the cap, to test the cap itself. */
const AT_CAP: CreditLifeRateTable = {
  ...V1,
  version: 'at-cap',
  centsPerThousand: CREDIT_LIFE_MAX_CENTS_PER_THOUSAND,
};

describe('credit life premium', () => {
  it.each([
    // balance (cents), additional %, table, premium (cents), cap (cents)
    [100_000, 0, V1, 420, 450],
    [1_000_000, 0, V1, 4_200, 4_500],
    [1_234_567, 0, V1, 5_185, 5_555],
    [100_000, 0, AT_CAP, 450, 450],
    [1_234_567, 0, AT_CAP, 5_555, 5_555],
    [999, 0, AT_CAP, 4, 4],
    [1, 0, AT_CAP, 0, 0],
    [150_000_000, 0, AT_CAP, 675_000, 675_000],
    [1_000_000, 10, V1, 4_500, 4_500],
    [1_000_000, 25, V1, 4_500, 4_500],
    [1_000_000, 5, V1, 4_410, 4_500],
  ])('balance %i + %i%% on %s → %i (cap %i)', (balance, additional, table, premium, cap) => {
    const result = creditLifePremium(
      { outstandingBalanceCents: balance, additionalPercentage: additional },
      table,
    );
    expect(result.monthlyPremiumCents).toBe(premium);
    expect(result.capCents).toBe(cap);
    expect(result.monthlyPremiumCents).toBeLessThanOrEqual((balance * 450) / 100_000);
  });

  it.each([
    // balance (cents), additional %, table, premium, core (on the balance), flexi (on the additional %)
    [1_000_000, 0, V1, 4_200, 4_200, 0],
    [1_000_000, 5, V1, 4_410, 4_200, 210],
    [1_000_000, 7, V1, 4_494, 4_200, 294], // just below the cap
    [1_000_000, 8, V1, 4_500, 4_200, 300], // 4 536 priced: held at the cap, flexi takes the cut
    [1_000_000, 25, V1, 4_500, 4_200, 300],
    [1_234_567, 10, V1, 5_555, 5_185, 370],
    [150_000_000, 25, V1, 675_000, 630_000, 45_000], // R1.5m, the largest balance
    [1_000_000, 0, AT_CAP, 4_500, 4_500, 0],
    [1_000_000, 10, AT_CAP, 4_500, 4_500, 0], // at the cap nothing is left for the flexi benefit
    [999, 25, AT_CAP, 4, 4, 0],
  ])(
    'splits balance %i + %i%% on %s: %i = core %i + flexi %i',
    (balance, additional, table, premium, core, flexi) => {
      const result = creditLifePremium(
        { outstandingBalanceCents: balance, additionalPercentage: additional },
        table,
      );
      expect(result).toMatchObject({
        monthlyPremiumCents: premium,
        coreBenefitPremiumCents: core,
        flexiBenefitPremiumCents: flexi,
      });
      expect(result.coreBenefitPremiumCents + result.flexiBenefitPremiumCents).toBe(
        result.monthlyPremiumCents,
      );
      expect(result.monthlyPremiumCents).toBeLessThanOrEqual(result.capCents);
    },
  );

  it('never passes R4.50 per R1 000 of the outstanding balance, whatever the balance', () => {
    for (let balance = 1; balance < 10_000_000; balance = Math.ceil(balance * 1.37) + 7)
      for (const additional of [0, 10, 25]) {
        const { monthlyPremiumCents } = creditLifePremium(
          { outstandingBalanceCents: balance, additionalPercentage: additional },
          AT_CAP,
        );
        expect(monthlyPremiumCents * 100_000).toBeLessThanOrEqual(balance * 450);
      }
  });

  it('insures the balance plus the additional percentage', () => {
    expect(
      creditLifePremium({ outstandingBalanceCents: 2_000_000, additionalPercentage: 10 }, V1),
    ).toMatchObject({
      insuredAmountCents: 2_200_000,
      rateTableVersion: 'credit-life-2026-01',
    });
  });

  it.each([
    [0, 0],
    [-5, 0],
    [1.5, 0],
    [150_000_001, 0],
    [100_000, -1],
    [100_000, 26],
    [100_000, 2.5],
  ])('refuses balance %s with %s%%', (balance, additional) => {
    expect(() =>
      creditLifePremium({ outstandingBalanceCents: balance, additionalPercentage: additional }, V1),
    ).toThrow(RangeError);
  });

  it('publishes a rate at or below the cap', () => {
    expect(V1.centsPerThousand).toBeLessThanOrEqual(CREDIT_LIFE_MAX_CENTS_PER_THOUSAND);
  });
});
